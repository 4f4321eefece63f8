import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { restoreSession } from '#web/lib/session.ts';
import { mockApi } from '#web/test/mock-api.ts';
import { renderApp } from '#web/test/render-app.tsx';

const VENDOR_SESSION = {
  token: 'jwt-vendor',
  vendorId: 'v1',
  vendor: {
    id: 'v1',
    displayName: 'Studio Meera',
    firstName: 'Meera',
    lastName: 'Iyer',
    email: 'meera@example.com',
    logoUrl: null,
    bannerUrl: null,
  },
};

describe('vendor login', () => {
  it('sends a visitor without vendor data to /vendorlogin with "Please log in to access the dashboard"', async () => {
    mockApi();
    const { location } = renderApp('/vendor-dashboard');
    expect(await screen.findByText('Please log in to access the dashboard')).toBeTruthy();
    expect(location().pathname).toBe('/vendorlogin');
  });

  it('sends a stored vendor token whose vendor data is missing or unreadable to /vendorlogin with "No auth data"', async () => {
    localStorage.setItem('vendorToken', 'jwt-vendor');
    localStorage.setItem('vendorData', '{not json');
    restoreSession();
    mockApi();
    const { location } = renderApp('/vendor-dashboard');
    expect(await screen.findByText('No auth data')).toBeTruthy();
    expect(location().pathname).toBe('/vendorlogin');
    expect(localStorage.getItem('vendorData')).toBeNull();
  });

  it('maps the server message, and typing clears the shown error', async () => {
    mockApi({ 'POST /api/vendor/login': { status: 401, body: { message: 'Invalid email or password' } } });
    const { user } = renderApp('/vendorlogin');
    await user.type(await screen.findByLabelText(/Email/), 'meera@example.com');
    await user.type(screen.getByLabelText(/Password/), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The email or password you entered is incorrect. Please try again.',
    );
    await user.type(screen.getByLabelText(/Password/), 'x');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('maps a network failure', async () => {
    mockApi({ 'POST /api/vendor/login': 'network-error' });
    const { user } = renderApp('/vendorlogin');
    await user.type(await screen.findByLabelText(/Email/), 'meera@example.com');
    await user.type(screen.getByLabelText(/Password/), 'palette-knife');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Unable to connect to the server. Please check your internet connection.',
    );
  });

  it('requires both fields, trims them, stores the login and opens the studio', async () => {
    const api = mockApi({ 'POST /api/vendor/login': { body: VENDOR_SESSION } });
    const { user, location } = renderApp('/vendorlogin');
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();

    await user.type(screen.getByLabelText(/Email/), '  meera@example.com  ');
    await user.type(screen.getByLabelText(/Password/), ' palette-knife ');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(location().pathname).toBe('/vendor-dashboard'));
    expect(api.callsTo('POST', '/api/vendor/login')[0]?.body).toEqual({ email: 'meera@example.com', password: 'palette-knife' });
    expect(localStorage.getItem('vendorToken')).toBe('jwt-vendor');
    expect(JSON.parse(localStorage.getItem('vendorData') ?? '{}')).toMatchObject({ vendorId: 'v1', displayName: 'Studio Meera' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Studio Meera' })).toBeTruthy();
  });

  it('links to the vendor password reset', async () => {
    mockApi();
    renderApp('/vendorlogin');
    expect((await screen.findByRole('link', { name: 'Forgot password?' })).getAttribute('href')).toBe('/vendor-forgot-password');
  });
});
