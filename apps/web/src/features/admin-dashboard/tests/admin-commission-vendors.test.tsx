import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, type Reply, type Responder } from '#web/test/mock-api.ts';
import { renderApp } from '#web/test/render-app.tsx';
import { adminProduct, storeAdminLogin } from './admin-fixtures.ts';

const SETTING = '/api/admin/dashboard/settings/commission';

async function openTab(tab: string, routes: Record<string, Responder>) {
  storeAdminLogin();
  const api = mockApi(routes);
  const view = renderApp('/admin-dashboard');
  await view.user.click(await screen.findByRole('tab', { name: tab }));
  return { api, ...view };
}

describe('admin commission', () => {
  it('validates the rate, strips leading zeros, saves and shows the success text', async () => {
    const { api, user } = await openTab('Commission', {
      [`GET ${SETTING}`]: { body: { commissionPercentage: 20 } },
      [`PUT ${SETTING}`]: (call) => ({ body: call.body }),
    });
    const field = (await screen.findByLabelText('Commission percentage')) as HTMLInputElement;
    expect(field.value).toBe('20');
    expect([field.min, field.max, field.step]).toEqual(['0', '100', '0.1']);
    const save = () => user.click(screen.getByRole('button', { name: 'Save' }));

    fireEvent.change(field, { target: { value: '' } });
    await save();
    expect(await screen.findByText('Please enter a valid number')).toBeTruthy();
    fireEvent.change(field, { target: { value: '12.345' } });
    expect(screen.queryByText('Please enter a valid number')).toBeNull();
    await save();
    expect(await screen.findByText('Commission can have at most 2 decimals')).toBeTruthy();
    // A negative number is a number out of range, not "not a number": the message says the range.
    fireEvent.change(field, { target: { value: '-1' } });
    await save();
    expect(await screen.findByText('Commission must be between 0 and 100')).toBeTruthy();
    expect(screen.queryByText('Please enter a valid number')).toBeNull();
    fireEvent.change(field, { target: { value: '101' } });
    expect(screen.queryByText('Commission must be between 0 and 100')).toBeNull();
    await save();
    expect(await screen.findByText('Commission must be between 0 and 100')).toBeTruthy();
    expect(api.callsTo('PUT', SETTING)).toHaveLength(0);

    fireEvent.change(field, { target: { value: '007.5' } });
    await save();
    expect(await screen.findByText('Commission updated successfully!')).toBeTruthy();
    expect(api.callsTo('PUT', SETTING)[0]?.body).toEqual({ commissionPercentage: 7.5 });
    expect(field.value).toBe('7.5');
  });

  it('falls back to 5 when the setting cannot be loaded, and reports a failed update', async () => {
    const { user } = await openTab('Commission', {
      [`GET ${SETTING}`]: { status: 500, text: '' },
      [`PUT ${SETTING}`]: { status: 500, text: '' },
    });
    expect(await screen.findByText('Failed to fetch commission settings')).toBeTruthy();
    expect((screen.getByLabelText('Commission percentage') as HTMLInputElement).value).toBe('5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update commission settings')).toBeTruthy();
  });
});

const VENDOR = {
  id: 'v1',
  displayName: 'Studio Meera',
  name: 'Meera Iyer',
  firstName: 'Meera',
  lastName: 'Iyer',
  email: 'meera@example.com',
  mobileNumber: '+919876543210',
  createdAt: '2025-01-02T10:00:00.000Z',
  products: 1,
  status: 'active',
  pendingPayoutAmount: 0,
};

