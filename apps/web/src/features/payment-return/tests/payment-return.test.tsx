import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { browserLocation } from '#web/lib/browser-location.ts';
import { isPageCall, mockApi, type Responder } from '#web/test/mock-api.ts';
import { ORDER_ID, orderView } from '#web/test/purchase-fixtures.ts';
import { renderApp, storeCustomerLogin } from '#web/test/render-app.tsx';

const PAYPAL_ORDER = '5O190127TN364715T';
const CONFIRMATION = `/order-confirmation/${ORDER_ID}`;

function returnApi(routes: Record<string, Responder> = {}) {
  return mockApi({
    'POST /api/Payment/capture-paypal-payment': { body: { orderId: ORDER_ID, status: 'COMPLETED' } },
    [`GET /api/Orders/${ORDER_ID}`]: { body: orderView() },
    'POST /api/PayU/verify-payment': { body: { orderId: ORDER_ID, paymentStatus: 3, status: 'success' } },
    ...routes,
  });
}

async function expectFailure(text: string) {
  expect(await screen.findByText(text)).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Cancel Payment' }).getAttribute('href')).toBe('/payment/cancel');
  expect(screen.getByRole('link', { name: 'View My Orders' }).getAttribute('href')).toBe('/customer-dashboard');
  expect(screen.getByText("If you were charged but see this error, don't worry - your payment is safe.")).toBeTruthy();
}

/** A payment the provider refused: no Retry of the same return, but the way back to choose how to pay. */
async function expectRefused(text: string) {
  expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeTruthy();
  expect(screen.getByText(text)).toBeTruthy();
  expect(
    screen.getByText(
      'Your artworks are still in your cart. You can pay with another card or account, or by bank transfer (5% off).',
    ),
  ).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Choose another way to pay' }).getAttribute('href')).toBe('/checkout');
  expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  expect(screen.queryByText(/No charges have been made/)).toBeNull();
}

