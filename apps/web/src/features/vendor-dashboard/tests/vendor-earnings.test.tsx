import type { PayoutStatement, PayoutSummary } from '@art-market/domain/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type Reply, type Responder } from '#web/test/mock-api.ts';
import { renderApp } from '#web/test/render-app.tsx';
import { EARNINGS as EARNINGS_FIGURES, STUDIO_ROUTES, storeVendorLogin, VENDOR_ID } from './vendor-fixtures.ts';

const EARNINGS = `/api/vendordashboard/earnings/${VENDOR_ID}`;
const PAYOUTS = `/api/vendordashboard/payouts/${VENDOR_ID}`;
const STATEMENT = `${PAYOUTS}/p1`;
const CSV = `${STATEMENT}/csv`;

const PAYOUT: PayoutSummary = {
  id: 'p1',
  kind: 'weekly',
  transactionId: 'PAYOUT-2026-W47-v1',
  amount: 1025,
  itemCount: 1,
  createdAt: '2026-11-20T06:00:00.000Z',
};

const STATEMENT_BODY: PayoutStatement = {
  ...PAYOUT,
  notes: 'Week 47, items delivered by Nov 13',
  lines: [{ orderNumber: 'AM000042-1', title: 'Monsoon Over Kerala', total: 1125, commission: 100, earning: 1025 }],
  totals: { total: 1125, commission: 100, earning: 1025 },
};

beforeEach(() => {
  // jsdom has no blob URLs: the CSV's object URL is a stand-in name.
  URL.createObjectURL = vi.fn(() => 'blob:statement');
  URL.revokeObjectURL = vi.fn();
});

async function openDashboard(routes: Record<string, Responder> = {}) {
  storeVendorLogin();
  const api = mockApi({ ...STUDIO_ROUTES, [`GET ${PAYOUTS}`]: { body: [PAYOUT] }, ...routes });
  const view = renderApp('/vendor-dashboard');
  await screen.findByRole('heading', { name: 'Earnings' });
  return { api, ...view };
}

async function openStatement(user: Awaited<ReturnType<typeof openDashboard>>['user']) {
  await user.click(await screen.findByRole('button', { name: 'View statement PAYOUT-2026-W47-v1' }));
  return screen.findByRole('dialog', { name: 'Payout statement' });
}

