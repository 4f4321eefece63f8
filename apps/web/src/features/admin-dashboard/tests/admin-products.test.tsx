import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, type Responder } from '#web/test/mock-api.ts';
import { renderApp } from '#web/test/render-app.tsx';
import { adminProduct, storeAdminLogin } from './admin-fixtures.ts';

const LIST = 'GET /api/admin/dashboard/products';
const PENDING = adminProduct({ id: 'p1', productNumber: 'P00001', title: 'Monsoon Harbour' });
const APPROVED = adminProduct({ id: 'p2', productNumber: 'P00002', title: 'Quiet Fields', isApproved: true, status: 'live' });
const SOLD = adminProduct({ id: 'p3', productNumber: 'P00003', title: 'Red Door', isApproved: true, isSoldOut: true });
const INACTIVE = adminProduct({ id: 'p4', productNumber: 'P00004', title: 'Old Mill', isActive: false, isApproved: true });

async function openTab(routes: Record<string, Responder> = {}) {
  storeAdminLogin();
  const api = mockApi({ [LIST]: { body: [PENDING, APPROVED, SOLD, INACTIVE] }, ...routes });
  const view = renderApp('/admin-dashboard');
  await view.user.click(await screen.findByRole('tab', { name: 'Products' }));
  await screen.findByRole('table', { name: 'Products' });
  return { api, ...view };
}

const rowOf = (title: string) => screen.getByText(title).closest('tr') as HTMLElement;

/** Mark as Sold Out and Disable sit in each row's actions menu. */
async function openRowMenu(user: { click: (element: Element) => Promise<void> }, title: string) {
  await user.click(within(rowOf(title)).getByRole('button', { name: `More actions for ${title}` }));
  return screen.getByRole('menu', { name: `More actions for ${title}` });
}

