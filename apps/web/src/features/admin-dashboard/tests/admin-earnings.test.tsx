import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type Reply, type Responder } from '#web/test/mock-api.ts';
import { renderApp } from '#web/test/render-app.tsx';
import { EARNINGS_RELOAD_DELAY_MS } from '../api/mark-vendor-paid.ts';
import { storeAdminLogin } from './admin-fixtures.ts';
import { REFUNDS } from './after-sale-fixtures.ts';
import {
  EARNINGS,
  earningsAnswer,
  earningsOrder,
  PAYOUT_FORECAST,
  PROCESS_PAYOUTS,
  payoutForecast,
  vendorPaymentPath,
} from './earnings-fixtures.ts';

// Only Date is fixed, so the default range is known; timers stay real for the 1 s reload.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

/** The query strings the tab sent to the earnings endpoint, in order (mockApi records paths only). */
function earningsQueries(): URLSearchParams[] {
  return vi
    .mocked(fetch)
    .mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === EARNINGS)
    .map((url) => url.searchParams);
}
const lastQuery = () => Object.fromEntries(earningsQueries().at(-1) ?? []);

async function openTab(routes: Record<string, Responder>) {
  storeAdminLogin();
  // The refunds that need a hand share the tab (admin-refunds-attention.test.tsx).
  const api = mockApi({ [`GET ${REFUNDS}`]: { body: [] }, ...routes });
  const view = renderApp('/admin-dashboard');
  await view.user.click(await screen.findByRole('tab', { name: 'Earnings' }));
  return { api, ...view };
}

const findTable = () => screen.findByRole('table', { name: 'Order payment details' });

async function rowOf(orderNumber: string) {
  const table = await findTable();
  const row = within(table).getByText(orderNumber).closest('tr');
  if (!row) throw new Error(`no row for ${orderNumber}`);
  return row;
}

