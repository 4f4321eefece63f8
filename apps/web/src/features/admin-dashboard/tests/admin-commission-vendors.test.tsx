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

  const IMPACT = '/api/admin/dashboard/vendors/v1/impact';
  const impact = { liveArtworks: 20, withheldArtworks: 0, unshippedOrders: 2, shippedOrders: 1, pendingPayoutAmount: 0 };

  it('deletes a vendor after a confirmation that says it cannot be undone, and reloads; reports a failure', async () => {
    let reply: Reply = { status: 500, text: '' };
    const { api, user } = await openTab('Vendors', {
      'GET /api/admin/dashboard/vendors': { body: [VENDOR] },
      [`GET ${IMPACT}`]: { body: { ...impact, unshippedOrders: 0, shippedOrders: 0, pendingPayoutAmount: 12.5 } },
      'DELETE /api/admin/dashboard/vendors/v1': () => reply,
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Studio Meera' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Studio Meera?' });
    expect(dialog.textContent).toContain('This cannot be undone');
    const effects = await within(dialog).findByRole('list', { name: 'What will happen' });
    expect(
      within(effects)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '20 artworks will be withdrawn from the storefront.',
      '$12.50 of delivered earnings is not yet paid out to them.',
    ]);
    expect(within(dialog).getByRole('button', { name: 'Keep vendor' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Delete vendor' }));
    expect(await screen.findByText('Failed to delete vendor')).toBeTruthy();

    reply = { body: { message: 'Vendor deleted successfully' } };
    await user.click(screen.getByRole('button', { name: 'Delete Studio Meera' }));
    const again = await screen.findByRole('alertdialog', { name: 'Delete Studio Meera?' });
    await within(again).findByRole('list', { name: 'What will happen' });
    await user.click(within(again).getByRole('button', { name: 'Delete vendor' }));
    expect(await screen.findByText('Vendor deleted successfully')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET', '/api/admin/dashboard/vendors')).toHaveLength(3));
    // Counted afresh each time the dialog opened.
    expect(api.callsTo('GET', IMPACT).length).toBeGreaterThanOrEqual(2);
  });

  it('does not offer to delete a vendor whose orders are on their way, and says why', async () => {
    const { api, user } = await openTab('Vendors', {
      'GET /api/admin/dashboard/vendors': { body: [VENDOR] },
      [`GET ${IMPACT}`]: { body: impact },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Studio Meera' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Studio Meera?' });
    expect(await within(dialog).findByText(/1 paid order on their way must be delivered first/)).toBeTruthy();
    expect(
      within(dialog).getByText(/2 paid orders not yet shipped: you will be asked whether to cancel and refund them/),
    ).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Delete vendor' }) as HTMLButtonElement).disabled).toBe(true);
    expect(api.callsTo('DELETE', '/api/admin/dashboard/vendors/v1')).toHaveLength(0);
  });

  it('suspends a vendor only after a confirmation with the counts the server gave', async () => {
    let suspended = false;
    const { api, user } = await openTab('Vendors', {
      'GET /api/admin/dashboard/vendors': () => ({ body: [{ ...VENDOR, status: suspended ? 'suspended' : 'active' }] }),
      [`GET ${IMPACT}`]: { body: { ...impact, shippedOrders: 0 } },
      'POST /api/admin/dashboard/vendors/v1/suspend': () => {
        suspended = true;
        return { body: { message: 'Vendor suspended' } };
      },
    });
    const table = await screen.findByRole('table', { name: 'Vendors' });
    expect(within(table).getByText('Active')).toBeTruthy();
    await user.click(within(table).getByRole('button', { name: 'Suspend Studio Meera' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Suspend Studio Meera?' });
    const effects = await within(dialog).findByRole('list', { name: 'What will happen' });
    expect(
      within(effects)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '20 artworks will be hidden from the storefront until you reactivate the vendor.',
      'Open orders stay with the vendor: 2 to ship, 0 on their way. The vendor can still log in to ship and deliver them.',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Keep vendor active' }));
    expect(api.callsTo('POST', '/api/admin/dashboard/vendors/v1/suspend')).toHaveLength(0);

    await user.click(within(table).getByRole('button', { name: 'Suspend Studio Meera' }));
    const again = await screen.findByRole('alertdialog', { name: 'Suspend Studio Meera?' });
    await within(again).findByRole('list', { name: 'What will happen' });
    await user.click(within(again).getByRole('button', { name: 'Suspend vendor' }));
    expect(await screen.findByText('Vendor suspended')).toBeTruthy();
    expect(api.callsTo('POST', '/api/admin/dashboard/vendors/v1/suspend')).toHaveLength(1);
    // The status is a badge of its own, not glued to the name.
    await waitFor(() => expect(within(table).getByText('Suspended')).toBeTruthy());
    const name = within(table).getByText('Studio Meera');
    expect(name.closest('td')?.textContent).not.toContain('Suspended');
  });

  it('will not suspend while the counts cannot be loaded', async () => {
    const { api, user } = await openTab('Vendors', {
      'GET /api/admin/dashboard/vendors': { body: [VENDOR] },
      [`GET ${IMPACT}`]: { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Suspend Studio Meera' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Suspend Studio Meera?' });
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Suspend vendor' }) as HTMLButtonElement).disabled).toBe(true);
    expect(api.callsTo('POST', '/api/admin/dashboard/vendors/v1/suspend')).toHaveLength(0);
  });

  it('offers to cancel and refund open orders when deleting is refused, beside "Keep vendor" (issue 19)', async () => {
    const refusal =
      'This vendor has 2 paid orders not yet delivered: suspend the vendor instead, or delete it, cancelling and refunding what has not shipped';
    const { api, user } = await openTab('Vendors', {
      'GET /api/admin/dashboard/vendors': { body: [VENDOR] },
      [`GET ${IMPACT}`]: { body: { ...impact, shippedOrders: 0 } },
      'DELETE /api/admin/dashboard/vendors/v1': (call) =>
        call.query.cancelOpenOrders === 'true'
          ? { body: { message: 'Vendor deleted successfully', cancelledOrders: 2 } }
          : { status: 409, body: { message: refusal } },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Studio Meera' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Studio Meera?' });
    await within(dialog).findByRole('list', { name: 'What will happen' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete vendor' }));
    const refused = await screen.findByRole('alertdialog', { name: 'This vendor has open orders' });
    expect(within(refused).getByText(new RegExp(refusal))).toBeTruthy();
    expect(within(refused).getByRole('button', { name: 'Keep vendor' })).toBeTruthy();
    expect(within(refused).queryByRole('button', { name: 'Cancel' })).toBeNull();
    await user.click(within(refused).getByRole('button', { name: 'Cancel orders, refund and delete' }));
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
