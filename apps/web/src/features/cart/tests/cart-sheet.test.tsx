import { OfferMessages } from '@art-market/domain/copy';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cartItem, mockCatalogApi } from '#web/test/catalog-fixtures.ts';
import { renderApp, storeCustomerLogin } from '#web/test/render-app.tsx';

const items = [
  cartItem(),
  cartItem({
    id: 'ci2',
    productId: 'art-2',
    title: 'Monsoon Study',
    price: 300.1,
    totalPrice: 330.1,
    shippingName: 'International',
    shippingCost: 80.2,
  }),
];

describe('cart sheet', () => {
  it('lists the items with the subtotal, shipping and total, and links to checkout', async () => {
    storeCustomerLogin();
    const api = mockCatalogApi({ 'GET /api/Cart': { body: items }, 'GET /api/Product/home': { status: 500, body: {} } });
    const { user } = renderApp('/support');
    await user.click(await screen.findByRole('button', { name: /Cart\W+2 items/ }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Your cart' }));
    expect(sheet.getByRole('link', { name: 'Monsoon Study' }).getAttribute('href')).toBe('/product/art-2');
    expect(sheet.getByText('$330.10')).toBeTruthy();
    expect(sheet.getByText('$80.20')).toBeTruthy();
    const amount = (term: string) => sheet.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    // Each line at its price with tax, the subtotal naming the tax in it (ADR 0045).
    expect(sheet.getByText('$330.10').nextElementSibling?.textContent).toBe('incl. $30.00 tax');
    expect(sheet.getByText('$1,285.00').nextElementSibling?.textContent).toBe('no tax');
    expect(amount('Subtotal (incl. $30.00 tax)')).toBe('$1,615.10');
    expect(amount('Shipping')).toBe('$105.20');
    expect(amount('Total')).toBe('$1,720.30');
    expect(sheet.getByRole('link', { name: 'Proceed to Checkout' }).getAttribute('href')).toBe('/checkout');
    // Opening the sheet reloads the cart.
    expect(api.callsTo('GET', '/api/Cart').length).toBeGreaterThanOrEqual(2);
  });

  it("shows an accepted offer's agreed price the cart answers, as checkout charges it, and says so", async () => {
    storeCustomerLogin();
    mockCatalogApi({
      'GET /api/Cart': { body: [cartItem({ price: 800, totalPrice: 880, agreedPrice: true, shippingCost: 25 })] },
      'GET /api/Product/home': { status: 500, body: {} },
    });
    const { user } = renderApp('/support');
    await user.click(await screen.findByRole('button', { name: /Cart\W+1 item/ }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Your cart' }));
    expect(sheet.getAllByText('$880.00')[0]?.nextElementSibling?.textContent).toBe('incl. $80.00 tax');
    expect(sheet.getByText(OfferMessages.agreedPriceInCart)).toBeTruthy();
    expect(sheet.getByText('Total', { selector: 'dt' }).nextElementSibling?.textContent).toBe('$905.00');
  });

  it('removes an item and shows the cart the server returns', async () => {
    storeCustomerLogin();
    const api = mockCatalogApi({ 'GET /api/Cart': { body: items }, 'DELETE /api/Cart/items/ci2': { body: [items[0]] } });
    const { user } = renderApp('/support');
    await user.click(await screen.findByRole('button', { name: /Cart\W+2 items/ }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Your cart' }));
    await user.click(await sheet.findByRole('button', { name: 'Remove Monsoon Study' }));
    await screen.findByRole('button', { name: /Cart\W+1 items/, hidden: true });
    expect(sheet.queryByText('Monsoon Study')).toBeNull();
    expect(api.callsTo('DELETE', '/api/Cart/items/ci2')[0]?.headers.authorization).toBe('Bearer customer-token');
  });

  it('says which shipping fits the collector’s country and switches a Domestic option going abroad', async () => {
    storeCustomerLogin();
    const profile = JSON.parse(localStorage.getItem('customerData') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('customerData', JSON.stringify({ ...profile, country: 'United States' }));
    const german = cartItem({ countryOfOrigin: 'Germany', shippingCost: 45 });
    const switched = { ...german, shippingName: 'International', shippingCost: 80 };
    const api = mockCatalogApi({
      'GET /api/Cart': { body: [german] },
      'POST /api/Cart/add': { body: [switched] },
    });
    const { user } = renderApp('/support');
    await user.click(await screen.findByRole('button', { name: /Cart\W+1 items/ }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Your cart' }));
    expect(
      await sheet.findByText(
        'ART ORIGIN Domestic Shipping covers deliveries within Germany only, but this artwork goes to United States.',
      ),
    ).toBeTruthy();
    await user.click(sheet.getByRole('button', { name: 'Switch Backwaters at Dawn to International ($80.00)' }));
    expect(await sheet.findByText('Fits delivery to United States.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/Cart/add')[0]?.body).toEqual({ productId: 'art-1', shippingOptionId: 'ship-int' });
  });

  it('says so when removing or loading fails', async () => {
    storeCustomerLogin();
    mockCatalogApi({ 'GET /api/Cart': { body: items }, 'DELETE /api/Cart/items/ci2': { status: 500, body: {} } });
    const { user } = renderApp('/support');
    await user.click(await screen.findByRole('button', { name: /Cart\W+2 items/ }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Your cart' }));
    await user.click(await sheet.findByRole('button', { name: 'Remove Monsoon Study' }));
    expect(await sheet.findByText('Failed to remove item from cart')).toBeTruthy();
  });

  it('shows Failed to fetch cart items with Retry', async () => {
    storeCustomerLogin();
    mockCatalogApi({ 'GET /api/Cart': { status: 500, body: {} } });
    const { user } = renderApp('/support');
    await user.click(await screen.findByRole('button', { name: /Cart/ }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Your cart' }));
    expect(await sheet.findByText('Failed to fetch cart items')).toBeTruthy();
    expect(sheet.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('prompts a login with the spec message when logged out', async () => {
    const api = mockCatalogApi();
    const { user, location } = renderApp('/support');
    await user.click(await screen.findByRole('button', { name: /Cart/ }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Your cart' }));
    await user.click(sheet.getByRole('link', { name: 'Log in' }));
    expect(location().pathname).toBe('/login');
    expect(location().state).toMatchObject({ message: 'Please log in to view cart items' });
    expect(api.callsTo('GET', '/api/Cart')).toHaveLength(0);
  });
});
