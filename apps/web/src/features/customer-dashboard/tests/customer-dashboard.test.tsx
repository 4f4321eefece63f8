import type { DashboardOrder } from '@art-market/domain/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Reply } from '#web/test/mock-api.ts';
import { ORDER_ID } from '#web/test/purchase-fixtures.ts';
import { renderApp, storeCustomerLogin } from '#web/test/render-app.tsx';
import { dashboard, dashboardApi, dashboardOrder, PROFILE } from './dashboard-fixtures.ts';

type User = ReturnType<typeof renderApp>['user'];

async function replace(user: User, label: RegExp, text: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  if (text) {
    await user.click(field);
    await user.paste(text);
  }
}

const orderItem = (number: string) => screen.getByRole('listitem', { name: `Order ${number}` });

describe('customer dashboard', () => {
  it('fills the profile form, and shows a country outside the list as Other with its name', async () => {
    storeCustomerLogin();
    dashboardApi({
      'GET /api/CustomerDashboard/initial-data': { body: dashboard({ profile: { ...PROFILE, country: 'Atlantis' } }) },
    });
    renderApp('/customer-dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome, Asha' })).toBeTruthy();
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('asha@example.com');
    expect((screen.getByLabelText(/^Phone/) as HTMLInputElement).value).toBe('+919876543210');
    expect((screen.getByLabelText(/^Country/) as HTMLSelectElement).value).toBe('Other');
    expect((screen.getByLabelText(/^Your country/) as HTMLInputElement).value).toBe('Atlantis');
    expect(screen.queryByLabelText(/^Current password/)).toBeNull();
  });

  it('puts each message under its field and clears it on edit', async () => {
    storeCustomerLogin();
    const api = dashboardApi();
    const { user } = renderApp('/customer-dashboard');
    await screen.findByRole('heading', { name: 'Welcome, Asha' });
    for (const label of [/^First name/, /^Last name/, /^Email/, /^Phone/]) await replace(user, label, '');
    await user.selectOptions(screen.getByLabelText(/^Country/), 'Other');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Phone number is required',
      'Please specify your country',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    await replace(user, /^Email/, 'asha@');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    await user.type(screen.getByLabelText(/^Email/), 'x');
    expect(screen.queryByText('Please enter a valid email')).toBeNull();
    await user.selectOptions(screen.getByLabelText(/^Country/), '');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Country is required')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/CustomerDashboard/profile')).toHaveLength(0);
  });

  it('saves the profile and says so only once the dashboard is fetched again', async () => {
    storeCustomerLogin();
    const saved = { ...PROFILE, firstName: 'Ashwini', country: 'Atlantis' };
    let current = PROFILE;
    const api = dashboardApi({
      'GET /api/CustomerDashboard/initial-data': () => ({ body: dashboard({ profile: current }) }),
      'PUT /api/CustomerDashboard/profile': () => {
        current = saved;
        return { body: { profile: saved } };
      },
    });
    const { user } = renderApp('/customer-dashboard');
    await screen.findByRole('heading', { name: 'Welcome, Asha' });
    await replace(user, /^First name/, 'Ashwini');
    await user.selectOptions(screen.getByLabelText(/^Country/), 'Other');
    await replace(user, /^Your country/, 'Atlantis');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/CustomerDashboard/profile')[0]?.body).toEqual({
      firstName: 'Ashwini',
      lastName: 'Rao',
      email: 'asha@example.com',
      mobileNumber: '+919876543210',
      country: 'Atlantis',
    });
    expect(api.callsTo('GET', '/api/CustomerDashboard/initial-data')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Welcome, Ashwini' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('customerData') ?? '{}').firstName).toBe('Ashwini');
  });

  it('says nothing has changed on Update Profile with the form as loaded, and sends nothing', async () => {
    storeCustomerLogin();
    const api = dashboardApi();
    const { user } = renderApp('/customer-dashboard');
    await screen.findByRole('heading', { name: 'Welcome, Asha' });
    await replace(user, /^First name/, 'Ashwini');
    await replace(user, /^First name/, 'Asha');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Nothing has changed: edit a field, then Update Profile')).toBeTruthy();
    expect(screen.queryByText('Profile updated successfully!')).toBeNull();
    expect(api.callsTo('PUT', '/api/CustomerDashboard/profile')).toHaveLength(0);
    await replace(user, /^Last name/, 'Rao-Menon');
    expect(screen.queryByText('Nothing has changed: edit a field, then Update Profile')).toBeNull();
  });

  it('asks for the current password to change the e-mail, and keeps the session with the fresh token', async () => {
    storeCustomerLogin();
    let reply: Reply = {
      status: 400,
      body: { message: 'Current password is incorrect', errors: { currentPassword: 'Current password is incorrect' } },
    };
    const api = dashboardApi({ 'PUT /api/CustomerDashboard/profile': () => reply });
    const { user } = renderApp('/customer-dashboard');
    await screen.findByRole('heading', { name: 'Welcome, Asha' });
    await replace(user, /^Email/, 'asha.rao@example.com');
    const password = await screen.findByLabelText(/^Current password/);
    await user.type(password, 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findAllByText('Current password is incorrect')).toHaveLength(2);
    expect(api.callsTo('PUT', '/api/CustomerDashboard/profile')[0]?.body).toMatchObject({
      email: 'asha.rao@example.com',
      currentPassword: 'wrong-password',
    });

    reply = { body: { profile: { ...PROFILE, email: 'asha.rao@example.com' }, token: 'fresh-token' } };
    await user.clear(password);
    await user.type(password, 'monsoon-canvas-7');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeTruthy();
    expect(localStorage.getItem('customerToken')).toBe('fresh-token');
    const refetch = api.callsTo('GET', '/api/CustomerDashboard/initial-data').at(-1);
    expect(refetch?.headers.authorization).toBe('Bearer fresh-token');
  });

  it('shows the server message, else Profile update failed', async () => {
    storeCustomerLogin();
    dashboardApi({ 'PUT /api/CustomerDashboard/profile': { status: 500, text: '' } });
    const { user } = renderApp('/customer-dashboard');
    await screen.findByRole('heading', { name: 'Welcome, Asha' });
    await replace(user, /^First name/, 'Ashwini');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Profile update failed')).toBeTruthy();
  });

  it('lists recent orders with the status badge, and the full details on demand', async () => {
    storeCustomerLogin();
    const shipped = dashboardOrder({ trackingNumber: 'BD123456789IN', shippingProvider: 'India Post' });
    const noItems = dashboardOrder({ id: 'o2', orderNumber: 'AM000041', status: 0, paymentStatus: 1, items: [] });
    dashboardApi({ 'GET /api/CustomerDashboard/initial-data': { body: dashboard({ recentOrders: [shipped, noItems] }) } });
    const { user } = renderApp('/customer-dashboard');
    await screen.findByRole('heading', { name: 'Recent Orders' });

    const first = within(orderItem('AM000042'));
    expect(first.getByText('#AM000042')).toBeTruthy();
    expect(first.getByText('Shipped').closest('[data-state]')?.getAttribute('data-state')).toBe('shipped');
    expect(first.getByText('$1,374.25')).toBeTruthy();
    await user.click(first.getByRole('button', { name: 'View Full Details' }));
    const detail = (label: string) => first.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(detail('Order ID')).toBe(ORDER_ID);
    expect(detail('Status')).toBe('Shipped');
    expect(detail('Tracking number')).toBe('BD123456789IN');
    expect(detail('Shipping provider')).toBe('India Post');
    expect(detail('Payment status')).toBe('Paid');
    // At its price with tax, as on the artwork page and the confirmation (ADR 0045).
    expect(first.getByRole('row', { name: 'Backwaters at Dawn $1,349.25 incl. $64.25 tax 1 $1,349.25' })).toBeTruthy();
    expect(detail('Subtotal (incl. $64.25 tax)')).toBe('$1,349.25');
    expect(first.queryByText('Tax', { selector: 'dt' })).toBeNull();
    expect(detail('Shipping')).toBe('$25.00');
    expect(detail('Total')).toBe('$1,374.25');
    await user.click(first.getByRole('button', { name: 'Hide Details' }));
    expect(first.queryByText('Order ID')).toBeNull();

    const second = within(orderItem('AM000041'));
    await user.click(second.getByRole('button', { name: 'View Full Details' }));
    expect(second.getByText('Tracking number', { selector: 'dt' }).nextElementSibling?.textContent).toBe('Not available');
    expect(second.getByText('Shipping provider', { selector: 'dt' }).nextElementSibling?.textContent).toBe('Not available');
    expect(second.getByText('Item details not available')).toBeTruthy();
    expect(second.getByText('Payment status', { selector: 'dt' }).nextElementSibling?.textContent).toBe('Being processed');
  });

  it('tells a paid PayPal order from a bank transfer still being checked (issue 28: both read "Pending")', async () => {
    storeCustomerLogin();
    const paid = dashboardOrder({ status: 0, paymentStatus: 3, paymentMethod: 1, shipments: [] });
    const transfer = dashboardOrder({ id: 'o2', orderNumber: 'AM000041', status: 0, paymentStatus: 1, paymentMethod: 0 });
    const returning = dashboardOrder({ id: 'o3', orderNumber: 'AM000040', status: 3, returnStatus: 'requested' });
    const recentOrders = [paid, transfer, returning];
    dashboardApi({ 'GET /api/CustomerDashboard/initial-data': { body: dashboard({ recentOrders }) } });
    const { user } = renderApp('/customer-dashboard');
    await screen.findByRole('heading', { name: 'Recent Orders' });

    const first = within(orderItem('AM000042'));
    expect(first.getByText('Paid – being prepared')).toBeTruthy();
    expect(first.queryByText('Pending')).toBeNull();
    const second = within(orderItem('AM000041'));
    expect(second.getByText('Checking your payment')).toBeTruthy();
    expect(second.getByText(/Our team is checking your bank transfer/)).toBeTruthy();
    await user.click(second.getByRole('button', { name: 'View Full Details' }));
    const detail = (label: string) => second.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(detail('Status')).toBe('Checking your payment');
    expect(detail('Payment status')).toBe('Transfer being checked');
    expect(within(orderItem('AM000040')).getByText('Return requested')).toBeTruthy();
  });

  it('shows each parcel of an order from several artists with its tracking, or Not available', async () => {
    storeCustomerLogin();
    const split = dashboardOrder({
      trackingNumber: 'BD123456789IN',
      shippingProvider: 'India Post',
      shipments: [
        { vendorOrderNumber: 'AM000042-1', status: 2, trackingNumber: 'BD123456789IN', shippingProvider: 'India Post' },
        { vendorOrderNumber: 'AM000042-2', status: 1, trackingNumber: null, shippingProvider: null },
      ],
    });
    dashboardApi({ 'GET /api/CustomerDashboard/initial-data': { body: dashboard({ recentOrders: [split] }) } });
    const { user } = renderApp('/customer-dashboard');
    const card = within(await screen.findByRole('listitem', { name: 'Order AM000042' }));
    await user.click(card.getByRole('button', { name: 'View Full Details' }));
    const parcels = within(card.getByRole('region', { name: 'Parcels' })).getAllByRole('listitem');
    expect(parcels.map((parcel) => parcel.textContent)).toEqual([
      '#AM000042-1ShippedTracking number: BD123456789INShipping provider: India Post',
      '#AM000042-2Being preparedTracking number: Not availableShipping provider: Not available',
    ]);
  });

  it('pages older orders after the newest 20', async () => {
    storeCustomerLogin();
    const recent: DashboardOrder[] = Array.from({ length: 20 }, (_, index) =>
      dashboardOrder({ id: `r${index}`, orderNumber: `AM0001${String(index).padStart(2, '0')}` }),
    );
    const api = dashboardApi({
      'GET /api/CustomerDashboard/initial-data': { body: dashboard({ recentOrders: recent }) },
      'GET /api/CustomerDashboard/orders': { body: [dashboardOrder({ id: 'old', orderNumber: 'AM000001' })] },
    });
    const { user } = renderApp('/customer-dashboard');
    await user.click(await screen.findByRole('button', { name: 'Show older orders' }));
    expect(await screen.findByText('#AM000001')).toBeTruthy();
    expect(api.callsTo('GET', '/api/CustomerDashboard/orders')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Show older orders' })).toBeNull();
  });

  it('shows the empty history with Explore Products', async () => {
    storeCustomerLogin();
    dashboardApi({ 'GET /api/CustomerDashboard/initial-data': { body: dashboard({ recentOrders: [] }) } });
    renderApp('/customer-dashboard');
    expect(await screen.findByText('Your Order History Is Empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explore Products' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: 'Show older orders' })).toBeNull();
  });

  it('clears the stored login on a 401 and goes to /login', async () => {
    storeCustomerLogin();
    dashboardApi({ 'GET /api/CustomerDashboard/initial-data': { status: 401, body: { message: 'Authentication required' } } });
    const { location } = renderApp('/customer-dashboard');
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(localStorage.getItem('customerToken')).toBeNull();
    expect(localStorage.getItem('customerData')).toBeNull();
  });

  it('shows Failed to fetch dashboard data with Retry', async () => {
    storeCustomerLogin();
    dashboardApi({ 'GET /api/CustomerDashboard/initial-data': 'network-error' });
    renderApp('/customer-dashboard');
    expect(await screen.findByText('Failed to fetch dashboard data')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('says whether the address is verified, and mails a new link on request', async () => {
    storeCustomerLogin();
    const api = dashboardApi({
      'GET /api/CustomerDashboard/initial-data': { body: dashboard({ profile: { ...PROFILE, emailVerified: false } }) },
      'POST /api/Customer/resend-verification': {
        body: { message: 'We sent a new verification link to your email address. It works once, within 48 hours.' },
      },
    });
    const { user } = renderApp('/customer-dashboard');
    expect(await screen.findByText('Email not verified')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(
      await screen.findByText('We sent a new verification link to your email address. It works once, within 48 hours.'),
    ).toBeTruthy();
    expect(api.callsTo('POST', '/api/Customer/resend-verification')).toHaveLength(1);
  });
});
