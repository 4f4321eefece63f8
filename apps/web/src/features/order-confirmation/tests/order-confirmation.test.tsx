import { CONFIRMATION_REFRESH_MS } from '@art-market/domain/rules';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '#web/lib/browser-location.ts';
import { isPageCall, mockApi, type Responder } from '#web/test/mock-api.ts';
import { ORDER_ID, orderView } from '#web/test/purchase-fixtures.ts';
import { renderApp, storeCustomerLogin } from '#web/test/render-app.tsx';

afterEach(() => {
  vi.useRealTimers();
});

const PAGE = `/order-confirmation/${ORDER_ID}`;
const ORDER_PATH = `/api/Orders/${ORDER_ID}`;

function confirmationApi(order: Responder, routes: Record<string, Responder> = {}) {
  return mockApi({ [`GET ${ORDER_PATH}`]: order, ...routes });
}

const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('order confirmation', () => {
  it('PayPal: tries the capture first, then shows the paid order in full', async () => {
    storeCustomerLogin();
    const paid = orderView({
      paymentStatus: 3,
      paymentMethod: 1,
      status: 1,
      paymentDetails: { payPalOrderId: '5O190127TN364715T', payUPaymentId: null, transactionId: null },
    });
    const api = confirmationApi(
      { body: paid },
      {
        'POST /api/Payment/capture-paypal-payment': { body: { orderId: ORDER_ID, status: 'COMPLETED' } },
      },
    );
    renderApp(`${PAGE}?token=5O190127TN364715T`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeTruthy();
    const order = api.calls.filter(isPageCall).map((call) => `${call.method} ${call.path}`);
    expect(order).toEqual(['POST /api/Payment/capture-paypal-payment', `GET ${ORDER_PATH}`]);

    expect(fact('Order number')?.textContent).toBe('AM000042');
    expect(fact('Date')?.textContent).toBe(
      new Date('2025-05-01T10:30:00Z').toLocaleString(undefined, { dateStyle: 'long', timeStyle: 'short' }),
    );
    expect(within(fact('Order status') as HTMLElement).getByText('Paid – being prepared')).toBeTruthy();
    const items = within(screen.getByRole('table', { name: 'Items in this order' }));
    expect(items.getByRole('img', { name: 'Backwaters at Dawn by Meera Nair' })).toBeTruthy();
    // The artwork at its price with tax, as its page showed it; the subtotal sums the items (ADR 0045).
    expect(items.getByRole('row', { name: /Backwaters at Dawn .*\$1,349\.25 incl\. \$64\.25 tax 1 \$1,349\.25/ })).toBeTruthy();
    expect(fact('Subtotal (incl. $64.25 tax)')?.textContent).toBe('$1,349.25');
    expect(fact('Shipping')?.textContent).toBe('$25.00');
    expect(screen.queryByText('Tax', { selector: 'dt' })).toBeNull();
    expect(screen.queryByText('Paid with PayU, in rupees')).toBeNull();
    expect(fact('Total')?.textContent).toBe('$1,374.25');
    expect(screen.getByText('Asha Rao, 14 Marine Drive, Mumbai, Maharashtra 400020, India')).toBeTruthy();
    expect(fact('Payment method')?.textContent).toBe('PayPal');
    expect(fact('Payment status')?.textContent).toBe('Paid');
    expect(fact('PayPal order ID')?.textContent).toBe('5O190127TN364715T');
    expect(screen.queryByText('Your payment is being processed. This page will automatically refresh in a moment.')).toBeNull();
    expect(screen.getByRole('link', { name: 'View All Orders' }).getAttribute('href')).toBe('/customer-dashboard');
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/');
  });

  it('tolerates a failed capture and shows what the order says', async () => {
    storeCustomerLogin();
    confirmationApi(
      { body: orderView() },
      { 'POST /api/Payment/capture-paypal-payment': { status: 402, body: { error: 'no' } } },
    );
    renderApp(`${PAGE}?token=5O190127TN364715T`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order placed – we are checking your payment' })).toBeTruthy();
    expect(screen.getByText('Your payment is being processed. This page will automatically refresh in a moment.')).toBeTruthy();
    expect(fact('PayPal order ID')?.textContent).toBe('5O190127TN364715T');
  });

  it('a bank transfer under review: not "Order Confirmed!" (issue 28), its notice, the transaction reference', async () => {
    storeCustomerLogin();
    confirmationApi({
      body: orderView({
        paymentStatus: 1,
        paymentMethod: 0,
        paymentDetails: { payPalOrderId: null, payUPaymentId: null, transactionId: 'UTR2025050112345' },
      }),
    });
    renderApp(`${PAGE}?source=banktransfer`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order placed – we are checking your payment' })).toBeTruthy();
    expect(screen.queryByText('Order Confirmed!')).toBeNull();
    expect(within(fact('Order status') as HTMLElement).getByText('Checking your payment')).toBeTruthy();
    expect(screen.getByText('Bank transfer details received. Your payment will be verified by our team shortly.')).toBeTruthy();
    expect(fact('Payment method')?.textContent).toBe('Bank transfer (NEFT)');
    expect(fact('Payment status')?.textContent).toBe('Transfer being checked');
    expect(fact('Transaction ID')?.textContent).toBe('UTR2025050112345');
    expect(screen.queryByText(/intermediary/)).toBeNull();
  });

  it('a wire from abroad under review is named so, with who pays its fees (issue 28, item 7)', async () => {
    storeCustomerLogin();
    const base = orderView();
    confirmationApi({
      body: orderView({
        paymentStatus: 1,
        paymentMethod: 0,
        shippingAddressDetails: { ...base.shippingAddressDetails, country: 'United States' },
      }),
    });
    renderApp(`${PAGE}?source=banktransfer`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order placed – we are checking your payment' })).toBeTruthy();
    expect(fact('Payment method')?.textContent).toBe('Bank transfer by international wire (SWIFT)');
    expect(screen.getByText(/you pay your bank's fees and any intermediary bank's fees/)).toBeTruthy();
  });

  it('a verified bank transfer: Order Confirmed!, paid and being prepared', async () => {
    storeCustomerLogin();
    confirmationApi({ body: orderView({ paymentStatus: 3, paymentMethod: 0, status: 1 }) });
    renderApp(`${PAGE}?source=banktransfer`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Confirmed!' })).toBeTruthy();
    expect(within(fact('Order status') as HTMLElement).getByText('Paid – being prepared')).toBeTruthy();
    expect(fact('Payment status')?.textContent).toBe('Paid');
  });

  it('refreshes the header cart once the order is loaded, whatever the method paid with', async () => {
    storeCustomerLogin();
    const paid = orderView({ paymentStatus: 3, paymentMethod: 1 });
    const api = confirmationApi(
      { body: paid },
      {
        'POST /api/Payment/capture-paypal-payment': { body: { orderId: ORDER_ID, status: 'COMPLETED' } },
        'GET /api/Cart': { body: [] },
      },
    );
    renderApp(`${PAGE}?token=5O190127TN364715T`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET', '/api/Cart').length).toBeGreaterThanOrEqual(2));
  });

  it('a bank transfer shows its discount as a line, so the subtotal is the sum of the items', async () => {
    storeCustomerLogin();
    const item = orderView().orderItems[0];
    if (!item) throw new Error('no item');
    confirmationApi({
      body: orderView({
        paymentStatus: 1,
        paymentMethod: 0,
        subTotal: 180,
        discountAmount: 9,
        taxAmount: 0,
        shippingAmount: 45,
        totalAmount: 216,
        orderItems: [{ ...item, unitPrice: 180, totalPrice: 180, taxAmount: 0, shippingAmount: 45, discountAmount: 9 }],
      }),
    });
    renderApp(`${PAGE}?source=banktransfer`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order placed – we are checking your payment' })).toBeTruthy();
    expect(fact('Subtotal (no tax)')?.textContent).toBe('$180.00');
    expect(fact('Bank transfer discount (5%)')?.textContent).toBe('-$9.00');
    expect(fact('Shipping')?.textContent).toBe('$45.00');
    expect(fact('Total')?.textContent).toBe('$216.00');
  });

  it('a rejected bank transfer: Payment not verified, the reason, and a way to pay again (issue 19)', async () => {
    storeCustomerLogin();
    const heldUntil = new Date(Date.now() + 20 * 60 * 60_000).toISOString();
    confirmationApi({
      body: orderView({
        paymentStatus: 0,
        paymentMethod: null,
        paymentDetails: { payPalOrderId: null, payUPaymentId: null, transactionId: 'UTR2025050112345' },
        transferRejection: {
          notes: 'No such credit on our account',
          rejectedAt: new Date().toISOString(),
          heldUntil,
          amountDueBefore: 270,
          amountDueNote:
            'The bank transfer was rejected, so its 5% discount no longer applies: the amount due went from $270.00 to $279.00. Paying by bank transfer again takes the discount off again.',
          heldForYou: 100,
        },
      }),
    });
    const { user, location } = renderApp(`${PAGE}?source=banktransfer`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment not verified' })).toBeTruthy();
    expect(screen.getByText(/the amount due went from \$270\.00 to \$279\.00/)).toBeTruthy();
    expect(
      screen.getByText(
        'We received $100.00 of your bank transfer. It is held for you and our team sends it back to the account it came from.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Order Confirmed!' })).toBeNull();
    expect(screen.queryByText(/Bank transfer details received/)).toBeNull();
    expect(screen.getByText('No such credit on our account')).toBeTruthy();
    expect(screen.getByText(/Your artworks are reserved for you until/)).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Send a new proof or pay another way' }));
    expect(location().pathname).toBe('/checkout');
    expect(location().search).toBe(`?order=${ORDER_ID}`);
  });

  it('PayU paid: Payment Successful! with the PayU references', async () => {
    storeCustomerLogin();
    confirmationApi({
      body: orderView({
        paymentStatus: 2,
        paymentMethod: 2,
        paymentDetails: { payPalOrderId: null, payUPaymentId: '403993715521', transactionId: 'AM42T1' },
      }),
    });
    renderApp(`${PAGE}?payuid=403993715521&txnid=AM42T1&forceRefresh=true`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeTruthy();
    expect(fact('PayU payment ID')?.textContent).toBe('403993715521');
    expect(fact('Transaction ID')?.textContent).toBe('AM42T1');
    expect(fact('Payment status')?.textContent).toBe('Authorized');
  });

  it('PayU: the rupees taken and the rate recorded on the payment, grouped the Indian way (issue 28)', async () => {
    storeCustomerLogin();
    confirmationApi({
      body: orderView({
        paymentStatus: 2,
        paymentMethod: 2,
        paymentDetails: { payPalOrderId: null, payUPaymentId: '403993715521', transactionId: 'AM42T1' },
        // Recorded on the payment: a rate other than today's quote must be the one shown.
        payuQuote: { amountInr: 116124.13, exchangeRate: 84.5 },
        payuCharge: { amountInr: 114062.75, exchangeRate: 83 },
      }),
    });
    renderApp(`${PAGE}?payuid=403993715521&txnid=AM42T1&forceRefresh=true`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeTruthy();
    expect(fact('PayU amount, in rupees')?.textContent).toBe('₹1,14,062.75 at 1 USD = ₹83.00');
    expect(fact('Total')?.textContent).toBe('$1,374.25');
    expect(fact('Paid with PayU, in rupees')?.textContent).toBe('₹1,14,062.75 at 1 USD = ₹83.00');
    expect(screen.queryByText(/116,124|84\.5/)).toBeNull();
  });

  it('reloads a pending PayU order after 2 seconds, at most twice', async () => {
    storeCustomerLogin();
    // The fake clock still moves with real time (Testing Library waits on timers); the calls are timed on it,
    // so a slow machine only makes them later, never earlier.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const api = confirmationApi({ body: orderView({ paymentMethod: null }) });
    renderApp(`${PAGE}?payuid=403993715521&txnid=AM42T1`);
    await screen.findByText('Your payment is being processed. This page will automatically refresh in a moment.');
    const loads = () => api.callsTo('GET', ORDER_PATH);
    expect(loads()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(CONFIRMATION_REFRESH_MS);
    await waitFor(() => expect(loads()).toHaveLength(2));
    await vi.advanceTimersByTimeAsync(CONFIRMATION_REFRESH_MS);
    await waitFor(() => expect(loads()).toHaveLength(3));
    await vi.advanceTimersByTimeAsync(5000);
    expect(loads()).toHaveLength(3);
    const [first, second, third] = loads().map((call) => call.at);
    expect((second ?? 0) - (first ?? 0)).toBeGreaterThanOrEqual(CONFIRMATION_REFRESH_MS);
    expect((third ?? 0) - (second ?? 0)).toBeGreaterThanOrEqual(CONFIRMATION_REFRESH_MS);
  });

  it('does not reload when the return page already forced a refresh', async () => {
    storeCustomerLogin();
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const api = confirmationApi({ body: orderView() });
    renderApp(`${PAGE}?payuid=403993715521&txnid=AM42T1&forceRefresh=true`);
    await screen.findByText('Your payment is being processed. This page will automatically refresh in a moment.');
    await vi.advanceTimersByTimeAsync(5000);
    expect(api.callsTo('GET', ORDER_PATH)).toHaveLength(1);
  });

  it('reads a date without a zone as UTC', async () => {
    storeCustomerLogin();
    confirmationApi({ body: orderView({ createdAt: '2025-05-01T23:30:00' }) });
    renderApp(PAGE);
    await screen.findByRole('heading', { level: 1, name: 'Order placed – awaiting your payment' });
    expect(fact('Date')?.textContent).toBe(
      new Date('2025-05-01T23:30:00Z').toLocaleString(undefined, { dateStyle: 'long', timeStyle: 'short' }),
    );
  });

  it.each([
    [{ status: 500, body: {} }, 'Failed to fetch order details: 500'],
    [{ body: { id: ORDER_ID } }, 'Invalid response format from server'],
    [{ status: 401, body: { message: 'Authentication required' } }, 'Authentication required'],
  ])('shows Error Loading Order with its reason and the way out (%o)', async (reply, text) => {
    storeCustomerLogin();
    const reload = vi.spyOn(browserLocation, 'reload').mockImplementation(() => {});
    confirmationApi(reply);
    const { user } = renderApp(PAGE);
    expect(await screen.findByText('Error Loading Order')).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View All Orders' }).getAttribute('href')).toBe('/customer-dashboard');
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    await user.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows No Order Found for an order that is not the customer’s', async () => {
    storeCustomerLogin();
    confirmationApi({ status: 404, body: { message: 'Order not found' } });
    renderApp(PAGE);
    expect(await screen.findByText('No Order Found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View All Orders' })).toBeTruthy();
  });

  it('needs a customer login', async () => {
    const api = confirmationApi({ body: orderView() });
    renderApp(PAGE);
    expect(await screen.findByText('Authentication required')).toBeTruthy();
    expect(api.callsTo('GET', ORDER_PATH)).toHaveLength(0);
  });
});
