import { CancelMessages } from '@art-market/domain/copy';
import { CancellationMessages, OrderStatus, PaymentStatus } from '@art-market/domain/rules';
import type { DashboardOrder } from '@art-market/domain/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, storeCustomerLogin } from '#web/test/render-app.tsx';
import { dashboard, dashboardApi, dashboardOrder, hoursFromNow, refund } from './dashboard-fixtures.ts';

/** `hidden`: behind an open dialog the page is aria-hidden. */
const orderItem = (number: string, hidden = false) => screen.getByRole('listitem', { name: `Order ${number}`, hidden });

/** Paid an hour ago, nothing shipped: 23 hours left, and half a minute so the count reads 23 h 0 min. */
const cancellable = (overrides: Partial<DashboardOrder> = {}) =>
  dashboardOrder({ status: OrderStatus.Processing, cancellableUntil: hoursFromNow(23 + 0.5 / 60), ...overrides });

describe('cancelling an order', () => {
  it('offers Cancel order with the time left only while cancellableUntil is in the future', async () => {
    storeCustomerLogin();
    dashboardApi({
      'GET /api/CustomerDashboard/initial-data': {
        body: dashboard({
          recentOrders: [
            cancellable({ id: 'o1', orderNumber: 'AM000043', cancellableUntil: hoursFromNow(23 + 10 / 60 + 0.5 / 60) }),
            dashboardOrder({ id: 'o2', orderNumber: 'AM000042', cancellableUntil: null }),
            dashboardOrder({
              id: 'o3',
              orderNumber: 'AM000041',
              status: OrderStatus.Processing,
              cancellableUntil: hoursFromNow(-0.1),
            }),
          ],
        }),
      },
    });
    renderApp('/customer-dashboard');
    const open = within(await screen.findByRole('listitem', { name: 'Order AM000043' }));
    const button = open.getByRole('button', { name: 'Cancel order' });
    expect(open.getByText('You can cancel for another 23 h 10 min')).toBeTruthy();
    expect(button.getAttribute('aria-describedby')).toBe(open.getByText(/^You can cancel for another/).id);
    for (const closed of ['AM000042', 'AM000041']) {
      expect(within(orderItem(closed)).queryByRole('button', { name: 'Cancel order' })).toBeNull();
      expect(within(orderItem(closed)).queryByText(/You can cancel/)).toBeNull();
    }
  });

  it('cancels with the reason, shows the API message and the refreshed order with its refund', async () => {
    storeCustomerLogin();
    let current = cancellable();
    const api = dashboardApi({
      'GET /api/CustomerDashboard/initial-data': () => ({ body: dashboard({ recentOrders: [current] }) }),
      'POST /api/CustomerDashboard/orders/3f2b8c1e-4d5a-4b6c-9d7e-0f1a2b3c4d5e/cancel': () => {
        const cancelRefund = refund({ amount: 1374.25, reason: 'Found a better frame size' });
        current = dashboardOrder({
          status: OrderStatus.Cancelled,
          paymentStatus: PaymentStatus.Refunded,
          refundedAmount: 1374.25,
          refunds: [cancelRefund],
        });
        return {
          body: {
            orderId: current.id,
            status: OrderStatus.Cancelled,
            paymentStatus: PaymentStatus.Refunded,
            refundedAmount: 1374.25,
            refund: cancelRefund,
            message: CancelMessages.cancelled,
          },
        };
      },
    });
    const { user } = renderApp('/customer-dashboard');
    await user.click(
      within(await screen.findByRole('listitem', { name: 'Order AM000042' })).getByRole('button', { name: 'Cancel order' }),
    );

    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel order #AM000042?' }));
    expect(dialog.getByText(/All you paid, \$1,374\.25, is refunded to your original payment method/)).toBeTruthy();
    await user.type(dialog.getByLabelText('Reason (optional)'), 'Found a better frame size');
    await user.click(dialog.getByRole('button', { name: 'Cancel order and refund $1,374.25' }));

    const card = within(orderItem('AM000042'));
    expect(await card.findByText(CancelMessages.cancelled)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('POST', '/api/CustomerDashboard/orders/3f2b8c1e-4d5a-4b6c-9d7e-0f1a2b3c4d5e/cancel')[0]?.body).toEqual({
      reason: 'Found a better frame size',
    });
    expect(api.callsTo('GET', '/api/CustomerDashboard/initial-data')).toHaveLength(2);
    expect(card.getByText('Cancelled').closest('[data-state]')?.getAttribute('data-state')).toBe('cancelled');
    expect(card.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    const refunds = within(card.getByRole('region', { name: 'Refunds' }));
    expect(refunds.getByRole('listitem').textContent).toBe('$1,374.25Refund on its wayFound a better frame size');
    // The Cancel order button is gone, so focus goes to the message rather than to the page's start.
    await waitFor(() => expect(document.activeElement?.textContent).toBe(CancelMessages.cancelled));
  });

  it('keeps the order when the collector changes their mind, with focus back on Cancel order', async () => {
    storeCustomerLogin();
    const api = dashboardApi({
      'GET /api/CustomerDashboard/initial-data': { body: dashboard({ recentOrders: [cancellable()] }) },
    });
    const { user } = renderApp('/customer-dashboard');
    const button = within(await screen.findByRole('listitem', { name: 'Order AM000042' })).getByRole('button', {
      name: 'Cancel order',
    });
    await user.click(button);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("shows the 409's message in the dialog and refreshes the order", async () => {
    storeCustomerLogin();
    let current = cancellable();
    const api = dashboardApi({
      'GET /api/CustomerDashboard/initial-data': () => ({ body: dashboard({ recentOrders: [current] }) }),
      'POST /api/CustomerDashboard/orders/3f2b8c1e-4d5a-4b6c-9d7e-0f1a2b3c4d5e/cancel': () => {
        current = dashboardOrder({ status: OrderStatus.Shipped });
        return { status: 409, body: { message: CancellationMessages.shipped } };
      },
    });
    const { user } = renderApp('/customer-dashboard');
    await user.click(
      within(await screen.findByRole('listitem', { name: 'Order AM000042' })).getByRole('button', { name: 'Cancel order' }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Cancel order and refund $1,374.25' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(CancellationMessages.shipped);
    expect(api.callsTo('POST', '/api/CustomerDashboard/orders/3f2b8c1e-4d5a-4b6c-9d7e-0f1a2b3c4d5e/cancel')[0]?.body).toEqual({
      reason: '',
    });
    // Behind the dialog the card now knows it shipped: no Cancel order any more.
    await waitFor(() => expect(api.callsTo('GET', '/api/CustomerDashboard/initial-data')).toHaveLength(2));
    await waitFor(() => expect(within(orderItem('AM000042', true)).queryByText(/You can cancel for another/)).toBeNull());
    expect(within(orderItem('AM000042', true)).getByText('Shipped')).toBeTruthy();
  });
});
