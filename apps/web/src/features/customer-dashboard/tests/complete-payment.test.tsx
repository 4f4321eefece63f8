import { PaymentStatus } from '@art-market/domain/rules';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, storeCustomerLogin } from '#web/test/render-app.tsx';
import { dashboard, dashboardApi, dashboardOrder } from './dashboard-fixtures.ts';

// Issue 19: a PayPal payment approved on PayPal's page but never captured (the way back failed).
describe('completing an approved payment', () => {
  it('offers Complete payment only for an approved, uncaptured payment, and captures it', async () => {
    storeCustomerLogin();
    const approved = dashboardOrder({
      id: 'order-approved',
      orderNumber: 'AM000051',
      paymentStatus: PaymentStatus.Pending,
      paymentToComplete: { payPalOrderId: '5O190127TN364715T' },
    });
    const settled = dashboardOrder({ id: 'order-paid', orderNumber: 'AM000052' });
    const api = dashboardApi({
      'GET /api/CustomerDashboard/initial-data': { body: dashboard({ recentOrders: [approved, settled] }) },
      'POST /api/Payment/capture-paypal-payment': { body: { orderId: 'order-approved', status: 'COMPLETED' } },
    });
    const { user, location } = renderApp('/customer-dashboard');
    const card = within(await screen.findByRole('listitem', { name: 'Order AM000051' }));
    expect(
      within(screen.getByRole('listitem', { name: 'Order AM000052' })).queryByRole('button', { name: 'Complete payment' }),
    ).toBeNull();
    await user.click(card.getByRole('button', { name: 'Complete payment' }));
    await waitFor(() => expect(location().pathname).toBe('/order-confirmation/order-approved'));
    expect(location().search).toBe('?token=5O190127TN364715T');
    expect(api.callsTo('POST', '/api/Payment/capture-paypal-payment')[0]?.body).toEqual({
      orderId: 'order-approved',
      payPalOrderId: '5O190127TN364715T',
    });
  });

  it('shows why when PayPal did not complete it', async () => {
    storeCustomerLogin();
    const approved = dashboardOrder({ orderNumber: 'AM000053', paymentToComplete: { payPalOrderId: 'TOKEN53' } });
    dashboardApi({
      'GET /api/CustomerDashboard/initial-data': { body: dashboard({ recentOrders: [approved] }) },
      'POST /api/Payment/capture-paypal-payment': {
        status: 402,
        body: { orderId: approved.id, status: 'DECLINED', error: 'Your payment was not completed', message: 'x' },
      },
    });
    const { user } = renderApp('/customer-dashboard');
    const card = within(await screen.findByRole('listitem', { name: 'Order AM000053' }));
    await user.click(card.getByRole('button', { name: 'Complete payment' }));
    expect(await card.findByText('Your payment was not completed')).toBeTruthy();
  });
});
