import type { AdminOrder } from '@art-market/domain/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, type Reply, type Responder } from '#web/test/mock-api.ts';
import { renderApp } from '#web/test/render-app.tsx';
import { storeAdminLogin } from './admin-fixtures.ts';
import { refundView } from './after-sale-fixtures.ts';
import { ORDER, ORDERS, orderRow } from './order-fixtures.ts';

const DETAILS = `${ORDERS}/o1`;
const REFUND = `${ORDERS}/o1/refund`;
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,200}$/;

async function openOrder(details: Responder, routes: Record<string, Responder> = {}) {
  storeAdminLogin();
  const api = mockApi({
    [`GET ${ORDERS}`]: { body: [orderRow()], headers: { 'X-Total-Count': '1' } },
    [`GET ${DETAILS}`]: details,
    ...routes,
  });
  const view = renderApp('/admin-dashboard');
  await view.user.click(await screen.findByRole('button', { name: 'View order AM000042' }));
  const dialog = await screen.findByRole('dialog', { name: 'Order AM000042' });
  await within(dialog).findByRole('heading', { name: 'Refunds' });
  return { api, dialog, ...view };
}

async function openRefund(user: Awaited<ReturnType<typeof openOrder>>['user'], dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
  return screen.findByRole('dialog', { name: 'Refund order' });
}

const keyOf = (call: { headers: Record<string, string> } | undefined) => call?.headers['idempotency-key'];

