import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '#web/test/mock-api.ts';
import { renderApp } from '#web/test/render-app.tsx';

describe('admin login and dashboard', () => {
  it('sends a visitor without admin data to /admin-login with "Please log in to access the dashboard"', async () => {
    mockApi();
    const { location } = renderApp('/admin-dashboard');
    expect(await screen.findByText('Please log in to access the dashboard')).toBeTruthy();
    expect(location().pathname).toBe('/admin-login');
  });

  it('sends a stored admin token without its admin data to /admin-login with "No auth data"', async () => {
    localStorage.setItem('adminToken', 'admin-token');
    mockApi();
    const { location } = renderApp('/admin-dashboard');
    expect(await screen.findByText('No auth data')).toBeTruthy();
    expect(screen.queryByText('Please log in to access the dashboard')).toBeNull();
    expect(location().pathname).toBe('/admin-login');
  });

  it('shows "Invalid credentials" from the server', async () => {
    mockApi({ 'POST /api/AdminAuth/login': { status: 401, body: { message: 'Invalid credentials' } } });
    const { user } = renderApp('/admin-login');
    await user.type(await screen.findByLabelText(/Email/), 'admin@example.com');
    await user.type(screen.getByLabelText(/Password/), 'nope-nope');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid credentials');
  });

  it('stores adminToken and adminData, welcomes the admin with twelve tabs, and logs out to /admin-login', async () => {
    const api = mockApi({
      'POST /api/AdminAuth/login': { body: { token: 'jwt-admin', adminId: 'a1', name: 'Ravi' } },
      'GET /api/admin/dashboard/pending-bank-transfers': { body: [] },
    });
    const { user, location } = renderApp('/admin-login');
    await user.type(await screen.findByLabelText(/Email/), 'admin@example.com');
    await user.type(screen.getByLabelText(/Password/), 'console-pass');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { name: 'Welcome, Ravi' })).toBeTruthy();
    expect(localStorage.getItem('adminToken')).toBe('jwt-admin');
    expect(JSON.parse(localStorage.getItem('adminData') ?? '{}')).toEqual({ adminId: 'a1', name: 'Ravi' });
    const tabs = (await screen.findAllByRole('tab')).map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'Orders',
      'Returns',
      'Products',
      'Collections',
      'Vendors',
      'Customers',
      'Reviews',
      'Reported messages',
      'Earnings',
      'Commission',
      'Bank Transfer',
      'Security',
    ]);
    await user.click(screen.getByRole('tab', { name: 'Bank Transfer' }));
    expect(await screen.findByText('No pending bank transfers to verify')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(location().pathname).toBe('/admin-login'));
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(localStorage.getItem('adminData')).toBeNull();
    // The server ends the session too, so a copied token stops working.
    expect(api.callsTo('POST', '/api/AdminAuth/logout')[0]?.headers.authorization).toBe('Bearer jwt-admin');
  });
});