describe('admin vendors', () => {
  it("lists vendors and opens the vendor's products as cards", async () => {
    const { user } = await openTab('Vendors', {
      'GET /api/admin/dashboard/vendors': { body: [VENDOR] },
      'GET /api/admin/dashboard/vendors/v1': { body: { vendor: VENDOR, products: [adminProduct()] } },
    });
    const table = await screen.findByRole('table', { name: 'Vendors' });
    expect(within(table).getByText('Studio Meera')).toBeTruthy();
    expect(within(table).getByText('meera@example.com')).toBeTruthy();
    expect(within(table).getByText(new Date(VENDOR.createdAt).toLocaleDateString())).toBeTruthy();
    await user.click(within(table).getByRole('button', { name: '1 products of Studio Meera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Products of Studio Meera' });
    expect(await within(dialog).findByRole('img', { name: 'Monsoon Harbour by Meera Iyer' })).toBeTruthy();
    expect(within(dialog).getByText('Oil on canvas')).toBeTruthy();
    expect(within(dialog).getByText('ART ORIGIN Domestic Shipping')).toBeTruthy();
    expect(within(dialog).getByText('$20.00 · 5 days')).toBeTruthy();
    expect(within(dialog).getByText('Total: $1,070.00')).toBeTruthy();
    expect(within(dialog).getByText('Total: $1,130.00')).toBeTruthy();
  });

  it('says "Failed to fetch vendor details" when the vendor cannot be loaded', async () => {
    const { user } = await openTab('Vendors', {
      'GET /api/admin/dashboard/vendors': { body: [VENDOR] },
      'GET /api/admin/dashboard/vendors/v1': {
        status: 500,
        body: { message: 'Something went wrong on our side. Please try again.' },
      },
    });
    const table = await screen.findByRole('table', { name: 'Vendors' });
    await user.click(within(table).getByRole('button', { name: '1 products of Studio Meera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Products of Studio Meera' });
    expect(await within(dialog).findByText('Failed to fetch vendor details')).toBeTruthy();
  });

  it('deletes a vendor after confirmation and reloads; reports a failure', async () => {
    let reply: Reply = { status: 500, text: '' };
    const { api, user } = await openTab('Vendors', {
      'GET /api/admin/dashboard/vendors': { body: [VENDOR] },
      'DELETE /api/admin/dashboard/vendors/v1': () => reply,
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Studio Meera' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete vendor')).toBeTruthy();

    reply = { body: { message: 'Vendor deleted successfully' } };
    await user.click(screen.getByRole('button', { name: 'Delete Studio Meera' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Vendor deleted successfully')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET', '/api/admin/dashboard/vendors')).toHaveLength(3));
  });

  it('suspends a vendor, and offers to cancel and refund open orders when deleting is refused (issue 19)', async () => {
    const refusal =
      'This vendor has 2 paid orders not yet delivered: suspend the vendor instead, or delete it, cancelling and refunding what has not shipped';
    const { api, user } = await openTab('Vendors', {
      'GET /api/admin/dashboard/vendors': { body: [VENDOR] },
      'POST /api/admin/dashboard/vendors/v1/suspend': { body: { message: 'Vendor suspended' } },
      'DELETE /api/admin/dashboard/vendors/v1': (call) =>
        call.query.cancelOpenOrders === 'true'
          ? { body: { message: 'Vendor deleted successfully', cancelledOrders: 2 } }
          : { status: 409, body: { message: refusal } },
    });
    await user.click(await screen.findByRole('button', { name: 'Suspend Studio Meera' }));
    expect(await screen.findByText('Vendor suspended')).toBeTruthy();
    expect(api.callsTo('POST', '/api/admin/dashboard/vendors/v1/suspend')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Delete Studio Meera' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    const refused = await screen.findByRole('alertdialog', { name: 'This vendor has open orders' });
    expect(within(refused).getByText(new RegExp(refusal))).toBeTruthy();
    await user.click(within(refused).getByRole('button', { name: 'Cancel, refund and delete' }));
    expect(await screen.findByText('Vendor deleted successfully')).toBeTruthy();
    expect(api.callsTo('DELETE', '/api/admin/dashboard/vendors/v1').map((call) => call.query)).toEqual([
      {},
      { cancelOpenOrders: 'true' },
    ]);
  });

  it('shows "Failed to fetch vendors" with Retry', async () => {
    await openTab('Vendors', { 'GET /api/admin/dashboard/vendors': { status: 500, text: '' } });
    expect(await screen.findByText('Failed to fetch vendors')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
