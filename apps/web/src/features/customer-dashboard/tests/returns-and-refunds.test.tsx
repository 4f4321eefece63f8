import { OrderStatus, PaymentStatus, REFUND_TIMING } from '@art-market/domain/rules';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatOrderDate } from '#web/lib/dates.ts';
import { renderApp, storeCustomerLogin } from '#web/test/render-app.tsx';
import { dashboard, dashboardApi, dashboardOrder, refund, returnView } from './dashboard-fixtures.ts';

const PAID_BACK_AT = '2025-05-12T08:00:00.000Z';

describe('returns and refunds on the dashboard', () => {
  it('lists the returns with their status in words, their progress, and the refund', async () => {
    storeCustomerLogin();
    dashboardApi({
      'GET /api/CustomerDashboard/returns': {
        body: [
          returnView({ id: 'r1', orderNumber: 'AM000044' }),
          returnView({
            id: 'r2',
            orderNumber: 'AM000043',
            status: 'approved',
            reason: 'changed_mind',
            fullRefund: false,
            refundAmount: 1156.5,
            items: [
              { id: 'i1', productId: 'p1', title: 'Monsoon Study', inspection: null },
              { id: 'i2', productId: 'p2', title: 'Harbour Lights', inspection: null },
            ],
          }),
          returnView({
            id: 'r3',
            orderNumber: 'AM000042',
            status: 'received',
            refund: refund({ kind: 'return', status: 'succeeded', completedAt: PAID_BACK_AT }),
          }),
          returnView({
            id: 'r4',
            orderNumber: 'AM000041',
            status: 'rejected',
            adminNotes: 'The photos show the damage happened after delivery',
          }),
        ],
      },
    });
    renderApp('/customer-dashboard');
    const returned = (number: string) => within(screen.getByRole('listitem', { name: `Return for order ${number}` }));
    // The status badge, not the same word in the progress steps.
    const statusWords = (number: string, words: string) => returned(number).getByText(words, { ignore: 'ol *' });
    const currentStep = (number: string) =>
      within(returned(number).getByRole('list', { name: 'Progress' }))
        .getAllByRole('listitem')
        .find((step) => step.getAttribute('aria-current') === 'step')?.textContent;
    await screen.findByRole('listitem', { name: 'Return for order AM000044' });

    expect(statusWords('AM000044', 'Requested')).toBeTruthy();
    expect(returned('AM000044').getByText('Our team is reviewing your request and will e-mail you.')).toBeTruthy();
    expect(returned('AM000044').getByText('Backwaters at Dawn')).toBeTruthy();
    expect(returned('AM000044').getByText(/Refund:/).textContent).toBe('Refund: $1,374.25 (in full)');

    expect(statusWords('AM000043', 'Approved')).toBeTruthy();
    expect(returned('AM000043').getByText('Monsoon Study, Harbour Lights')).toBeTruthy();
    expect(returned('AM000043').getByText(/Refund:/).textContent).toBe(
      'Refund: $1,156.50 (after the 15% restocking fee; shipping not refunded)',
    );

    expect(statusWords('AM000042', 'Received')).toBeTruthy();
    expect(returned('AM000042').getByText(`Refunded on ${formatOrderDate(PAID_BACK_AT)}`)).toBeTruthy();

    expect(statusWords('AM000041', 'Rejected')).toBeTruthy();
    expect(returned('AM000041').getByText('The photos show the damage happened after delivery')).toBeTruthy();
    expect(returned('AM000041').queryByRole('list', { name: 'Progress' })).toBeNull();
    expect(returned('AM000041').queryByText(/Refund:/)).toBeNull();

    expect(currentStep('AM000044')).toBe('Requested (done)');
    expect(currentStep('AM000043')).toBe('Approved (done)');
    expect(currentStep('AM000042')).toBe('Refunded (done)');
  });

  it('says when earlier refunds capped what a return gives back', async () => {
    storeCustomerLogin();
    dashboardApi({
      'GET /api/CustomerDashboard/returns': {
        body: [returnView({ status: 'approved', fullRefund: false, refundAmount: 575, refundCappedFrom: 900 })],
      },
    });
    renderApp('/customer-dashboard');
    expect(
      await screen.findByText(
        'Capped at $575.00, what is left to refund of these artworks after earlier refunds (the return alone would refund $900.00).',
        {},
        { timeout: 4000 },
      ),
    ).toBeTruthy();
  });

  it('says there are no returns yet, and offers Retry when they cannot be fetched', async () => {
    storeCustomerLogin();
    let failing = true;
    dashboardApi({ 'GET /api/CustomerDashboard/returns': () => (failing ? { status: 500, text: '' } : { body: [] }) });
    const { user } = renderApp('/customer-dashboard');
    expect(await screen.findByText('Failed to fetch your returns')).toBeTruthy();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('You have no returns.')).toBeTruthy();
  });

  it('shows each refund on the order with its status in words and the total refunded', async () => {
    storeCustomerLogin();
    dashboardApi({
      'GET /api/CustomerDashboard/initial-data': {
        body: dashboard({
          recentOrders: [
            dashboardOrder({
              status: OrderStatus.Delivered,
              paymentStatus: PaymentStatus.Paid,
              refundedAmount: 400,
              refunds: [
                refund({ id: 'a', amount: 100, status: 'pending', reason: 'Frame corner chipped' }),
                refund({ id: 'b', amount: 100, status: 'succeeded', reason: 'Late delivery', completedAt: PAID_BACK_AT }),
                refund({ id: 'c', amount: 100, status: 'manual', reason: 'Overcharged shipping' }),
                refund({ id: 'd', amount: 100, status: 'failed', reason: 'Goodwill' }),
              ],
            }),
            dashboardOrder({ id: 'o2', orderNumber: 'AM000041' }),
          ],
        }),
      },
    });
    renderApp('/customer-dashboard');
    const card = within(await screen.findByRole('listitem', { name: 'Order AM000042' }));
    const refunds = within(card.getByRole('region', { name: 'Refunds' }));
    expect(refunds.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '$100.00Refund on its wayFrame corner chipped',
      `$100.00Refunded on ${formatOrderDate(PAID_BACK_AT)}Late delivery`,
      '$100.00Refund being sent by bank transferOvercharged shipping',
      '$100.00Refund delayed — our team is on itGoodwill',
    ]);
    expect(refunds.getByText('Total refunded').nextElementSibling?.textContent).toBe('$400.00');
    expect(refunds.getByText(REFUND_TIMING)).toBeTruthy();
    const unrefunded = within(screen.getByRole('listitem', { name: 'Order AM000041' }));
    expect(unrefunded.queryByRole('region', { name: 'Refunds' })).toBeNull();
  });

  it('shows a PayU order in rupees: what the payment took and what each refund gave back, with the rate (issue 28)', async () => {
    storeCustomerLogin();
    dashboardApi({
      'GET /api/CustomerDashboard/initial-data': {
        body: dashboard({
          recentOrders: [
            dashboardOrder({
              status: OrderStatus.Delivered,
              paymentStatus: PaymentStatus.Paid,
              payuCharge: { amountInr: 114062.75, exchangeRate: 83 },
              refundedAmount: 50,
              refunds: [
                refund({
                  amount: 50,
                  inr: { amountInr: 4150, exchangeRate: 83 },
                  status: 'succeeded',
                  completedAt: PAID_BACK_AT,
                }),
              ],
            }),
          ],
        }),
      },
    });
    const { user } = renderApp('/customer-dashboard');
    const card = within(await screen.findByRole('listitem', { name: 'Order AM000042' }));
    const refunds = within(card.getByRole('region', { name: 'Refunds' }));
    expect(refunds.getByText('$50.00 (₹4,150.00 at 1 USD = ₹83.00)')).toBeTruthy();
    await user.click(card.getByRole('button', { name: 'View Full Details' }));
    expect(card.getByText('Paid with PayU, in rupees', { selector: 'dt' }).nextElementSibling?.textContent).toBe(
      '₹1,14,062.75 at 1 USD = ₹83.00',
    );
  });

  it('tells the collector of an approved return where to send it and what to write on the parcel', async () => {
    storeCustomerLogin();
    dashboardApi({ 'GET /api/CustomerDashboard/returns': { body: [returnView({ status: 'approved' })] } });
    renderApp('/customer-dashboard');
    const card = await screen.findByRole('listitem', { name: 'Return for order AM000042' }, { timeout: 8000 });
    expect(within(card).queryByText(/We have e-mailed you the details/)).toBeNull();
    const address = card.querySelector('address');
    expect(address?.textContent).toBe('Studio Kaveri12 Lake RoadBengaluru Karnataka 560001India');
    expect(within(card).getByText('RET-AM000042-R1AB')).toBeTruthy();
  });
});
