import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { browserLocation } from '#web/lib/browser-location.ts';
import { cartItem, productDetail } from '#web/test/catalog-fixtures.ts';
import { mockApi, type Reply, type Responder } from '#web/test/mock-api.ts';
import { createdOrder, ORDER_ID, orderView, paymentConfig, payuData, savedAddress } from '#web/test/purchase-fixtures.ts';
import { renderApp, storeCustomerLogin } from '#web/test/render-app.tsx';

function checkoutApi(routes: Record<string, Responder> = {}) {
  return mockApi({
    'GET /api/Cart': {
      body: [
        cartItem(),
        cartItem({ id: 'ci2', productId: 'art-2', title: 'Monsoon Study', price: 300, totalPrice: 330, shippingCost: 80.2 }),
      ],
    },
    'POST /api/Orders/shipping': { body: createdOrder() },
    [`GET /api/Orders/${ORDER_ID}`]: { body: orderView() },
    'GET /api/Payment/config': { body: paymentConfig() },
    ...routes,
  });
}

type User = ReturnType<typeof renderApp>['user'];

/** Types into a field the quick way: focus, clear, paste (as a person pasting their address). */
async function enter(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

async function fillAddress(user: User, country = 'India') {
  await enter(user, await screen.findByLabelText(/^Address/), savedAddress.address);
  await enter(user, screen.getByLabelText(/^City/), savedAddress.city);
  await enter(user, screen.getByLabelText(/^State/), savedAddress.state);
  await enter(user, screen.getByLabelText(/^ZIP code/), savedAddress.zipCode);
  await enter(user, screen.getByLabelText(/^Country/), country);
  await user.click(screen.getByRole('button', { name: 'Save address' }));
}

describe('checkout', () => {
  it('sends a visitor who is not logged in to /login with the spec message', async () => {
    const api = checkoutApi();
    const { location } = renderApp('/checkout');
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(location().state).toEqual({ redirectTo: '/checkout', message: 'Please log in to purchase items' });
    expect(await screen.findByText('Please log in to purchase items')).toBeTruthy();
    expect(api.callsTo('GET', '/api/Cart')).toHaveLength(0);
  });

  it('alerts on an empty cart and goes back to the last artwork page, or home', async () => {
    storeCustomerLogin();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    checkoutApi({ 'GET /api/Cart': { body: [] } });
    sessionStorage.setItem('lastProductPage', '/product/art-7');
    const first = renderApp('/checkout');
    await waitFor(() => expect(first.location().pathname).toBe('/product/art-7'));
    expect(alert).toHaveBeenCalledWith('Your cart is empty. Redirecting you back to the product page.');
    expect(alert).toHaveBeenCalledTimes(1);
    first.unmount();

    sessionStorage.clear();
    const second = renderApp('/checkout');
    await waitFor(() => expect(second.location().pathname).toBe('/'));
  });

  it('Buy Now on an artwork page adds it and opens the checkout with it in the summary', async () => {
    storeCustomerLogin();
    const api = checkoutApi({
      'GET /api/Product/art-1': { body: productDetail() },
      'POST /api/Cart/add': { body: [cartItem()] },
      'GET /api/Cart': { body: [cartItem()] },
    });
    const { user, location } = renderApp('/product/art-1');
    await screen.findByRole('heading', { level: 1, name: 'Backwaters at Dawn' });
    await user.click(screen.getByRole('button', { name: /International Shipping/ }));
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    await waitFor(() => expect(location().pathname).toBe('/checkout'));
    const summary = within(await screen.findByRole('region', { name: 'Order summary' }));
    expect(summary.getByText('Backwaters at Dawn')).toBeTruthy();
    expect(api.callsTo('POST', '/api/Cart/add')).toHaveLength(1);
    // The product page is remembered for an empty-cart redirect.
    expect(sessionStorage.getItem('lastProductPage')).toBe('/product/art-1');
  });

  it('sums the cart in the summary and checks the address with the field messages', async () => {
    storeCustomerLogin();
    const api = checkoutApi();
    const { user } = renderApp('/checkout');
    const summary = within(await screen.findByRole('region', { name: 'Order summary' }));
    const amount = (term: string) => summary.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    // Each artwork at its price with tax, as on its page; the subtotal sums them and names the tax (ADR 0045).
    expect(summary.getByText('$330.00').nextElementSibling?.textContent).toBe('incl. $30.00 tax');
    expect(amount('Subtotal (incl. $30.00 tax)')).toBe('$1,615.00');
    expect(summary.queryByText('Tax', { selector: 'dt' })).toBeNull();
    expect(amount('Shipping')).toBe('$105.20');
    expect(amount('Total')).toBe('$1,720.20');

    // Filled from the profile; the rest is asked for, each message under its field.
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Asha');
    await user.clear(screen.getByLabelText(/^Phone/));
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Address is required')).toBeTruthy();
    expect(screen.getByText('City is required')).toBeTruthy();
    expect(screen.getByText('ZIP code is required')).toBeTruthy();
    expect(screen.getByText('Phone number is required')).toBeTruthy();
    expect(api.callsTo('POST', '/api/Orders/shipping')).toHaveLength(0);
    await user.type(screen.getByLabelText(/^Address/), 'x');
    expect(screen.queryByText('Address is required')).toBeNull();
  });

  it('shows the server’s message when saving the address fails', async () => {
    storeCustomerLogin();
    checkoutApi({
      'POST /api/Orders/shipping': {
        status: 409,
        body: { message: '"Backwaters at Dawn" is no longer available' },
      },
    });
    const { user } = renderApp('/checkout');
    await fillAddress(user);
    expect(await screen.findByText('"Backwaters at Dawn" is no longer available')).toBeTruthy();
  });

  it('saves the address, stores the order, and offers PayU and bank transfer for India', async () => {
    storeCustomerLogin();
    const api = checkoutApi({ 'GET /api/Payment/config': { body: paymentConfig({ sandbox: true, mode: 'sandbox' }) } });
    const { user } = renderApp('/checkout');
    await fillAddress(user, 'india');
    await screen.findByRole('radio', { name: /PayU/ });
    expect(api.callsTo('POST', '/api/Orders/shipping')[0]?.body).toMatchObject({
      ...savedAddress,
      phone: '9876543210',
      // The schema stores a typed country in the list's spelling.
      country: 'India',
    });
    expect(localStorage.getItem('currentOrderId')).toBe(ORDER_ID);
    expect(screen.queryByRole('radio', { name: /PayPal/ })).toBeNull();
    expect(await screen.findByRole('radio', { name: /Bank transfer/ })).toBeTruthy();
    expect(screen.getByText('Sandbox: no real money')).toBeTruthy();
    // The summary now shows the server's totals.
    const summary = within(screen.getByRole('region', { name: 'Order summary' }));
    await waitFor(() => expect(summary.getByText('Total', { selector: 'dt' }).nextElementSibling?.textContent).toBe('$1,374.25'));
  });

  it('starts from the address last used after Back, a reload or a retry, and offers the other saved ones', async () => {
    storeCustomerLogin();
    const studio = { ...savedAddress, id: 'a2', address: '7 Bazaar Road', city: 'Kochi', state: 'Kerala', zipCode: '682002' };
    const api = checkoutApi({
      'GET /api/CustomerDashboard/addresses': {
        body: [
          { ...savedAddress, id: 'a1', lastUsedAt: '2026-11-25T10:00:00.000Z' },
          { ...studio, lastUsedAt: '2026-11-20T10:00:00.000Z' },
        ],
      },
    });
    const { user } = renderApp('/checkout');
    // The address last used is complete: the payment methods show without saving it again (issue 28).
    expect(await screen.findByRole('radio', { name: /PayU/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save address' })).toBeNull();
    expect(api.callsTo('POST', '/api/Orders/shipping')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/Orders/shipping')[0]?.body).toMatchObject({ address: '14 Marine Drive', city: 'Mumbai' });
    await user.click(screen.getByRole('button', { name: 'Edit address' }));
    const street = (await screen.findByLabelText(/^Address/)) as HTMLInputElement;
    expect(street.value).toBe('14 Marine Drive');
    expect((screen.getByLabelText(/^City/) as HTMLInputElement).value).toBe('Mumbai');
    expect((screen.getByLabelText(/^State/) as HTMLInputElement).value).toBe('Maharashtra');
    expect((screen.getByLabelText(/^ZIP code/) as HTMLInputElement).value).toBe('400020');

    await user.selectOptions(screen.getByLabelText(/^Saved addresses/), 'a2');
    expect(((await screen.findByLabelText(/^Address/)) as HTMLInputElement).value).toBe('7 Bazaar Road');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/Orders/shipping')).toHaveLength(2));
    await screen.findByRole('radio', { name: /Bank transfer/ });
    expect(api.callsTo('POST', '/api/Orders/shipping')[1]?.body).toMatchObject({
      address: '7 Bazaar Road',
      city: 'Kochi',
      state: 'Kerala',
      zipCode: '682002',
    });
    // Saving keeps the address on the server: the list is asked for again.
    await waitFor(() => expect(api.callsTo('GET', '/api/CustomerDashboard/addresses').length).toBeGreaterThan(1));
  });

  it('warns when a Domestic option goes abroad, and switches it to International for the same address', async () => {
    storeCustomerLogin();
    const german = cartItem({ countryOfOrigin: 'Germany', shippingCost: 45 });
    let cart = [german];
    const usAddress = { ...savedAddress, city: 'San Francisco', state: 'CA', zipCode: '94103', country: 'United States' };
    const api = checkoutApi({
      'GET /api/Cart': () => ({ body: cart }),
      'POST /api/Cart/add': () => {
        cart = [{ ...german, shippingName: 'International', shippingCost: 80 }];
        return { body: cart };
      },
      'POST /api/Orders/shipping': { body: createdOrder({ city: 'San Francisco', country: 'United States' }) },
    });
    const { user } = renderApp('/checkout');
    await fillAddress(user, usAddress.country);
    const check = within(await screen.findByRole('region', { name: 'Shipping check' }));
    expect(
      check.getByText(
        'ART ORIGIN Domestic Shipping covers deliveries within Germany only, but this artwork goes to United States.',
      ),
    ).toBeTruthy();
    // The collector may still pay as chosen: the methods are there.
    expect(await screen.findByRole('radio', { name: /Bank transfer/ })).toBeTruthy();

    await user.click(check.getByRole('button', { name: 'Switch Backwaters at Dawn to International ($80.00)' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Shipping check' })).toBeNull());
    expect(api.callsTo('POST', '/api/Cart/add')[0]?.body).toEqual({ productId: 'art-1', shippingOptionId: 'ship-int' });
    const saves = api.callsTo('POST', '/api/Orders/shipping');
    expect(saves).toHaveLength(2);
    expect(saves[1]?.body).toMatchObject({ city: 'San Francisco', country: 'United States' });
    const summary = within(screen.getByRole('region', { name: 'Order summary' }));
    expect(await summary.findByText(/^International/)).toBeTruthy();
  });

  it('offers PayPal outside India, and hides what the server does not offer', async () => {
    storeCustomerLogin();
    checkoutApi({
      'POST /api/Orders/shipping': { body: createdOrder({ country: 'United Kingdom' }) },
      'GET /api/Payment/config': { body: paymentConfig({ methods: { paypal: true, payu: true, bankTransfer: false } }) },
    });
    const { user } = renderApp('/checkout');
    await fillAddress(user, 'United Kingdom');
    expect(await screen.findByRole('radio', { name: /PayPal/ })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /PayU/ })).toBeNull();
    expect(screen.queryByRole('radio', { name: /Bank transfer/ })).toBeNull();
    expect(screen.queryByText('Sandbox: no real money')).toBeNull();
  });

  it('PayPal: creates the PayPal order and goes to the approval link the server returned', async () => {
    storeCustomerLogin();
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const approvalUrl = 'https://www.sandbox.paypal.com/checkoutnow?token=5O190127TN364715T';
    const api = checkoutApi({
      'POST /api/Orders/shipping': { body: createdOrder({ country: 'United States' }) },
      'POST /api/Payment/create-paypal-order': { body: { payPalOrderId: '5O190127TN364715T', approvalUrl } },
    });
    const { user } = renderApp('/checkout');
    await fillAddress(user, 'United States');
    await user.click(await screen.findByRole('radio', { name: /PayPal/ }));
    await user.click(screen.getByRole('button', { name: 'Pay with PayPal' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(approvalUrl));
    expect(api.callsTo('POST', '/api/Payment/create-paypal-order')[0]?.body).toEqual({ orderId: ORDER_ID });
    expect(JSON.parse(sessionStorage.getItem('paymentRecord') ?? '{}')).toMatchObject({
      orderId: ORDER_ID,
      payPalOrderId: '5O190127TN364715T',
    });
  });

  it('PayPal: shows the server text, or the spec text when none came', async () => {
    storeCustomerLogin();
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    let reply: Reply = {
      status: 409,
      body: { message: '"Backwaters at Dawn": This artwork is being purchased by another collector' },
    };
    checkoutApi({
      'POST /api/Orders/shipping': { body: createdOrder({ country: 'Canada' }) },
      'POST /api/Payment/create-paypal-order': () => reply,
    });
    const { user } = renderApp('/checkout');
    await fillAddress(user, 'Canada');
    await user.click(await screen.findByRole('radio', { name: /PayPal/ }));
    await user.click(screen.getByRole('button', { name: 'Pay with PayPal' }));
    expect(await screen.findByText('"Backwaters at Dawn": This artwork is being purchased by another collector')).toBeTruthy();
    reply = { status: 502, body: {} };
    await user.click(screen.getByRole('button', { name: 'Pay with PayPal' }));
    expect(await screen.findByText('Failed to create PayPal order')).toBeTruthy();
    reply = 'network-error';
    await user.click(screen.getByRole('button', { name: 'Pay with PayPal' }));
    expect(await screen.findByText('Failed to initiate PayPal payment')).toBeTruthy();
    reply = { body: { approvalUrl: 'https://example.test' } };
    await user.click(screen.getByRole('button', { name: 'Pay with PayPal' }));
    expect(await screen.findByText('No PayPal order ID received')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it('PayU: posts the signed fields to PayU in a hidden form', async () => {
    storeCustomerLogin();
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const api = checkoutApi({ 'POST /api/PayU/initiate-payment': { body: { payuData: payuData() } } });
    const { user } = renderApp('/checkout');
    await fillAddress(user, 'India');
    await user.click(await screen.findByRole('radio', { name: /PayU/ }));
    await user.click(screen.getByRole('button', { name: 'Pay with PayU' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    const posted = submit.mock.contexts[0] as HTMLFormElement;
    expect(api.callsTo('POST', '/api/PayU/initiate-payment')[0]?.body).toEqual({ orderId: ORDER_ID });
    expect(posted.getAttribute('action')).toBe('https://test.payu.in/_payment');
    expect(posted.method).toBe('post');
    const fields = Object.fromEntries(new FormData(posted));
    expect(fields).toMatchObject({
      key: 'gtKFFx',
      txnid: 'AM42T1',
      amount: '114060.78',
      productinfo: 'Order AM000042',
      firstname: 'Asha',
      hash: 'abc123',
      udf1: ORDER_ID,
    });
    expect(screen.getByRole('button', { name: 'Redirecting to PayU…' })).toHaveProperty('disabled', true);
  });

  it('PayU: says what PayU will charge in rupees, grouped the Indian way, with the rate (issue 28)', async () => {
    storeCustomerLogin();
    checkoutApi();
    const { user } = renderApp('/checkout');
    await fillAddress(user, 'India');
    const summary = within(screen.getByRole('region', { name: 'Order summary' }));
    expect(summary.queryByText('PayU charges, in rupees')).toBeNull();
    await user.click(await screen.findByRole('radio', { name: /PayU/ }));
    // The server's quote (payuQuote), never a conversion of the browser's own.
    expect(await screen.findByText('₹1,14,062.75 at 1 USD = ₹83.00', { selector: 'strong' })).toBeTruthy();
    expect(summary.getByText('PayU charges, in rupees').nextElementSibling?.textContent).toBe('₹1,14,062.75 at 1 USD = ₹83.00');
    expect(summary.getByText('Total', { selector: 'dt' }).nextElementSibling?.textContent).toBe('$1,374.25');
  });

  it('PayU: shows the fallback text when the server gives none', async () => {
    storeCustomerLogin();
    checkoutApi({ 'POST /api/PayU/initiate-payment': 'network-error' });
    const { user } = renderApp('/checkout');
    await fillAddress(user, 'India');
    await user.click(await screen.findByRole('radio', { name: /PayU/ }));
    await user.click(screen.getByRole('button', { name: 'Pay with PayU' }));
    expect(await screen.findByText('Failed to initiate PayU payment')).toBeTruthy();
  });

  it('says so when the payment methods cannot be loaded, with Retry', async () => {
    storeCustomerLogin();
    checkoutApi({ 'GET /api/Payment/config': { status: 500, body: {} } });
    const { user } = renderApp('/checkout');
    await fillAddress(user, 'India');
    expect(await screen.findByText('Could not load PayPal configuration')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('paying again for an order (issue 19: a rejected bank transfer)', () => {
  it('shows the saved order with an empty cart, and pays it with PayPal', async () => {
    storeCustomerLogin();
    localStorage.removeItem('currentOrderId');
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const approvalUrl = 'https://www.sandbox.paypal.com/checkoutnow?token=5O190127TN364715T';
    const api = checkoutApi({
      'GET /api/Cart': { body: [] },
      [`GET /api/Orders/${ORDER_ID}`]: {
        body: orderView({ shippingAddressDetails: { ...savedAddress, country: 'United States' } }),
      },
      'POST /api/Payment/create-paypal-order': { body: { payPalOrderId: '5O190127TN364715T', approvalUrl } },
    });
    const { user, location } = renderApp(`/checkout?order=${ORDER_ID}`);
    expect(await screen.findByRole('heading', { name: 'Pay for your order' })).toBeTruthy();
    expect(within(await screen.findByRole('region', { name: 'Order summary' })).getByText('Backwaters at Dawn')).toBeTruthy();
    await user.click(await screen.findByRole('radio', { name: /PayPal/ }));
    await user.click(screen.getByRole('button', { name: 'Pay with PayPal' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(approvalUrl));
    expect(api.callsTo('POST', '/api/Payment/create-paypal-order')[0]?.body).toEqual({ orderId: ORDER_ID });
    expect(localStorage.getItem('currentOrderId')).toBe(ORDER_ID);
    expect(location().pathname).toBe('/checkout');
  });

  it('says so when the order no longer waits for a payment', async () => {
    storeCustomerLogin();
    checkoutApi({ [`GET /api/Orders/${ORDER_ID}`]: { body: orderView({ paymentStatus: 3 }) } });
    renderApp(`/checkout?order=${ORDER_ID}`);
    expect(await screen.findByText('Order AM000042 is not waiting for a payment')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the order' }).getAttribute('href')).toBe(`/order-confirmation/${ORDER_ID}`);
  });
});

describe('back at the checkout (issue 28, polish)', () => {
  it('keeps the form, and the methods hidden, when the saved address is incomplete', async () => {
    storeCustomerLogin();
    const api = checkoutApi({
      'GET /api/CustomerDashboard/addresses': {
        body: [{ ...savedAddress, phone: '', id: 'a1', lastUsedAt: '2026-11-25T10:00:00.000Z' }],
      },
    });
    renderApp('/checkout');
    expect(await screen.findByRole('button', { name: 'Save address' })).toBeTruthy();
    expect(screen.getByText('Save your shipping address to choose how to pay.')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(api.callsTo('POST', '/api/Orders/shipping')).toHaveLength(0);
  });
});

describe('contact the gallery before paying (issue 28, item 13)', () => {
  const ARTWORK_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

  it('links the artist page and the support form about the artwork, which starts with its title and reference', async () => {
    storeCustomerLogin();
    const domesticOnly = cartItem({
      productId: ARTWORK_ID,
      countryOfOrigin: 'Germany',
      shippingOptions: [{ id: 'ship-dom', name: 'ART ORIGIN Domestic Shipping', cost: 25 }],
    });
    const api = checkoutApi({
      'GET /api/Cart': { body: [domesticOnly] },
      'POST /api/Orders/shipping': { body: createdOrder({ city: 'San Francisco', country: 'United States' }) },
      [`GET /api/Product/${ARTWORK_ID}`]: { body: productDetail({ id: ARTWORK_ID }) },
    });
    const { user, location } = renderApp('/checkout');
    await fillAddress(user, 'United States');
    const check = within(await screen.findByRole('region', { name: 'Shipping check' }));
    expect(check.getByText('No international option is offered: contact the gallery before paying.')).toBeTruthy();
    expect(check.getByRole('link', { name: "Meera Nair's page" }).getAttribute('href')).toBe('/artists/Meera%20Nair');

    await user.click(check.getByRole('link', { name: 'Ask us about shipping Backwaters at Dawn' }));
    await waitFor(() => expect(location().pathname).toBe('/support'));
    expect(location().search).toBe(`?artwork=${ARTWORK_ID}&topic=shipping`);
    const subject = (await screen.findByLabelText(/Subject/)) as HTMLInputElement;
    await waitFor(() => expect(subject.value).toBe('About "Backwaters at Dawn" (P00042)'));
    expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toContain(
      '"Backwaters at Dawn" by Meera Nair (reference P00042)',
    );
    expect((screen.getByLabelText(/Enquiry type/) as HTMLSelectElement).value).toBe('shipping');
    expect(api.callsTo('GET', `/api/Product/${ARTWORK_ID}`)).toHaveLength(1);
  });
});
