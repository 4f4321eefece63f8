import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type Reply, type Responder } from '#web/test/mock-api.ts';
import { renderApp } from '#web/test/render-app.tsx';
import { storeAdminLogin } from './admin-fixtures.ts';
import { REFUNDS, refundNeedingAttention, refundView } from './after-sale-fixtures.ts';
import { EARNINGS, earningsAnswer } from './earnings-fixtures.ts';

const RETRY = `${REFUNDS}/rf1/retry`;
const COMPLETE = `${REFUNDS}/rf2/complete`;

const FAILED = refundNeedingAttention();
const MANUAL = refundNeedingAttention({
  id: 'rf2',
  orderId: 'o2',
  orderNumber: 'AM000043',
  customerEmail: 'kabir@example.com',
  provider: 'bank_transfer',
  status: 'manual',
  amount: 1075,
  failure: null,
  attempts: 0,
});
const PENDING = refundNeedingAttention({
  id: 'rf3',
  orderNumber: 'AM000044',
  provider: 'payu',
  status: 'pending',
  failure: null,
  attempts: 1,
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

async function openTab(routes: Record<string, Responder>) {
  storeAdminLogin();
  const api = mockApi({ [`GET ${EARNINGS}`]: { body: earningsAnswer() }, ...routes });
  const view = renderApp('/admin-dashboard');
  await view.user.click(await screen.findByRole('tab', { name: 'Earnings' }));
  return { api, ...view };
}

async function rowOf(orderNumber: string) {
  const table = await screen.findByRole('table', { name: 'Refunds needing attention' });
  const row = within(table).getByText(orderNumber).closest('tr');
  if (!row) throw new Error(`no row for ${orderNumber}`);
  return row;
}

describe('admin earnings: refunds needing attention', () => {
  it('lists each refund with its provider, order, amount, status and failure; actions by status', async () => {
    const { api } = await openTab({ [`GET ${REFUNDS}`]: { body: [FAILED, MANUAL, PENDING] } });
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(await rowOf('AM000042'))).toEqual([
      'AM000042',
      'asha@example.com',
      'PayPal',
      '$364.72',
      'Failed',
      'INSUFFICIENT_FUNDS (2 attempts)',
      'Retry',
    ]);
    expect(cells(await rowOf('AM000043'))).toEqual([
      'AM000043',
      'kabir@example.com',
      'Bank transfer',
      '$1,075.00',
      'To send by bank transfer',
      '—',
      'Mark sent',
    ]);
    expect(cells(await rowOf('AM000044'))).toEqual(['AM000044', 'asha@example.com', 'PayU', '$364.72', 'Pending', '—', '']);
    expect(api.callsTo('GET', REFUNDS)[0]?.headers.authorization).toBe('Bearer admin-token');
  });

  it('retries a refused refund after a confirmation naming the amount, and reloads; says when still refused', async () => {
    let reply: Reply = { body: refundView({ id: 'rf1', status: 'failed', completedAt: null }) };
    const { api, user } = await openTab({ [`GET ${REFUNDS}`]: { body: [FAILED] }, [`POST ${RETRY}`]: () => reply });
    const retry = async () => {
      await user.click(within(await rowOf('AM000042')).getByRole('button', { name: 'Retry the refund for order AM000042' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Retry the refund for order AM000042?' });
      await user.click(within(dialog).getByRole('button', { name: 'Retry refund' }));
    };
    // One click only asks: nothing is sent until the admin confirms, and "Not now" sends nothing.
    await user.click(within(await rowOf('AM000042')).getByRole('button', { name: 'Retry the refund for order AM000042' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Retry the refund for order AM000042?' });
    expect(dialog.textContent).toContain('$364.72 will be sent to asha@example.com through PayPal again');
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(api.callsTo('POST', RETRY)).toHaveLength(0);

    await retry();
    expect(await screen.findByText('The refund for order AM000042 was refused again')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET', REFUNDS)).toHaveLength(2));

    reply = { body: refundView({ id: 'rf1', status: 'pending', completedAt: null }) };
    await retry();
    expect(await screen.findByText('The refund for order AM000042 was sent again: waiting for PayPal')).toBeTruthy();

    reply = { body: refundView({ id: 'rf1', status: 'succeeded' }) };
    await retry();
    expect(await screen.findByText('The refund for order AM000042 went through')).toBeTruthy();
    expect(api.callsTo('POST', RETRY)).toHaveLength(3);

    reply = { status: 409, body: { message: 'Only a refund that has not gone through can be retried' } };
    await retry();
    expect(await screen.findByText('Only a refund that has not gone through can be retried')).toBeTruthy();
  });

  it('records a bank-transfer refund as sent with its reference, which is required', async () => {
    let open = [MANUAL];
    const { api, user } = await openTab({
      [`GET ${REFUNDS}`]: () => ({ body: open }),
      [`POST ${COMPLETE}`]: () => {
        open = [];
        return { body: refundView({ id: 'rf2', status: 'succeeded', amount: 1075 }) };
      },
    });
    await user.click(within(await rowOf('AM000043')).getByRole('button', { name: 'Mark sent the refund for order AM000043' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark refund sent' });
    expect(within(dialog).getByText('$1,075.00')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Mark sent' }));
    expect(await within(dialog).findByText('The transfer reference is required')).toBeTruthy();
    expect(api.callsTo('POST', COMPLETE)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Bank transfer reference/), ' UTR998877 ');
    await user.click(within(dialog).getByRole('button', { name: 'Mark sent' }));
    expect(await screen.findByText('Refund of $1,075.00 for order AM000043 recorded as sent')).toBeTruthy();
    expect(api.callsTo('POST', COMPLETE)[0]?.body).toEqual({ reference: 'UTR998877' });
    expect(await screen.findByText('No refunds need attention: every refund has gone through.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Mark refund sent' })).toBeNull();
  });

  it("keeps the dialog open with the server's message when the refund was already recorded", async () => {
    const { user } = await openTab({
      [`GET ${REFUNDS}`]: { body: [MANUAL] },
      [`POST ${COMPLETE}`]: { status: 409, body: { message: 'This refund is already done' } },
    });
    await user.click(within(await rowOf('AM000043')).getByRole('button', { name: 'Mark sent the refund for order AM000043' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark refund sent' });
    await user.type(within(dialog).getByLabelText(/Bank transfer reference/), 'UTR998877');
    await user.click(within(dialog).getByRole('button', { name: 'Mark sent' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This refund is already done');
  });

  it('reports a failed load with Retry', async () => {
    let reply: Reply = { status: 500, text: '' };
    const { user } = await openTab({ [`GET ${REFUNDS}`]: () => reply });
    expect(await screen.findByText('Failed to fetch refunds')).toBeTruthy();
    reply = { body: [] };
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No refunds need attention: every refund has gone through.')).toBeTruthy();
  });
});
