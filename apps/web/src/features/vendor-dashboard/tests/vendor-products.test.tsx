import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, type Reply, type Responder } from '#web/test/mock-api.ts';
import { renderApp } from '#web/test/render-app.tsx';
import { product, STUDIO_ROUTES, storeVendorLogin, VENDOR_ID, vendorProfile } from './vendor-fixtures.ts';

const LIST = `GET /api/vendordashboard/${VENDOR_ID}/products`;
const LIVE = product({ id: 'p1', productNumber: 'P00001', title: 'Monsoon Harbour' });
const PENDING = product({ id: 'p2', productNumber: 'P00002', title: 'Quiet Fields', status: 'pending', isApproved: false });

async function openTab(routes: Record<string, Responder> = {}) {
  storeVendorLogin();
  const api = mockApi({ ...STUDIO_ROUTES, [LIST]: { body: [LIVE, PENDING] }, ...routes });
  const view = renderApp('/vendor-dashboard');
  await view.user.click(await screen.findByRole('tab', { name: 'Products' }));
  return { api, ...view };
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

/** Mark sold out and Disable sit in each row's actions menu: opens it and returns one of its items. */
async function menuItem(user: { click: (element: Element) => Promise<void> }, title: string, action: string) {
  if (!screen.queryByRole('menu', { name: `Actions for ${title}` })) await user.click(button(`Actions for ${title}`));
  return within(screen.getByRole('menu', { name: `Actions for ${title}` })).getByRole('menuitem', {
    name: action,
  }) as HTMLButtonElement;
}

describe('vendor products', () => {
  it('shows the products with money, shipping, commission, how many saved each (issue 29) and a status badge', async () => {
    await openTab({
      'GET /api/vendordashboard/audience': {
        body: { artworks: [{ productId: 'p1', savedCount: 7 }], artists: [{ artistName: 'Meera Nair', followerCount: 3 }] },
      },
    });
    const table = await screen.findByRole('table', { name: 'My products' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'ID',
      'Product Name',
      'Price',
      'Tax',
      'Shipping (Domestic)',
      'Shipping (International)',
      'Commission',
      'You will get',
      'Saved',
      'Status',
      'Actions',
    ]);
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    await waitFor(() => expect(within(row).getAllByRole('cell')[8]?.textContent).toBe('7'));
    expect(cells.slice(0, 10)).toEqual([
      'P00001',
      'Monsoon Harbour',
      '$1,000.00',
      '$50.00',
      '$20.00',
      '$80.00',
      '30% ($300.00)',
      '$700.00',
      expect.any(String),
      'Live',
    ]);
    expect(within(table).getByText('Pending')).toBeTruthy();
  });

  it('offers Mark sold out and Disable only for live products, each after a confirmation', async () => {
    let list: Reply = { body: [LIVE, PENDING] };
    const { api, user } = await openTab({
      [LIST]: () => list,
      'PUT /api/vendordashboard/products/p1/soldout': () => {
        list = { body: [{ ...LIVE, status: 'sold_out', isSoldOut: true }, PENDING] };
        return { body: { status: 'sold_out' } };
      },
    });
    await screen.findByRole('table', { name: 'My products' });
    expect((await menuItem(user, 'Quiet Fields', 'Mark sold out')).disabled).toBe(true);
    expect((await menuItem(user, 'Quiet Fields', 'Disable')).disabled).toBe(true);
    await user.keyboard('{Escape}');
    expect((await menuItem(user, 'Monsoon Harbour', 'Disable')).disabled).toBe(false);

    await user.click(await menuItem(user, 'Monsoon Harbour', 'Mark sold out'));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to mark this product as sold out?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('PUT', '/api/vendordashboard/products/p1/soldout')).toHaveLength(0);

    await user.click(await menuItem(user, 'Monsoon Harbour', 'Mark sold out'));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Mark sold out' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/vendordashboard/products/p1/soldout')).toHaveLength(1));
    expect(await screen.findByText('Sold Out')).toBeTruthy();
    expect((await menuItem(user, 'Monsoon Harbour', 'Mark sold out')).disabled).toBe(true);
  });

  it('relists a sold-out artwork after asking, and shows why the server refuses', async () => {
    const SOLD = { ...LIVE, status: 'sold_out', isSoldOut: true };
    let list: Reply = { body: [SOLD, PENDING] };
    let relist: Reply = {
      status: 409,
      body: { message: 'This artwork was sold through an order: it can be listed again only once that order gives it back' },
    };
    const { api, user } = await openTab({
      [LIST]: () => list,
      'PUT /api/vendordashboard/products/p1/relist': () => relist,
    });
    await screen.findByRole('table', { name: 'My products' });
    await user.click(await menuItem(user, 'Monsoon Harbour', 'Relist'));
    let dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Put this artwork back on sale? Collectors will be able to buy it again.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Relist' }));
    expect(
      await screen.findByText(
        'This artwork was sold through an order: it can be listed again only once that order gives it back',
      ),
    ).toBeTruthy();

    relist = { body: { status: 'live' } };
    list = { body: [LIVE, PENDING] };
    await user.click(await menuItem(user, 'Monsoon Harbour', 'Relist'));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Relist' }));
    expect(await screen.findByText('Artwork relisted')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/vendordashboard/products/p1/relist')).toHaveLength(2);
    await waitFor(() =>
      expect(within(screen.getByText('Monsoon Harbour').closest('tr') as HTMLElement).getByText('Live')).toBeTruthy(),
    );
    await user.click(button('Actions for Monsoon Harbour'));
    expect(within(screen.getByRole('menu')).queryByRole('menuitem', { name: 'Relist' })).toBeNull();
  });

  it('asks before disabling and shows the failure', async () => {
    const { api, user } = await openTab({ 'PUT /api/vendordashboard/products/p1/disable': { status: 500, text: '' } });
    await screen.findByRole('table', { name: 'My products' });
    await user.click(await menuItem(user, 'Monsoon Harbour', 'Disable'));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to disable this product?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Failed to disable product')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/vendordashboard/products/p1/disable')).toHaveLength(1);
  });

  it('shows the empty text, and the error with Retry', async () => {
    let list: Reply = { status: 500, text: '' };
    const { user } = await openTab({ [LIST]: () => list });
    expect(await screen.findByText('Failed to fetch products')).toBeTruthy();
    list = { body: [] };
    await user.click(button('Retry'));
    expect(await screen.findByText('No products found')).toBeTruthy();
  });
});

