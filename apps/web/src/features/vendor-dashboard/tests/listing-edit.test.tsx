import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, type Responder } from '#web/test/mock-api.ts';
import { renderApp } from '#web/test/render-app.tsx';
import { product, STUDIO_ROUTES, storeVendorLogin, VENDOR_ID } from './vendor-fixtures.ts';

const LIST = `GET /api/vendordashboard/${VENDOR_ID}/products`;
const LIVE = product({
  id: 'p1',
  title: 'Monsoon Harbour',
  images: [
    { id: 'i1', url: '/uploads/front.webp', isPrimary: true, displayOrder: 0 },
    { id: 'i2', url: '/uploads/detail.webp', isPrimary: false, displayOrder: 1 },
  ],
});
const REJECTED = product({
  id: 'p2',
  title: 'Quiet Fields',
  status: 'rejected',
  isApproved: false,
  rejectionReason: 'The photos are blurry',
});
const SOLD = product({ id: 'p3', title: 'Red Door', status: 'sold_out', isSoldOut: true });
const REVISION = {
  title: 'Monsoon Harbour',
  description: 'Boats at dusk.',
  price: 1400,
  taxAmount: 50,
  totalPrice: 1450,
  shippingOptions: [{ name: 'ART ORIGIN Domestic Shipping', cost: 20, estimatedDeliveryTime: 5 }],
  images: [{ url: '/uploads/front.webp' }, { url: '/uploads/detail.webp' }],
  status: 'pending' as const,
  rejectionReason: null,
  submittedAt: '2026-11-25T10:00:00.000Z',
};

async function openTab(routes: Record<string, Responder> = {}) {
  storeVendorLogin();
  const api = mockApi({ ...STUDIO_ROUTES, [LIST]: { body: [LIVE, REJECTED, SOLD] }, ...routes });
  const view = renderApp('/vendor-dashboard');
  await view.user.click(await screen.findByRole('tab', { name: 'Products' }));
  await screen.findByRole('table', { name: 'My products' });
  return { api, ...view };
}

async function chooseAction(user: { click: (element: Element) => Promise<void> }, title: string, action: string) {
  await user.click(screen.getByRole('button', { name: `Actions for ${title}` }));
  const item = within(screen.getByRole('menu', { name: `Actions for ${title}` })).getByRole('menuitem', { name: action });
  return item as HTMLButtonElement;
}

describe('editing a listing in the studio', () => {
  it('sends a live listing’s new price for review and says the live version stays up', async () => {
    const { api, user } = await openTab({
      'PUT /api/vendordashboard/products/p1': { body: { ...LIVE, revision: REVISION } },
    });
    await user.click(await chooseAction(user, 'Monsoon Harbour', 'Edit listing'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit listing' });
    expect(within(dialog).getByText(/your changes go to review and the live version stays up/)).toBeTruthy();
    const price = within(dialog).getByLabelText(/^Price \(USD\)/) as HTMLInputElement;
    expect(price.value).toBe('1000');
    fireEvent.change(price, { target: { value: '0' } });
    await user.click(within(dialog).getByRole('button', { name: 'Send changes for review' }));
    expect(await within(dialog).findByText('Price must be greater than 0')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/vendordashboard/products/p1')).toHaveLength(0);

    fireEvent.change(price, { target: { value: '1400' } });
    await user.click(within(dialog).getByRole('button', { name: 'Send changes for review' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('PUT', '/api/vendordashboard/products/p1')[0]?.body).toEqual({
      Title: 'Monsoon Harbour',
      Description: 'Boats at dusk.',
      Price: 1400,
      TaxAmount: 50,
      ShippingOptions: [
        { Name: 'ART ORIGIN Domestic Shipping', Cost: 20, EstimatedDeliveryTime: 5 },
        { Name: 'International', Cost: 80, EstimatedDeliveryTime: 14 },
      ],
    });
    expect(await screen.findByText('Changes sent for review: the live listing stays up until they are approved')).toBeTruthy();
  });

  it('shows the rejection reason, and shows a waiting change in the table', async () => {
    const { user } = await openTab({ [LIST]: { body: [{ ...LIVE, revision: REVISION }, REJECTED, SOLD] } });
    const liveRow = screen.getByRole('button', { name: 'Actions for Monsoon Harbour' }).closest('tr') as HTMLElement;
    expect(within(liveRow).getByText('Change in review')).toBeTruthy();
    const rejectedRow = screen.getByRole('button', { name: 'Actions for Quiet Fields' }).closest('tr') as HTMLElement;
    expect(within(rejectedRow).getByText('Rejected')).toBeTruthy();
    await user.click(await chooseAction(user, 'Quiet Fields', 'Edit listing'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit listing' });
    expect(within(dialog).getByText('Not approved: The photos are blurry')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Save changes' })).toBeTruthy();
  });

  it('removes an image, keeps the last one, and names a file that fails to upload', async () => {
    const { api, user } = await openTab({
      'DELETE /api/vendordashboard/products/p1/images': { body: LIVE },
      'POST /api/vendordashboard/products/p1/images': {
        status: 400,
        body: { message: 'scan.tiff: Please upload an image file' },
      },
    });
    await user.click(await chooseAction(user, 'Monsoon Harbour', 'Edit listing'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit listing' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove image 2' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/vendordashboard/products/p1/images')).toHaveLength(1));
    expect(api.callsTo('DELETE', '/api/vendordashboard/products/p1/images')[0]?.query).toEqual({ url: '/uploads/detail.webp' });

    await user.upload(within(dialog).getByLabelText(/^Add images/), new File(['x'], 'scan.tiff', { type: 'image/png' }));
    const problems = await within(dialog).findByRole('list', { name: 'Image problems' });
    expect(problems.textContent).toBe('scan.tiff: Please upload an image file');
  });

  it('withdraws after confirmation, and offers neither edit nor withdrawal for a sold artwork', async () => {
    const { api, user } = await openTab({
      'PUT /api/vendordashboard/products/p1/withdraw': { body: { ...LIVE, status: 'inactive' } },
    });
    expect((await chooseAction(user, 'Red Door', 'Edit listing')).disabled).toBe(true);
    expect(
      within(screen.getByRole('menu', { name: 'Actions for Red Door' })).getByRole('menuitem', { name: 'Withdraw' }),
    ).toHaveProperty('disabled', true);
    await user.keyboard('{Escape}');
    await user.click(await chooseAction(user, 'Monsoon Harbour', 'Withdraw'));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/vendordashboard/products/p1/withdraw')).toHaveLength(1));
    expect(await screen.findByText('Listing withdrawn')).toBeTruthy();
  });
});
