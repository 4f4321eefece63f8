import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '#web/test/mock-api.ts';
import { renderApp } from '#web/test/render-app.tsx';

const SESSION = {
  token: 'jwt-customer',
  customer: {
    id: 'c1',
    firstName: 'Asha',
    lastName: 'Rao',
    email: 'asha@example.com',
    mobileNumber: '9876543210',
    country: 'India',
  },
};

describe('customer login', () => {
  it("shows the server's message on a failed login", async () => {
    mockApi({ 'POST /api/Customer/login': { status: 401, body: { message: 'Invalid email or password' } } });
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText(/Email/), 'asha@example.com');
    await user.type(screen.getByLabelText(/Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
    expect(localStorage.getItem('customerToken')).toBeNull();
  });

  it('shows the message from navigation state and goes to state.redirectTo after login', async () => {
    const api = mockApi({ 'POST /api/Customer/login': { body: SESSION } });
    const { user, location } = renderApp('/login', { redirectTo: '/support', message: 'Please log in to add items to cart' });
    expect(await screen.findByText('Please log in to add items to cart')).toBeTruthy();
    await user.type(screen.getByLabelText(/Email/), '  Asha@Example.com ');
    await user.type(screen.getByLabelText(/Password/), 'canvas-and-oil');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(location().pathname).toBe('/support'));
    expect(api.callsTo('POST', '/api/Customer/login')[0]?.body).toEqual({
      email: 'asha@example.com',
      password: 'canvas-and-oil',
    });
    expect(localStorage.getItem('customerToken')).toBe('jwt-customer');
    expect(JSON.parse(localStorage.getItem('customerData') ?? '{}')).toEqual(SESSION.customer);
  });

  it('goes to the customer dashboard by default, which shows the profile and the empty order history', async () => {
    const api = mockApi({
      'POST /api/Customer/login': { body: SESSION },
      'GET /api/CustomerDashboard/initial-data': { body: { profile: SESSION.customer, recentOrders: [] } },
    });
    const { user, location } = renderApp('/login');
    await user.type(await screen.findByLabelText(/Email/), 'asha@example.com');
    await user.type(screen.getByLabelText(/Password/), 'canvas-and-oil');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { name: 'Welcome, Asha' })).toBeTruthy();
    expect(location().pathname).toBe('/customer-dashboard');
    expect(screen.getByText('Your Order History Is Empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explore Products' }).getAttribute('href')).toBe('/');
    expect(api.callsTo('GET', '/api/CustomerDashboard/initial-data')[0]?.headers.authorization).toBe('Bearer jwt-customer');

    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(localStorage.getItem('customerToken')).toBeNull();
    expect(api.callsTo('POST', '/api/Customer/logout')[0]?.headers.authorization).toBe('Bearer jwt-customer');
  });

  it('sends a visitor without a token from the dashboard to /login, and a 401 clears the stored login', async () => {
    mockApi({ 'GET /api/CustomerDashboard/initial-data': { status: 401, body: { message: 'Authentication required' } } });
    localStorage.setItem('customerToken', 'expired');
    localStorage.setItem('customerData', JSON.stringify(SESSION.customer));
    localStorage.setItem('vendorToken', 'vendor-token');
    const { location } = renderApp('/customer-dashboard');
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(localStorage.getItem('customerToken')).toBeNull();
    expect(localStorage.getItem('customerData')).toBeNull();
    expect(localStorage.getItem('vendorToken')).toBe('vendor-token');
  });
});
