import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cartItem, mockCatalogApi, productCard, productDetail } from '#web/test/catalog-fixtures.ts';
import { renderApp, storeCustomerLogin } from '#web/test/render-app.tsx';

function productRoutes(product = productDetail(), extra = {}) {
  return {
    'GET /api/Product/art-1': { body: product },
    'GET /api/Product': {
      body: [productCard({ id: 'art-1', title: 'Backwaters at Dawn' }), productCard({ title: 'Second Light' })],
    },
    'GET /api/Cart': { body: [] },
    ...extra,
  };
}

const shippingButtons = () => within(screen.getByRole('group', { name: 'Shipping' })).getAllByRole('button');

describe('product page', () => {
  it('shows the facts, domestic shipping first, details in inches and centimetres, and More from artist', async () => {
    const api = mockCatalogApi(productRoutes());
    renderApp('/product/art-1');
    expect(await screen.findByText('Loading...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Backwaters at Dawn' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Meera Nair' }).getAttribute('href')).toBe('/artists/Meera%20Nair');
    // The price with its tax named, as the cart, checkout, confirmation and e-mail show it (ADR 0045).
    expect(screen.getByText('$1,285.00').nextElementSibling?.textContent).toBe('incl. $40.00 tax');
    expect(shippingButtons().map((button) => button.textContent)).toEqual([
      expect.stringContaining('ART ORIGIN Domestic Shipping'),
      expect.stringContaining('International Shipping'),
    ]);
    expect(shippingButtons()[0]?.textContent).toContain('Delivery in 6 days');
    expect(shippingButtons()[0]?.textContent).toContain('$25.00');
    expect(screen.queryByText('Only one shipping option is available for this artwork.')).toBeNull();
    expect(screen.getByText('India')).toBeTruthy();
    expect(screen.getByText('24 × 36 in (61 × 91.4 cm)')).toBeTruthy();
    expect(screen.getByText('Teak frame')).toBeTruthy();
    expect(screen.getByText(/15 percent restocking fee/)).toBeTruthy();
    expect(screen.getByText(/65-75°F/)).toBeTruthy();
    expect(screen.getByText('Meera paints the rivers of Kerala.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next image' })).toBeTruthy();

    const more = await screen.findByRole('list', { name: 'More from Meera Nair' });
    expect(
      within(more)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([expect.stringContaining('Second Light')]);
    expect(api.paramsOf('/api/Product')[0]).toMatchObject({ artist: 'Meera Nair', pageSize: '8' });
    await waitFor(() => expect(document.title).toBe('Backwaters at Dawn by Meera Nair · Art Market'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toContain(
      'Backwaters at Dawn by Meera Nair',
    );
  });

  it('notes a single shipping option and has it chosen, so Add to Cart needs no click on it', async () => {
    storeCustomerLogin();
    const api = mockCatalogApi(
      productRoutes(productDetail({ shippingOptions: [{ id: 's', name: 'Domestic', cost: 0, estimatedDeliveryTime: 5 }] }), {
        'POST /api/Cart/add': { body: [cartItem()] },
      }),
    );
    const { user } = renderApp('/product/art-1');
    expect(await screen.findByText('Only one shipping option is available for this artwork.')).toBeTruthy();
    expect(shippingButtons()[0]?.getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/Cart/add')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/Cart/add')[0]?.body).toEqual({ productId: 'art-1', shippingOptionId: 's' });
    expect(screen.queryByText('Please select a shipping option first')).toBeNull();
  });

  it('leaves the choice open when there are several shipping options', async () => {
    mockCatalogApi(productRoutes());
    renderApp('/product/art-1');
    await screen.findByRole('heading', { level: 1, name: 'Backwaters at Dawn' });
    expect(shippingButtons().map((button) => button.getAttribute('aria-pressed'))).toEqual(['false', 'false']);
  });

  it('sends a logged-out Add to Cart and Buy Now to /login with the message and the way back', async () => {
    mockCatalogApi(productRoutes());
    const { user, location, router } = renderApp('/product/art-1');
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(location().state).toEqual({ redirectTo: '/product/art-1', message: 'Please log in to add items to cart' });
    expect(await screen.findByText('Please log in to add items to cart')).toBeTruthy();

    await router.navigate('/product/art-1');
    await user.click(await screen.findByRole('button', { name: 'Buy Now' }));
    await waitFor(() =>
      expect(location().state).toEqual({ redirectTo: '/product/art-1', message: 'Please log in to purchase items' }),
    );
  });

  it('says which shipping option fits the collector’s country, and warns when the chosen one does not', async () => {
    storeCustomerLogin();
    const profile = JSON.parse(localStorage.getItem('customerData') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('customerData', JSON.stringify({ ...profile, country: 'United States' }));
    mockCatalogApi(productRoutes(productDetail({ countryOfOrigin: 'Germany' })));
    const { user } = renderApp('/product/art-1');
    expect(await screen.findByText('For delivery to United States, choose International Shipping.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /ART ORIGIN Domestic Shipping/ }));
    expect(
      screen.getByText(
        'ART ORIGIN Domestic Shipping covers deliveries within Germany only, but this artwork goes to United States.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /International Shipping/ }));
    expect(screen.queryByText(/covers deliveries within Germany only/)).toBeNull();
  });

  it('asks for a shipping option first, for 3 seconds', async () => {
    storeCustomerLogin();
    const api = mockCatalogApi(productRoutes());
    const { user } = renderApp('/product/art-1');
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByText('Please select a shipping option first')).toBeTruthy();
    expect(api.callsTo('POST', '/api/Cart/add')).toHaveLength(0);
    await waitFor(() => expect(screen.queryByText('Please select a shipping option first')).toBeNull());
  });

  it('adds to the cart with the chosen option and opens the cart sheet', async () => {
    storeCustomerLogin();
    let added = false;
    const api = mockCatalogApi(
      productRoutes(undefined, {
        'GET /api/Cart': () => ({ body: added ? [cartItem()] : [] }),
        'POST /api/Cart/add': () => {
          added = true;
          return { body: [cartItem()] };
        },
      }),
    );
    const { user } = renderApp('/product/art-1');
    const domestic = (await screen.findByRole('button', { name: /ART ORIGIN Domestic Shipping/ })) as HTMLElement;
    await user.click(domestic);
    expect(domestic.getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    const sheet = await screen.findByRole('dialog', { name: 'Your cart' });
    expect(within(sheet).getByText('Backwaters at Dawn')).toBeTruthy();
    expect(api.callsTo('POST', '/api/Cart/add')[0]?.body).toEqual({ productId: 'art-1', shippingOptionId: 's-dom' });
    expect(api.callsTo('POST', '/api/Cart/add')[0]?.headers.authorization).toBe('Bearer customer-token');
    expect(screen.getByRole('button', { name: /Cart\W+1 items/, hidden: true })).toBeTruthy();
  });

  it('says so when adding fails, and Buy Now failure has its own text', async () => {
    storeCustomerLogin();
    mockCatalogApi(
      productRoutes(undefined, { 'POST /api/Cart/add': { status: 500, body: { message: 'Internal Server Error' } } }),
    );
    const { user } = renderApp('/product/art-1');
    await user.click(await screen.findByRole('button', { name: /International Shipping/ }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Failed to add item to cart. Please try again.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    expect(await screen.findByText('Failed to process. Please try again.')).toBeTruthy();
  });

  it('says a held artwork is reserved and when it may be on sale again, instead of offering the buttons', async () => {
    storeCustomerLogin();
    const reservedUntil = '2026-11-28T10:00:00.000Z';
    mockCatalogApi(productRoutes(undefined, { 'GET /api/Product/art-1/hold': { body: { reserved: true, reservedUntil } } }));
    renderApp('/product/art-1');
    const notice = (await screen.findByText('Reserved: another collector is completing a purchase of this artwork.'))
      .parentElement as HTMLElement;
    expect(notice.getAttribute('role')).toBe('status');
    const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(reservedUntil));
    expect(notice.textContent).toContain(`If their payment does not go through, it will be on sale again from ${when}.`);
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Buy Now' })).toBeNull();
  });

  it('says why the cart refused when a hold began after the page loaded', async () => {
    storeCustomerLogin();
    mockCatalogApi(
      productRoutes(undefined, {
        'GET /api/Product/art-1/hold': { body: { reserved: false, reservedUntil: null } },
        'POST /api/Cart/add': { status: 409, body: { message: 'This artwork is being purchased by another collector' } },
      }),
    );
    const { user } = renderApp('/product/art-1');
    await user.click(await screen.findByRole('button', { name: /International Shipping/ }));
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    expect(await screen.findByText('This artwork is being purchased by another collector')).toBeTruthy();
    expect(screen.queryByText('Failed to process. Please try again.')).toBeNull();
  });

  it('Buy Now adds the work and goes to /checkout', async () => {
    storeCustomerLogin();
    mockCatalogApi(productRoutes(undefined, { 'POST /api/Cart/add': { body: [cartItem()] } }));
    const { user, location } = renderApp('/product/art-1');
    await user.click(await screen.findByRole('button', { name: /International Shipping/ }));
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    await waitFor(() => expect(location().pathname).toBe('/checkout'));
  });

  it('shows Sold and no buy buttons on sold work', async () => {
    mockCatalogApi(productRoutes(productDetail({ isSoldOut: true })));
    renderApp('/product/art-1');
    await screen.findByRole('heading', { level: 1, name: 'Backwaters at Dawn' });
    expect(screen.getAllByText('Sold').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Buy Now' })).toBeNull();
  });

  it.each([
    ['/uploads/cert.PNG', () => screen.getByRole('img', { name: 'Certificate of authenticity for Backwaters at Dawn' })],
    ['/uploads/cert.pdf', () => screen.getByRole('link', { name: /View certificate \(PDF\)/ })],
    ['/uploads/cert.docx', () => screen.getByText('Unsupported certificate format')],
    [null, () => screen.getByText('Certificate file not available')],
  ])('shows the certificate %s in its format', async (url, find) => {
    mockCatalogApi(productRoutes(productDetail({ hasCertificate: true, certificateFileUrl: url })));
    renderApp('/product/art-1');
    await screen.findByRole('heading', { name: 'Certificate of authenticity' });
    expect(find()).toBeTruthy();
  });

  it('says Product not found for an unknown artwork', async () => {
    mockCatalogApi({ 'GET /api/Product/nope': { status: 404, body: { message: 'Product not found' } } });
    renderApp('/product/nope');
    expect(await screen.findByText('Product not found')).toBeTruthy();
  });

  it('moves the carousel and zooms on click', async () => {
    mockCatalogApi(productRoutes());
    const { user } = renderApp('/product/art-1');
    const thumbnails = await screen.findAllByRole('button', { name: /Show image/ });
    expect(thumbnails[0]?.getAttribute('aria-current')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(thumbnails[1]?.getAttribute('aria-current')).toBe('true');
    await user.click(screen.getByRole('img', { name: 'Backwaters at Dawn by Meera Nair, image 2 of 2' }));
    expect(await screen.findByRole('dialog', { name: 'Backwaters at Dawn by Meera Nair, enlarged' })).toBeTruthy();
  });
});