describe('admin order refunds', () => {
  it('shows what was refunded, each refund with its status, and a chargeback', async () => {
    const refunded: AdminOrder = {
      ...ORDER,
      refundedAmount: 464.72,
      refundableAmount: 994.18,
      chargebackAt: '2026-03-09T15:00:00.000Z',
      refunds: [
        refundView({ id: 'rf1', amount: 100, status: 'succeeded', reason: 'Frame arrived cracked' }),
        refundView({ id: 'rf2', kind: 'return', amount: 364.72, status: 'failed', reason: 'Return of Backwaters at dusk' }),
      ],
    };
    const { dialog } = await openOrder({ body: refunded });
    expect(within(dialog).getByRole('alert').textContent).toContain(
      `Chargeback: the buyer's bank took the payment back on ${new Date('2026-03-09T15:00:00.000Z').toLocaleString()}`,
    );
    expect(within(dialog).getByText(/^Refunded \$/).textContent).toBe('Refunded $464.72 · left to refund $994.18');
    const rows = within(within(dialog).getByRole('table', { name: 'Refunds' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1)
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Refund by an admin', 'Frame arrived cracked', '$100.00', 'Refunded'],
      ['Return', 'Return of Backwaters at dusk', '$364.72', 'Failed'],
    ]);
  });

  it('offers no refund when nothing is left to refund, and no banner without a chargeback', async () => {
    const { dialog } = await openOrder({ body: { ...ORDER, paymentStatus: 5, refundedAmount: 1458.9, refundableAmount: 0 } });
    expect(within(dialog).queryByRole('button', { name: 'Refund' })).toBeNull();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).queryByRole('table', { name: 'Refunds' })).toBeNull();
  });

  it('refunds everything left when the amount is empty, with an Idempotency-Key, then shows the refund', async () => {
    let order: AdminOrder = ORDER;
    const { api, dialog, user } = await openOrder(() => ({ body: order }), {
      [`POST ${REFUND}`]: () => {
        const refund = refundView({ id: 'rf9', amount: 1458.9, status: 'pending', reason: 'Artist withdrew the work' });
        order = { ...ORDER, paymentStatus: 5, refundedAmount: 1458.9, refundableAmount: 0, refunds: [refund] };
        return { body: { orderId: 'o1', paymentStatus: 5, refundedAmount: 1458.9, refund } };
      },
    });
    const form = await openRefund(user, dialog);
    const sofar = within(form).getByLabelText('Refund so far');
    expect(within(sofar).getByText('Left to refund').nextElementSibling?.textContent).toBe('$1,458.90');
    expect(within(form).getByText('Leave empty to refund everything left: $1,458.90')).toBeTruthy();
    await user.type(within(form).getByLabelText(/^Reason/), 'Artist withdrew the work');
    await user.click(within(form).getByRole('button', { name: 'Refund $1,458.90' }));

    expect(await screen.findByText('Refund of $1,458.90 issued for order AM000042')).toBeTruthy();
    const [call] = api.callsTo('POST', REFUND);
    expect(call?.body).toEqual({ reason: 'Artist withdrew the work' });
    expect(keyOf(call)).toMatch(KEY_PATTERN);
    expect(call?.headers.authorization).toBe('Bearer admin-token');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Refund order' })).toBeNull());
    const refunds = await within(dialog).findByRole('table', { name: 'Refunds' });
    expect(within(refunds).getByText('Artist withdrew the work')).toBeTruthy();
    expect(within(refunds).getByText('Pending')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Refund' })).toBeNull();
  });

  it('checks the amount and the reason before asking, and sends a partial amount in dollars', async () => {
    const { api, dialog, user } = await openOrder(
      { body: ORDER },
      {
        [`POST ${REFUND}`]: { body: { orderId: 'o1', paymentStatus: 3, refundedAmount: 250.5, refund: refundView() } },
      },
    );
    const form = await openRefund(user, dialog);
    const amount = within(form).getByLabelText('Amount (USD)');
    await user.type(amount, '1500');
    await user.click(within(form).getByRole('button', { name: 'Refund' }));
    expect(await within(form).findByText('A refund cannot be more than what was paid and not yet refunded')).toBeTruthy();
    expect(within(form).getByText('Please give a reason for the refund')).toBeTruthy();

    await user.clear(amount);
    await user.type(amount, '10.555');
    expect(within(form).queryByText(/cannot be more/)).toBeNull();
    await user.type(within(form).getByLabelText(/^Reason/), 'Goodwill for a late delivery');
    expect(within(form).queryByText('Please give a reason for the refund')).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Refund' }));
    expect(await within(form).findByText('Please enter an amount greater than zero with at most two decimals')).toBeTruthy();
    expect(api.callsTo('POST', REFUND)).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '250.5');
    await user.click(within(form).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(api.callsTo('POST', REFUND)).toHaveLength(1));
    expect(api.callsTo('POST', REFUND)[0]?.body).toEqual({ amount: 250.5, reason: 'Goodwill for a late delivery' });
  });

  it("shows the server's refusal, keeps one key for the dialog across submits, and takes a new one when reopened", async () => {
    let reply: Reply = { status: 409, body: { message: 'Everything paid for this order has already been refunded' } };
    const { api, dialog, user } = await openOrder({ body: ORDER }, { [`POST ${REFUND}`]: () => reply });
    let form = await openRefund(user, dialog);
    await user.type(within(form).getByLabelText(/^Reason/), 'Duplicate charge');
    await user.dblClick(within(form).getByRole('button', { name: 'Refund $1,458.90' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Everything paid for this order has already been refunded');

    reply = 'network-error';
    await user.click(within(form).getByRole('button', { name: 'Refund $1,458.90' }));
    expect(await within(form).findByText('Failed to refund the order')).toBeTruthy();
    const sent = api.callsTo('POST', REFUND);
    expect(sent.length).toBeGreaterThanOrEqual(2);
    expect(new Set(sent.map(keyOf)).size).toBe(1);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Refund order' })).toBeNull());
    form = await openRefund(user, dialog);
    await user.type(within(form).getByLabelText(/^Reason/), 'Duplicate charge');
    await user.click(within(form).getByRole('button', { name: 'Refund $1,458.90' }));
    await waitFor(() => expect(api.callsTo('POST', REFUND)).toHaveLength(sent.length + 1));
    expect(keyOf(api.callsTo('POST', REFUND).at(-1))).not.toBe(keyOf(sent[0]));
    expect(keyOf(api.callsTo('POST', REFUND).at(-1))).toMatch(KEY_PATTERN);
  });
});