describe('admin earnings: Order Payment Details', () => {
  it('asks for the last 7 days and shows the summary, pending payouts, weekly figures and the rows', async () => {
    const neft = earningsOrder({ id: 'vo2', orderNumber: 'AM000043-1', paymentMethod: 0, vendorName: 'Kabir Arts' });
    const { api } = await openTab({
      [`GET ${EARNINGS}`]: {
        body: earningsAnswer({
          orders: [earningsOrder(), neft],
          summary: { totalOrderValue: 2250, totalCommission: 200, orderCount: 2, disputeLosses: 0 },
        }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Order Payment Details' })).toBeTruthy();
    const paypal = await rowOf('AM000042-1');
    expect(lastQuery()).toEqual({ startDate: '2026-11-16', endDate: '2026-11-22', page: '1', pageSize: '20' });
    expect(api.callsTo('GET', EARNINGS)[0]?.headers.authorization).toBe('Bearer admin-token');
    expect((screen.getByLabelText('Start date') as HTMLInputElement).value).toBe('2026-11-16');

    const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure('Total order value')).toBe('$2,250.00');
    expect(figure('Total commission')).toBe('$200.00');
    expect(figure('Order count')).toBe('2');
    expect(figure('Pending payouts')).toBe('$2,050.00');
    const weeks = screen.getByRole('table', { name: 'Order value and commission per week' });
    expect(within(weeks).getByRole('row', { name: /Nov 16 \$1,125\.00 \$100\.00/ })).toBeTruthy();

    for (const text of ['Studio Meera', 'PayPal', '$1,125.00', '$100.00', '$1,025.00', 'Delivered', 'Paid', 'Pending']) {
      expect(within(paypal).getByText(text)).toBeTruthy();
    }
    expect(within(paypal).queryByText(/₹/)).toBeNull();
    const bankTransfer = await rowOf('AM000043-1');
    expect(within(bankTransfer).getByText('NEFT Transfer')).toBeTruthy();
    expect(within(bankTransfer).getByText('₹93,375.00')).toBeTruthy();
  });

  it('shows the platform dispute losses in the summary and on the sale that took them', async () => {
    const disputed = earningsOrder({ id: 'vo3', orderNumber: 'AM000044-1', paymentStatus: 5, disputeLossAmount: 1075 });
    await openTab({
      [`GET ${EARNINGS}`]: {
        body: earningsAnswer({
          orders: [earningsOrder(), disputed],
          summary: { totalOrderValue: 1125, totalCommission: 100, orderCount: 2, disputeLosses: 1075 },
        }),
      },
    });
    const row = await rowOf('AM000044-1');
    const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure('Dispute losses')).toBe('$1,075.00');
    expect(within(row).getByText('Dispute loss $1,075.00')).toBeTruthy();
    expect(within(await rowOf('AM000042-1')).queryByText(/Dispute loss/)).toBeNull();
  });

  it('sends the chosen dates on Apply Filter, and refuses an end before the start', async () => {
    const { user } = await openTab({ [`GET ${EARNINGS}`]: { body: earningsAnswer() } });
    await findTable();
    const setDate = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    setDate('Start date', '2026-11-01');
    setDate('End date', '2026-10-01');
    await user.click(screen.getByRole('button', { name: 'Apply Filter' }));
    expect(await screen.findByText('End date must not be before the start date')).toBeTruthy();
    expect(earningsQueries()).toHaveLength(1);

    setDate('End date', '2026-11-15');
    await user.click(screen.getByRole('button', { name: 'Apply Filter' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ startDate: '2026-11-01', endDate: '2026-11-15', page: '1' }));
  });

  it('filters by payment method per sub-tab, and pages on the server', async () => {
    const { user } = await openTab({
      [`GET ${EARNINGS}`]: () => ({ body: earningsAnswer({ total: 45, page: Number(lastQuery().page) }) }),
    });
    await findTable();
    expect(lastQuery().paymentMethod).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastQuery().page).toBe('2'));
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();

    for (const [name, code] of [
      ['PayPal', '1'],
      ['PayU', '2'],
      ['NEFT Transfer', '0'],
    ] as const) {
      await user.click(screen.getByRole('tab', { name }));
      await waitFor(() => expect(lastQuery()).toMatchObject({ paymentMethod: code, page: '1' }));
    }
    await user.click(screen.getByRole('tab', { name: 'All Payments' }));
    await waitFor(() => expect(lastQuery().paymentMethod).toBeUndefined());
  });

  it("shows the vendor's bank details, or says none is on file", async () => {
    const { user } = await openTab({
      [`GET ${EARNINGS}`]: {
        body: earningsAnswer({
          orders: [
            earningsOrder(),
            earningsOrder({ id: 'vo2', orderNumber: 'AM000043-1', vendorName: 'Kabir Arts', vendorBankAccount: null }),
          ],
        }),
      },
    });
    await user.click(within(await rowOf('AM000042-1')).getByRole('button', { name: /^Bank details of Studio Meera/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Bank details' });
    for (const text of [
      'Meera Iyer',
      '123456789012',
      'HDFC Bank',
      'Current',
      'HDFC0001234',
      'Lake Road, Hyderabad',
      'GB29NWBK60161331926819',
      '021000021',
      'HDFCINBB',
      'Active',
    ]) {
      expect(within(dialog).getByText(text)).toBeTruthy();
    }
    await user.keyboard('{Escape}');
    await user.click(within(await rowOf('AM000043-1')).getByRole('button', { name: /^Bank details of Kabir Arts/ }));
    expect(within(await screen.findByRole('dialog', { name: 'Bank details' })).getByText('No bank account on file')).toBeTruthy();
  });

  it('offers View Details only for delivered orders: order, items, bill and vendor', async () => {
    const shipped = earningsOrder({ id: 'vo2', orderNumber: 'AM000043-1', status: 2 });
    const { user } = await openTab({ [`GET ${EARNINGS}`]: { body: earningsAnswer({ orders: [earningsOrder(), shipped] }) } });
    expect(within(await rowOf('AM000043-1')).queryByRole('button', { name: /View details/ })).toBeNull();
    await user.click(within(await rowOf('AM000042-1')).getByRole('button', { name: 'View details of order AM000042-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order details' });
    for (const text of ['AM000042', 'Blue Dart', 'BD123456789IN', 'Monsoon Over Kerala', 'meera@example.com', '+919876543210']) {
      expect(within(dialog).getByText(text)).toBeTruthy();
    }
    const bill = within(dialog).getByRole('heading', { name: 'Bill' }).parentElement as HTMLElement;
    for (const [label, amount] of [
      ['Product price', '$1,000.00'],
      ['Shipping', '$75.00'],
      ['Tax', '$50.00'],
      ['Total', '$1,125.00'],
    ] as const) {
      expect(within(bill).getByText(label).nextElementSibling?.textContent).toBe(amount);
    }
  });

  it('marks a vendor paid at once, confirms, and reloads about a second later', async () => {
    let paid = false;
    // The server's answer to the payment is held back: Paid on the row before it is the page's own doing,
    // however slowly the machine runs.
    let answerPayment = () => {};
    let answeredAt = 0;
    const { api, user } = await openTab({
      [`GET ${EARNINGS}`]: () => ({ body: earningsAnswer({ orders: [earningsOrder({ vendorPaymentStatus: paid ? 2 : 0 })] }) }),
      // The payout forecast shares the tab: the optimistic Paid must leave it alone, and it reloads after.
      [`GET ${PAYOUT_FORECAST}`]: { body: payoutForecast() },
      [`PUT ${vendorPaymentPath('vo1')}`]: () =>
        new Promise<Reply>((resolve) => {
          answerPayment = () => {
            paid = true;
            answeredAt = performance.now();
            resolve({ body: { message: 'Vendor payment recorded', amount: 1025, vendorPaymentStatus: 2 } });
          };
        }),
    });
    await screen.findByText('Due now: $2,050.00 to 2 vendors (3 items)');
    const row = await rowOf('AM000042-1');
    await user.click(within(row).getByRole('button', { name: 'Mark order AM000042-1 as paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record vendor payment' });
    await user.type(within(dialog).getByLabelText("Bank's transfer reference (optional)"), 'SBINN52024112600123');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Paid' }));
    await waitFor(() => expect(api.callsTo('PUT', vendorPaymentPath('vo1'))).toHaveLength(1));
    // Paid while the server has not answered yet, and nothing reloaded.
    await waitFor(() => expect(within(row).queryByText('Pending')).toBeNull());
    expect(within(row).getAllByText('Paid')).toHaveLength(2);
    expect(api.callsTo('GET', EARNINGS)).toHaveLength(1);
    expect(api.callsTo('GET', PAYOUT_FORECAST)).toHaveLength(1);

    answerPayment();
    expect(await screen.findByText('Payment to Studio Meera for order #AM000042-1 marked as paid.')).toBeTruthy();
    expect(api.callsTo('PUT', vendorPaymentPath('vo1'))[0]?.body).toEqual({
      status: 2,
      transactionId: `TRX${new Date('2026-11-22T10:00:00Z').getTime()}`,
      notes: 'Bank reference: SBINN52024112600123',
    });
    await waitFor(() => expect(api.callsTo('GET', EARNINGS)).toHaveLength(2));
    // A second after the answer, not at once (Node counts timers in whole milliseconds: up to 1 ms early here).
    const reload = api.callsTo('GET', EARNINGS)[1];
    expect((reload?.at ?? 0) - answeredAt).toBeGreaterThan(EARNINGS_RELOAD_DELAY_MS - 1);
    expect(within(await rowOf('AM000042-1')).queryByRole('button', { name: /as paid/ })).toBeNull();
    expect(api.callsTo('GET', PAYOUT_FORECAST)).toHaveLength(2);
  });

  it('asks to send the net amount after a refund, with the refund as its own line, and offers nothing when nothing is owed', async () => {
    const { user } = await openTab({
      [`GET ${EARNINGS}`]: {
        body: earningsAnswer({
          orders: [
            earningsOrder({
              vendorPayment: 309.06,
              earnedAmount: 345,
              refundDeductions: [{ date: '2026-11-20T10:00:00.000Z', kind: 'refund', amount: 35.94 }],
            }),
            earningsOrder({ id: 'vo2', orderNumber: 'AM000043-1', vendorPayment: 0, earnedAmount: 345 }),
          ],
        }),
      },
      [`GET ${PAYOUT_FORECAST}`]: { body: payoutForecast() },
    });
    const row = await rowOf('AM000042-1');
    await user.click(within(row).getByRole('button', { name: 'Mark order AM000042-1 as paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record vendor payment' });
    expect(within(dialog).getByText('Earning as sold').nextElementSibling?.textContent).toBe('$345.00');
    expect(within(dialog).getByText(/^Refund of /).nextElementSibling?.textContent).toBe('-$35.94');
    expect(within(dialog).getByText('Owed').nextElementSibling?.textContent).toBe('$309.06');
    expect(within(dialog).getByText('$309.06', { selector: 'strong' })).toBeTruthy();
    await user.keyboard('{Escape}');
    const nothing = await rowOf('AM000043-1');
    expect((within(nothing).getByRole('button', { name: 'Mark order AM000043-1 as paid' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('says on the button and in the dialog why an order cannot be paid yet, and until when, with nothing to submit', async () => {
    const { api, user } = await openTab({
      [`GET ${EARNINGS}`]: {
        body: earningsAnswer({
          orders: [
            earningsOrder({ payoutWait: { reason: 'return_window', until: '2026-12-03T10:00:00.000Z' } }),
            earningsOrder({
              id: 'vo2',
              orderNumber: 'AM000043-1',
              payoutWait: { reason: 'no_active_account', until: null },
            }),
          ],
        }),
      },
      [`GET ${PAYOUT_FORECAST}`]: { body: payoutForecast() },
    });
    const row = await rowOf('AM000042-1');
    const waiting = within(row).getByRole('button', { name: 'Mark order AM000042-1 as paid: Payable from 3 Dec' });
    expect(waiting.getAttribute('title')).toContain('Payable from 3 Dec. The collector can still return this order');
    expect(within(await rowOf('AM000043-1')).getByRole('button', { name: /Waiting on a payout account/ })).toBeTruthy();
    await user.click(waiting);
    const dialog = await screen.findByRole('dialog', { name: 'Record vendor payment' });
    expect(
      within(dialog).getByText(
        'The collector can still return this order: its return window closes at 2026-12-03 10:00 UTC. It can be paid from then.',
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Mark as Paid' })).toBeNull();
    expect(within(dialog).queryByText(/^Send /)).toBeNull();
    expect(api.callsTo('PUT', vendorPaymentPath('vo1'))).toHaveLength(0);
  });

  it('puts Pending back and alerts when marking paid fails', async () => {
    const { api, user } = await openTab({
      [`GET ${EARNINGS}`]: { body: earningsAnswer() },
      [`PUT ${vendorPaymentPath('vo1')}`]: { status: 500, body: { message: 'Internal Server Error' } },
    });
    await user.click(within(await rowOf('AM000042-1')).getByRole('button', { name: 'Mark order AM000042-1 as paid' }));
    await user.click(await screen.findByRole('button', { name: 'Mark as Paid' }));
    expect(await screen.findByText('Failed to mark payment as paid. Please try again.')).toBeTruthy();
    const row = await rowOf('AM000042-1');
    expect(within(row).getByText('Pending')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Mark order AM000042-1 as paid' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(api.callsTo('GET', EARNINGS)).toHaveLength(1);
  });

  it('says the vendor has no active bank account when the server refuses the payment', async () => {
    const message = 'The vendor has no active bank account. Ask them to add one before recording a payment.';
    const { api, user } = await openTab({
      [`GET ${EARNINGS}`]: { body: earningsAnswer() },
      [`PUT ${vendorPaymentPath('vo1')}`]: { status: 409, body: { message } },
    });
    await user.click(within(await rowOf('AM000042-1')).getByRole('button', { name: 'Mark order AM000042-1 as paid' }));
    await user.click(await screen.findByRole('button', { name: 'Mark as Paid' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(api.callsTo('PUT', vendorPaymentPath('vo1'))[0]?.body).toMatchObject({ notes: '' });
    expect(within(await rowOf('AM000042-1')).getByText('Pending')).toBeTruthy();
  });

  it('keeps Mark as Paid unavailable until the order is delivered', async () => {
    await openTab({ [`GET ${EARNINGS}`]: { body: earningsAnswer({ orders: [earningsOrder({ status: 2 })] }) } });
    const button = within(await rowOf('AM000042-1')).getByRole('button', { name: 'Mark order AM000042-1 as paid' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('says "No orders data available" when the range has no orders', async () => {
    await openTab({ [`GET ${EARNINGS}`]: { body: earningsAnswer({ orders: [] }) } });
    expect(await screen.findByText('No orders data available')).toBeTruthy();
  });

  it('shows "Failed to fetch earnings" with Retry, and loads on retry', async () => {
    let reply: Reply = { status: 500, text: '' };
    const { user } = await openTab({ [`GET ${EARNINGS}`]: () => reply });
    expect(await screen.findByText('Failed to fetch earnings')).toBeTruthy();
    reply = { body: earningsAnswer() };
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await findTable()).toBeTruthy();
  });

  it('shows what is due now, what comes due when and why, before a run', async () => {
    await openTab({ [`GET ${EARNINGS}`]: { body: earningsAnswer() }, [`GET ${PAYOUT_FORECAST}`]: { body: payoutForecast() } });
    const panel = await screen.findByRole('region', { name: 'Weekly payout' });
    expect(await within(panel).findByText('Due now: $2,050.00 to 2 vendors (3 items)')).toBeTruthy();
    expect(
      within(panel).getByText('An item is paid once the 7-day return window after its delivery has closed with no return open.'),
    ).toBeTruthy();
    const day = new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
      new Date('2026-11-27T00:00:00Z'),
    );
    const comingDue = within(panel).getByText('Coming due as return windows close').parentElement as HTMLElement;
    expect(within(comingDue).getByRole('listitem').textContent).toBe(`${day}$1,147.50 (2 items)`);
    expect(within(panel).getByText('Waiting on open returns: $410.00 (1 item)')).toBeTruthy();
    expect(within(panel).queryByText(/new payout account/)).toBeNull();
  });

  it('says what waits on a vendor payout account added less than 72 hours ago', async () => {
    await openTab({
      [`GET ${EARNINGS}`]: { body: earningsAnswer() },
      [`GET ${PAYOUT_FORECAST}`]: { body: payoutForecast({ awaitingNewPayoutAccount: { amount: 320, vendorCount: 1 } }) },
    });
    const panel = await screen.findByRole('region', { name: 'Weekly payout' });
    expect(
      await within(panel).findByText('Waiting on a new payout account (added less than 72 hours ago): $320.00 (1 vendor)'),
    ).toBeTruthy();
  });

  it('says what waits on a vendor with no active payout account', async () => {
    await openTab({
      [`GET ${EARNINGS}`]: { body: earningsAnswer() },
      [`GET ${PAYOUT_FORECAST}`]: { body: payoutForecast({ awaitingPayoutAccount: { amount: 410, vendorCount: 2 } }) },
    });
    const panel = await screen.findByRole('region', { name: 'Weekly payout' });
    expect(
      await within(panel).findByText('Waiting on a payout account (no active bank account on file): $410.00 (2 vendors)'),
    ).toBeTruthy();
  });

  it('offers no run while nothing is due', async () => {
    await openTab({
      [`GET ${EARNINGS}`]: { body: earningsAnswer() },
      [`GET ${PAYOUT_FORECAST}`]: { body: payoutForecast({ dueNow: 0, dueNowItemCount: 0, dueNowVendorCount: 0 }) },
    });
    const panel = await screen.findByRole('region', { name: 'Weekly payout' });
    expect(await within(panel).findByText('Nothing is due for payout now.')).toBeTruthy();
    expect((within(panel).getByRole('button', { name: 'Process weekly payouts' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks for confirmation naming the amount, then runs and shows what it paid, or "Failed to process payout"', async () => {
    let reply: Reply = 'network-error';
    const { api, user } = await openTab({
      [`GET ${EARNINGS}`]: { body: earningsAnswer() },
      [`GET ${PAYOUT_FORECAST}`]: { body: payoutForecast() },
      [`POST ${PROCESS_PAYOUTS}`]: () => reply,
    });
    await findTable();
    const run = await screen.findByRole('button', { name: 'Process weekly payouts' });
    await waitFor(() => expect((run as HTMLButtonElement).disabled).toBe(false));
    await user.click(run);
    let dialog = await screen.findByRole('alertdialog', { name: 'Process weekly payouts' });
    expect(within(dialog).getByText('Pay $2,050.00 to 2 vendors now? Each gets one payout.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST', PROCESS_PAYOUTS)).toHaveLength(0);

    await user.click(run);
    dialog = await screen.findByRole('alertdialog', { name: 'Process weekly payouts' });
    await user.click(within(dialog).getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('Failed to process payout')).toBeTruthy();

    reply = { body: { amount: 2050, payoutCount: 2, itemCount: 3, runId: 'r1', message: 'Paid 2 vendor(s) for 3 item(s)' } };
    await user.click(run);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('Paid 2 vendor(s) for 3 item(s): $2,050.00')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET', EARNINGS)).toHaveLength(2));
    await waitFor(() => expect(api.callsTo('GET', PAYOUT_FORECAST)).toHaveLength(2));
  });
});