describe('vendor earnings and statements', () => {
  it('shows the earnings figures and the weekly earnings', async () => {
    const { api } = await openDashboard();
    const panel = screen.getByRole('region', { name: 'Earnings' });
    await within(panel).findByText('Awaiting delivery');
    const figure = (label: string) => within(panel).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure('Total earnings')).toBe('$3,075.00');
    expect(figure('Awaiting delivery')).toBe('$1,025.00');
    expect(figure('Pending payouts')).toBe('$1,025.00');
    expect(figure('Paid')).toBe('$1,025.00');
    const weeks = within(panel).getByRole('table', { name: 'Earnings per week' });
    expect(within(weeks).getByRole('row', { name: /Nov 16 \$2,050\.00/ })).toBeTruthy();
    expect(api.callsTo('GET', EARNINGS)[0]?.headers.authorization).toBe('Bearer vendor-token');
  });

  it('lists the payouts as statements', async () => {
    await openDashboard();
    const table = await screen.findByRole('table', { name: 'Statements' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    for (const text of ['PAYOUT-2026-W47-v1', 'Weekly payout', '1', '$1,025.00']) {
      expect(within(row).getByText(text)).toBeTruthy();
    }
    expect(
      within(row).getByText(new Date('2026-11-20T06:00:00Z').toLocaleDateString(undefined, { dateStyle: 'medium' })),
    ).toBeTruthy();
  });

  it('says so when nothing was paid out yet, and reports failures with Retry', async () => {
    let reply: Reply = { status: 500, text: '' };
    const { user } = await openDashboard({ [`GET ${PAYOUTS}`]: () => reply, [`GET ${EARNINGS}`]: { status: 500, text: '' } });
    expect(await screen.findByText('Failed to fetch statements')).toBeTruthy();
    expect(screen.getByText('Failed to fetch earnings')).toBeTruthy();
    reply = { body: [] };
    const retry = screen.getByText('Failed to fetch statements').parentElement?.querySelector('button') as HTMLElement;
    await user.click(retry);
    expect(await screen.findByText(/No payouts yet/)).toBeTruthy();
  });

  it('opens a statement with its lines and totals, and downloads it as CSV with the vendor token', async () => {
    const { api, user } = await openDashboard({
      [`GET ${STATEMENT}`]: { body: STATEMENT_BODY },
      [`GET ${CSV}`]: { text: 'Order,Artwork\n', contentType: 'text/csv; charset=utf-8' },
    });
    const dialog = await openStatement(user);
    const lines = await within(dialog).findByRole('table', { name: 'Statement lines' });
    const line = within(lines).getAllByRole('row')[1] as HTMLElement;
    for (const text of ['AM000042-1', 'Monsoon Over Kerala', '$1,125.00', '$100.00', '$1,025.00']) {
      expect(within(line).getByText(text)).toBeTruthy();
    }
    const totals = within(dialog).getByLabelText('Statement totals');
    expect(within(totals).getByText('Your earnings').nextElementSibling?.textContent).toBe('$1,025.00');
    expect(within(dialog).getByText('Weekly payout', { selector: 'dd' })).toBeTruthy();
    expect(within(dialog).getByText('Week 47, items delivered by Nov 13')).toBeTruthy();

    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(within(dialog).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect([link.href, link.download]).toEqual(['blob:statement', 'statement-PAYOUT-2026-W47-v1.csv']);
    expect(api.callsTo('GET', CSV)[0]?.headers.authorization).toBe('Bearer vendor-token');
    const saved = vi.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob;
    expect(saved.type).toMatch(/^text\/csv/);
    expect(await saved.text()).toBe('Order,Artwork\n');
  });

  it('shows a refund after an earlier payout as a negative line netted off the payout, and a balance owed', async () => {
    const netted: PayoutStatement = {
      ...STATEMENT_BODY,
      amount: 925,
      lines: [
        ...STATEMENT_BODY.lines,
        { orderNumber: 'AM000031-1', title: 'Refund after payout: Quiet Fields', total: 0, commission: 0, earning: -100 },
      ],
      totals: { total: 1125, commission: 100, earning: 925 },
    };
    const { user } = await openDashboard({
      [`GET ${STATEMENT}`]: { body: netted },
      [`GET ${EARNINGS}`]: { body: { ...EARNINGS_FIGURES, pendingPayouts: -250 } },
    });
    const panel = screen.getByRole('region', { name: 'Earnings' });
    await within(panel).findByText('Awaiting delivery');
    expect(within(panel).getByText('Pending payouts', { selector: 'dt' }).nextElementSibling?.textContent).toBe('-$250.00');
    expect(
      within(panel).getByText('Refunds after a payout left you owing $250.00: it is taken off your next payout.'),
    ).toBeTruthy();

    const dialog = await openStatement(user);
    const lines = await within(dialog).findByRole('table', { name: 'Statement lines' });
    const debt = within(lines).getByText('Refund after payout: Quiet Fields').closest('tr') as HTMLElement;
    const earning = within(debt).getByText('-$100.00');
    expect(earning.className).toContain('text-danger');
    const totals = within(dialog).getByLabelText('Statement totals');
    expect(within(totals).getByText('Your earnings').nextElementSibling?.textContent).toBe('$925.00');
  });

  it('says when the CSV cannot be downloaded', async () => {
    const { user } = await openDashboard({
      [`GET ${STATEMENT}`]: { body: STATEMENT_BODY },
      [`GET ${CSV}`]: { status: 500, text: '' },
    });
    const dialog = await openStatement(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Download CSV' }));
    expect(await within(dialog).findByText('Failed to download statement')).toBeTruthy();
  });
});