describe('vendor dashboard and profile', () => {
  it('shows the statistics and the empty paid-orders table', async () => {
    storeVendorLogin();
    const api = mockApi(STUDIO_ROUTES);
    const { user } = renderApp('/vendor-dashboard');
    expect(await screen.findByText('$1,285.00')).toBeTruthy();
    expect(screen.getByText('No paid orders found. Paid orders will appear here.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh Orders' })).toBeTruthy();
    const headers = within(screen.getByRole('table', { name: 'Paid orders' }))
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Order ID',
      'Customer',
      'Product Name',
      'Price',
      'Total',
      'Earnings',
      'Status',
      'Payment',
      'Actions',
    ]);
    await user.click(screen.getByRole('button', { name: 'Refresh Orders' }));
    expect(await screen.findByText('Orders refreshed')).toBeTruthy();
    expect(api.callsTo('GET', `/api/vendordashboard/stats/${VENDOR_ID}`)).toHaveLength(2);
  });

  it('edits the profile and shows "Information updated successfully"', async () => {
    storeVendorLogin();
    const profile = vendorProfile();
    const api = mockApi({
      ...STUDIO_ROUTES,
      [`GET /api/vendordashboard/profile/${VENDOR_ID}`]: { body: profile },
      [`PUT /api/vendordashboard/profile/${VENDOR_ID}`]: (call) => ({ body: { ...profile, ...(call.body as object) } }),
    });
    const { user } = renderApp('/vendor-dashboard');
    await user.click(await screen.findByRole('tab', { name: 'Profile' }));
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const city = screen.getByLabelText(/^City/);
    await user.clear(city);
    await user.type(city, 'Chennai');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Information updated successfully')).toBeTruthy();
    expect(api.callsTo('PUT', `/api/vendordashboard/profile/${VENDOR_ID}`)[0]?.body).toMatchObject({ storeCity: 'Chennai' });
    expect(await screen.findByText('Chennai')).toBeTruthy();
  });
});
