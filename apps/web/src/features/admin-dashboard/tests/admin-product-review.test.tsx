import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, type Responder } from '#web/test/mock-api.ts';
import { renderApp } from '#web/test/render-app.tsx';
import { adminProduct, storeAdminLogin } from './admin-fixtures.ts';

const LIST = 'GET /api/admin/dashboard/products';
const NEW_WORK = adminProduct({
  id: 'p1',
  title: 'Monsoon Harbour',
  description: 'Boats at dusk, layered blues.',
  artistType: 'Famous Artists',
  hasCertificate: true,
  certificateFileUrl: '/uploads/certificate.pdf',
  certificateDetails: 'Signed by the artist',
  images: [
    { id: 'i1', url: '/uploads/front.webp', isPrimary: true, displayOrder: 0 },
    { id: 'i2', url: '/uploads/detail.webp', isPrimary: false, displayOrder: 1 },
  ],
});
const CHANGED = adminProduct({
  id: 'p2',
  title: 'Quiet Fields',
  isApproved: true,
  status: 'live',
  price: 1000,
  taxAmount: 50,
  totalPrice: 1050,
  revision: {
    title: 'Quiet Fields',
    description: 'Boats at dusk.',
    price: 1400,
    taxAmount: 50,
    totalPrice: 1450,
    shippingOptions: [{ name: 'ART ORIGIN Domestic Shipping', cost: 20, estimatedDeliveryTime: 5 }],
    images: [{ url: '/uploads/harbour.jpg' }],
    status: 'pending',
    rejectionReason: null,
    submittedAt: '2026-11-20T10:00:00.000Z',
  },
  revisionApplicable: true,
});

async function openReview(title: string, routes: Record<string, Responder> = {}) {
  storeAdminLogin();
  const api = mockApi({ [LIST]: { body: [NEW_WORK, CHANGED] }, ...routes });
  const view = renderApp('/admin-dashboard');
  await view.user.click(await screen.findByRole('tab', { name: 'Products' }));
  await screen.findByRole('table', { name: 'Products' });
  await view.user.click(screen.getByRole('button', { name: `Edit/Approve ${title}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Product approval' });
  return { api, dialog, ...view };
}

describe('reviewing an artwork', () => {
  it('shows its images, description, price, tax, shipping, certificate and declared tier', async () => {
    const { dialog } = await openReview('Monsoon Harbour');
    const details = within(dialog).getByRole('region', { name: 'Listing under review' });
    const images = within(details).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('src'))).toEqual(['/uploads/front.webp', '/uploads/detail.webp']);
    expect(images[0]?.getAttribute('alt')).toBe('Monsoon Harbour by Meera Iyer (1 of 2)');
    expect(within(details).getByText('Boats at dusk, layered blues.')).toBeTruthy();
    expect(within(details).getByText('$1,000.00')).toBeTruthy();
    expect(within(details).getByText('$50.00')).toBeTruthy();
    expect(within(details).getByText(/ART ORIGIN Domestic Shipping: \$20\.00, 5 days/)).toBeTruthy();
    expect(within(details).getByText('Famous Artists')).toBeTruthy();
    expect(within(details).getByRole('link', { name: 'Open the certificate' }).getAttribute('href')).toBe(
      '/uploads/certificate.pdf',
    );
    expect(within(details).getByText('Signed by the artist')).toBeTruthy();
  });

  it('rejects with a reason, which it asks for first', async () => {
    const { api, dialog, user } = await openReview('Monsoon Harbour', {
      'PUT /api/admin/dashboard/products/p1/reject': { body: { ...NEW_WORK, status: 'rejected', rejectionReason: 'Blurry' } },
    });
    fireEvent.change(within(dialog).getByLabelText('Status'), { target: { value: 'rejected' } });
    expect(within(dialog).queryByLabelText('Commission percentage')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please give the reason for the rejection')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/admin/dashboard/products/p1/reject')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Reason for rejection/), 'The photos are blurry');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('PUT', '/api/admin/dashboard/products/p1/reject')[0]?.body).toEqual({ reason: 'The photos are blurry' });
    await waitFor(() => expect(api.callsTo('GET', '/api/admin/dashboard/products')).toHaveLength(2));
  });

  it('asks the server for what awaits review', async () => {
    storeAdminLogin();
    const api = mockApi({ [LIST]: { body: [NEW_WORK, CHANGED] } });
    const { user } = renderApp('/admin-dashboard');
    await user.click(await screen.findByRole('tab', { name: 'Products' }));
    await screen.findByRole('table', { name: 'Products' });
    fireEvent.change(screen.getByLabelText('Approval'), { target: { value: 'review' } });
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/admin/dashboard/products').at(-1)?.query).toMatchObject({ awaitingReview: 'true' }),
    );
    expect(api.callsTo('GET', '/api/admin/dashboard/products').at(-1)?.query).not.toHaveProperty('isApproved');
  });

  it('shows a waiting change to a live artwork beside what is live now, and applies it on approval', async () => {
    const { api, dialog, user } = await openReview('Quiet Fields', {
      'PUT /api/admin/dashboard/products/p2/approve': { body: { ...CHANGED, price: 1400, revision: null } },
    });
    // The open dialog hides the table from the accessibility tree.
    const row = screen.getByRole('button', { name: 'Edit/Approve Quiet Fields', hidden: true }).closest('tr') as HTMLElement;
    expect(within(row).getByText('Change waiting')).toBeTruthy();
    expect(within(dialog).getByText(/stays as it is until you approve this change/)).toBeTruthy();
    expect(within(dialog).getByText('$1,400.00')).toBeTruthy();
    expect(within(dialog).getByText('Live now: $1,000.00')).toBeTruthy();
    const status = within(dialog).getByLabelText('Status') as HTMLSelectElement;
    fireEvent.change(status, { target: { value: 'approved' } });
    expect(status.selectedOptions[0]?.textContent).toBe('Approved (apply the change)');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/admin/dashboard/products/p2/approve')).toHaveLength(1));
  });

  it('does not offer to apply a waiting price change to a sold-out artwork: the change can only be rejected', async () => {
    const soldOut = {
      ...CHANGED,
      id: 'p3',
      title: 'Sold Fields',
      status: 'sold_out' as const,
      isSoldOut: true,
      revisionApplicable: false,
    };
    storeAdminLogin();
    mockApi({ [LIST]: { body: [soldOut] } });
    const view = renderApp('/admin-dashboard');
    await view.user.click(await screen.findByRole('tab', { name: 'Products' }));
    await screen.findByRole('table', { name: 'Products' });
    await view.user.click(screen.getByRole('button', { name: 'Edit/Approve Sold Fields' }));
    const dialog = await screen.findByRole('dialog', { name: 'Product approval' });
    const status = within(dialog).getByLabelText('Status') as HTMLSelectElement;
    expect(Array.from(status.options).map((option) => option.textContent)).toEqual(['Rejected']);
    expect(
      within(dialog).getByText('This artwork sold or was withdrawn while the change waited: reject the change instead'),
    ).toBeTruthy();
  });
});