describe('admin products', () => {
  it('shows the badge by the admin rule, and Disable only for active products', async () => {
    const { user } = await openTab();
    expect(within(rowOf('Monsoon Harbour')).getByText('Pending')).toBeTruthy();
    expect(within(rowOf('Quiet Fields')).getByText('Approved')).toBeTruthy();
    expect(within(rowOf('Red Door')).getByText('Sold Out')).toBeTruthy();
    expect(within(rowOf('Old Mill')).getByText('Inactive')).toBeTruthy();
    expect(within(await openRowMenu(user, 'Quiet Fields')).getByRole('menuitem', { name: 'Disable' })).toBeTruthy();
    await user.keyboard('{Escape}');
    const inactiveMenu = await openRowMenu(user, 'Old Mill');
    expect(within(inactiveMenu).getByRole('menuitem', { name: 'Mark as Sold Out' })).toBeTruthy();
    expect(within(inactiveMenu).queryByRole('menuitem', { name: /Disable/ })).toBeNull();
    await user.keyboard('{Escape}');
    const cells = within(rowOf('Monsoon Harbour'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 7)).toEqual(['P00001', 'Monsoon Harbour', 'Meera Iyer', '$1,000.00', '$50.00', '30%', '$300.00']);
  });

  it('sends the chosen filters with a cache-busting timestamp', async () => {
    const { api } = await openTab();
    fireEvent.change(screen.getByLabelText('Approval'), { target: { value: 'pending' } });
    fireEvent.change(screen.getByLabelText('Active'), { target: { value: 'active' } });
    await waitFor(() => expect(api.callsTo('GET', '/api/admin/dashboard/products')).toHaveLength(3));
    const urls = (fetch as unknown as { mock: { calls: [string][] } }).mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.startsWith('/api/admin/dashboard/products'));
    expect(urls[0]).toMatch(/^\/api\/admin\/dashboard\/products\?_t=\d+$/);
    expect(urls[2]).toMatch(/^\/api\/admin\/dashboard\/products\?isApproved=false&isActive=true&_t=\d+$/);
  });

  it('approves with a commission percentage from the approval modal, then reloads', async () => {
    const { api, user } = await openTab({
      'PUT /api/admin/dashboard/products/p1/approve': { body: { ...PENDING, isApproved: true, commissionPercentage: 12.5 } },
    });
    await user.click(screen.getByRole('button', { name: 'Edit/Approve Monsoon Harbour' }));
    const dialog = await screen.findByRole('dialog', { name: 'Product approval' });
    const status = within(dialog).getByLabelText('Status') as HTMLSelectElement;
    expect(Array.from(status.options, (option) => [option.textContent, option.disabled])).toEqual([
      ['Pending Review', false],
      ['Approved', false],
      ['Rejected', false],
    ]);
    const commission = within(dialog).getByLabelText('Commission percentage') as HTMLInputElement;
    expect(commission.value).toBe('30');
    expect([commission.min, commission.max, commission.step]).toEqual(['0', '100', '0.1']);

    fireEvent.change(status, { target: { value: 'approved' } });
    fireEvent.change(commission, { target: { value: '150' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Commission must be between 0 and 100')).toBeTruthy();

    fireEvent.change(commission, { target: { value: '12.5' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('PUT', '/api/admin/dashboard/products/p1/approve')[0]?.body).toEqual({
      isApproved: true,
      commissionPercentage: 12.5,
    });
    await waitFor(() => expect(api.callsTo('GET', '/api/admin/dashboard/products')).toHaveLength(2));
  });

  it("shows the server's refusal to approve an artwork without images", async () => {
    const { user } = await openTab({
      'PUT /api/admin/dashboard/products/p1/approve': {
        status: 409,
        body: { message: 'Add at least one image before approving' },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Edit/Approve Monsoon Harbour' }));
    const dialog = await screen.findByRole('dialog', { name: 'Product approval' });
    fireEvent.change(within(dialog).getByLabelText('Status'), { target: { value: 'approved' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Add at least one image before approving');
  });

  it('says "Failed to update product status" when an approval or a rejection fails without a reason', async () => {
    const { user } = await openTab({
      'PUT /api/admin/dashboard/products/p1/approve': {
        status: 500,
        body: { message: 'Something went wrong on our side. Please try again.' },
      },
      'PUT /api/admin/dashboard/products/p1/reject': 'network-error',
    });
    await user.click(screen.getByRole('button', { name: 'Edit/Approve Monsoon Harbour' }));
    const dialog = await screen.findByRole('dialog', { name: 'Product approval' });
    fireEvent.change(within(dialog).getByLabelText('Status'), { target: { value: 'approved' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to update product status');

    fireEvent.change(within(dialog).getByLabelText('Status'), { target: { value: 'rejected' } });
    await user.type(within(dialog).getByLabelText(/Reason/), 'The photos are blurred');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to update product status');
  });

  it('marks sold out after confirmation and reports a failure', async () => {
    const { api, user } = await openTab({ 'PUT /api/admin/dashboard/products/p2/soldout': { status: 500, text: '' } });
    await user.click(within(await openRowMenu(user, 'Quiet Fields')).getByRole('menuitem', { name: 'Mark as Sold Out' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to mark this product as sold out?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Sold Out' }));
    expect(await screen.findByText('Failed to update product status')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/admin/dashboard/products/p2/soldout')).toHaveLength(1);
    await waitFor(() => expect(api.callsTo('GET', '/api/admin/dashboard/products')).toHaveLength(2));
  });

  it('disables after confirmation', async () => {
    const { api, user } = await openTab({
      'PUT /api/admin/dashboard/products/p2/disable': { body: { ...APPROVED, isActive: false } },
    });
    await user.click(within(await openRowMenu(user, 'Quiet Fields')).getByRole('menuitem', { name: 'Disable' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to disable this product?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/admin/dashboard/products/p2/disable')).toHaveLength(1));
    await waitFor(() => expect(api.callsTo('GET', '/api/admin/dashboard/products')).toHaveLength(2));
  });

  it('re-enables a disabled artwork after confirmation, then reloads', async () => {
    const { api, user } = await openTab({
      'PUT /api/admin/dashboard/products/p4/enable': { body: { ...INACTIVE, isActive: true, status: 'live' } },
    });
    expect(within(await openRowMenu(user, 'Quiet Fields')).queryByRole('menuitem', { name: 'Re-enable' })).toBeNull();
    await user.keyboard('{Escape}');
    await user.click(within(await openRowMenu(user, 'Old Mill')).getByRole('menuitem', { name: 'Re-enable' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to re-enable this product?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Re-enable' }));
    expect(await screen.findByText('Product re-enabled')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/admin/dashboard/products/p4/enable')).toHaveLength(1);
    await waitFor(() => expect(api.callsTo('GET', '/api/admin/dashboard/products')).toHaveLength(2));
  });

  it('says "No products found" for an empty list', async () => {
    await openTab({ [LIST]: { body: [] } });
    expect(screen.getByText('No products found')).toBeTruthy();
  });
});