describe('payment success page', () => {
  it('says payment information is missing without a provider id, and Retry reloads', async () => {
    storeCustomerLogin();
    const reload = vi.spyOn(browserLocation, 'reload').mockImplementation(() => {});
    const api = returnApi();
    const { user } = renderApp('/payment/success');
    await expectFailure('Payment information is missing. Please contact customer support.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(api.calls.filter(isPageCall)).toHaveLength(0);
  });

  it('PayPal: captures once (even with double effects), saves the record, clears the order and confirms', async () => {
    storeCustomerLogin();
    localStorage.setItem('currentOrderId', ORDER_ID);
    const api = returnApi();
    const { location } = renderApp(`/payment/success?token=${PAYPAL_ORDER}&PayerID=PAYER1`, undefined, { strictMode: true });
    await waitFor(() => expect(location().pathname).toBe(CONFIRMATION));
    expect(location().search).toBe(`?token=${PAYPAL_ORDER}`);
    expect(api.callsTo('POST', '/api/Payment/capture-paypal-payment')[0]?.body).toEqual({
      orderId: ORDER_ID,
      payPalOrderId: PAYPAL_ORDER,
    });
    expect(localStorage.getItem('currentOrderId')).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('paymentRecord') ?? '{}')).toMatchObject({
      orderId: ORDER_ID,
      payPalOrderId: PAYPAL_ORDER,
      timestamp: expect.any(Number),
    });
    // One capture from the return page, one (answered from what the server stored) from the confirmation page.
    await screen.findByText('AM000042');
    expect(api.callsTo('POST', '/api/Payment/capture-paypal-payment')).toHaveLength(2);
  });

  it('PayPal: finds the order in the tab’s record when local storage lost it, only if the ids match', async () => {
    storeCustomerLogin();
    sessionStorage.setItem('paymentRecord', JSON.stringify({ orderId: ORDER_ID, payPalOrderId: PAYPAL_ORDER, timestamp: 1 }));
    returnApi();
    const matching = renderApp(`/payment/success?token=${PAYPAL_ORDER}`);
    await waitFor(() => expect(matching.location().pathname).toBe(CONFIRMATION));
    matching.unmount();

    returnApi();
    renderApp('/payment/success?token=ANOTHERPAYPALORDER');
    await expectFailure('Order information is missing. Please check your orders or contact customer support.');
  });

  it('asks to log in again without a customer token', async () => {
    localStorage.setItem('currentOrderId', ORDER_ID);
    const api = returnApi();
    renderApp(`/payment/success?token=${PAYPAL_ORDER}`);
    await expectFailure('Authentication required. Please log in again.');
    expect(api.callsTo('POST', '/api/Payment/capture-paypal-payment')).toHaveLength(0);
  });

  it.each([
    [
      { status: 402, body: { error: 'PayPal did not complete the payment', message: 'x' } },
      'PayPal did not complete the payment',
    ],
    [{ status: 409, text: 'The hold on these artworks has lapsed' }, 'The hold on these artworks has lapsed'],
    [{ status: 500, text: '' }, 'Payment verification failed'],
  ])('PayPal: a failed capture shows its error, else its text, else the fallback (%o)', async (reply, text) => {
    storeCustomerLogin();
    localStorage.setItem('currentOrderId', ORDER_ID);
    returnApi({ 'POST /api/Payment/capture-paypal-payment': reply });
    const { location } = renderApp(`/payment/success?token=${PAYPAL_ORDER}`);
    await expectFailure(text);
    expect(location().pathname).toBe('/payment/success');
    expect(localStorage.getItem('currentOrderId')).toBe(ORDER_ID);
  });

  it('PayU: refuses a status other than success, whatever its case, and offers the other methods', async () => {
    storeCustomerLogin();
    localStorage.setItem('currentOrderId', ORDER_ID);
    const api = returnApi();
    renderApp('/payment/success?source=payu&txnid=AM42T1&mihpayid=403993715521&status=failure');
    await expectRefused('PayU payment failed with status: failure');
    expect(api.callsTo('GET', `/api/Orders/${ORDER_ID}`)).toHaveLength(0);
  });

  it('PayPal: a declined card says so and sends the buyer to pay another way, never to capture it again', async () => {
    storeCustomerLogin();
    localStorage.setItem('currentOrderId', ORDER_ID);
    const api = returnApi({
      'POST /api/Payment/capture-paypal-payment': {
        status: 402,
        body: { orderId: ORDER_ID, status: 'DECLINED', error: 'PayPal did not complete the payment', message: 'x' },
      },
    });
    renderApp(`/payment/success?token=${PAYPAL_ORDER}`);
    await expectRefused(
      'PayPal declined the payment: the card or account was refused, and nothing was charged. Trying the same approval again will be refused again.',
    );
    expect(api.callsTo('POST', '/api/Payment/capture-paypal-payment')).toHaveLength(1);
    // The order stays current: the checkout starts a new payment for it.
    expect(localStorage.getItem('currentOrderId')).toBe(ORDER_ID);
  });

  it('PayU: verifies a success the order does not show yet, once, then confirms with the references', async () => {
    storeCustomerLogin();
    const api = returnApi();
    // No current order: the order id comes from udf1, a GUID.
    const { location } = renderApp(
      `/payment/success?source=payu&txnid=AM42T1&mihpayid=403993715521&status=SUCCESS&udf1=${ORDER_ID}`,
      undefined,
      { strictMode: true },
    );
    await waitFor(() => expect(location().pathname).toBe(CONFIRMATION));
    expect(new URLSearchParams(location().search)).toEqual(
      new URLSearchParams({ payuid: '403993715521', txnid: 'AM42T1', forceRefresh: 'true' }),
    );
    expect(api.callsTo('POST', '/api/PayU/verify-payment')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/PayU/verify-payment')[0]?.body).toEqual({
      orderId: ORDER_ID,
      txnId: 'AM42T1',
      mihpayid: '403993715521',
      status: 'SUCCESS',
    });
    expect(JSON.parse(sessionStorage.getItem('paymentRecord') ?? '{}')).toMatchObject({
      orderId: ORDER_ID,
      payuTxnId: 'AM42T1',
      payuPaymentId: '403993715521',
    });
  });

  it('PayU: does not verify an order already paid, nor trust a udf1 that is not a GUID', async () => {
    storeCustomerLogin();
    localStorage.setItem('currentOrderId', ORDER_ID);
    const api = returnApi({ [`GET /api/Orders/${ORDER_ID}`]: { body: orderView({ paymentStatus: 3, paymentMethod: 2 }) } });
    const paid = renderApp('/payment/success?source=payu&txnid=AM42T1&mihpayid=403993715521&status=success');
    await waitFor(() => expect(paid.location().pathname).toBe(CONFIRMATION));
    expect(api.callsTo('POST', '/api/PayU/verify-payment')).toHaveLength(0);
    paid.unmount();

    sessionStorage.clear();
    renderApp('/payment/success?source=payu&txnid=AM42T1&udf1=ord_42');
    await expectFailure('Order information is missing. Please check your orders or contact customer support.');
  });
});

describe('payment cancel page', () => {
  it('says nothing was charged and offers Retry Payment and Contact Support', async () => {
    mockApi();
    renderApp('/payment/cancel');
    expect(await screen.findByRole('heading', { name: 'Payment Cancelled' })).toBeTruthy();
    expect(screen.getByText('Your payment was cancelled. No charges have been made to your account.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retry Payment' }).getAttribute('href')).toBe('/checkout');
    expect(screen.getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toBe('/support');
  });

  it('says a payment PayU failed has failed, not that it was cancelled, and offers the other methods', async () => {
    mockApi();
    renderApp('/payment/cancel?source=payu&reason=failed');
    await expectRefused(
      'PayU could not complete your payment: your bank or card refused it. If your account was debited, your bank returns the amount automatically.',
    );
  });

  it('keeps the cancellation text when PayU says the buyer cancelled', async () => {
    mockApi();
    renderApp('/payment/cancel?source=payu');
    expect(await screen.findByRole('heading', { name: 'Payment Cancelled' })).toBeTruthy();
  });
});
