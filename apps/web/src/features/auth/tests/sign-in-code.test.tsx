import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '#web/test/mock-api.ts';
import { renderApp } from '#web/test/render-app.tsx';

const LOCKED = { status: 429, body: { message: 'Too many attempts. Please try again later.', signInCode: true } };
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

describe('signing in with an e-mailed code when the account is locked', () => {
  it('offers nothing after a wrong password, and a code once the login answers 429', async () => {
    mockApi({ 'POST /api/Customer/login': { status: 401, body: { message: 'Invalid email or password' } } });
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText(/Email/), 'asha@example.com');
    await user.type(screen.getByLabelText(/Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('alert');
    expect(screen.queryByRole('button', { name: 'E-mail me a sign-in code' })).toBeNull();
  });

  it('mails a code to the typed address and signs the customer in with it', async () => {
    let attempts = 0;
    const api = mockApi({
      'POST /api/Customer/login': LOCKED,
      'POST /api/customer/login-code': {
        body: { message: 'If an account exists for this email, a sign-in code has been sent.' },
      },
      'POST /api/Customer/login-with-code': () =>
        attempts++ === 0 ? { status: 401, body: { message: 'Invalid or expired OTP' } } : { body: SESSION },
      'GET /api/CustomerDashboard/initial-data': { body: { profile: SESSION.customer, recentOrders: [] } },
    });
    const { user, location } = renderApp('/login');
    await user.type(await screen.findByLabelText(/Email/), 'asha@example.com');
    await user.type(screen.getByLabelText(/Password/), 'the-right-one');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Please try again later.');

    await user.click(await screen.findByRole('button', { name: 'E-mail me a sign-in code' }));
    expect(await screen.findByText('If an account exists for this email, a sign-in code has been sent.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/customer/login-code')[0]?.body).toEqual({ email: 'asha@example.com' });

    await user.click(screen.getByRole('button', { name: 'Sign in with the code' }));
    expect(await screen.findByText('Please enter the 6-digit code')).toBeTruthy();
    expect(api.callsTo('POST', '/api/Customer/login-with-code')).toHaveLength(0);

    // A wrong code says so and keeps the code field; the next try goes through.
    await user.type(screen.getByLabelText(/Sign-in code/), '111111');
    await user.click(screen.getByRole('button', { name: 'Sign in with the code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid or expired OTP');
    await user.clear(screen.getByLabelText(/Sign-in code/));
    await user.type(screen.getByLabelText(/Sign-in code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in with the code' }));
    await waitFor(() => expect(location().pathname).toBe('/customer-dashboard'));
    expect(api.callsTo('POST', '/api/Customer/login-with-code')[1]?.body).toEqual({ email: 'asha@example.com', otp: '123456' });
    expect(localStorage.getItem('customerToken')).toBe('jwt-customer');
  });

  it('works the same on the admin console', async () => {
    const api = mockApi({
      'POST /api/AdminAuth/login': LOCKED,
      'POST /api/AdminAuth/login-code': {
        body: { message: 'If an account exists for this email, a sign-in code has been sent.' },
      },
      'POST /api/AdminAuth/login-with-code': { body: { token: 'jwt-admin', adminId: 'a1', name: 'Ravi' } },
      'GET /api/admin/dashboard/pending-bank-transfers': { body: [] },
    });
    const { user } = renderApp('/admin-login');
    await user.type(await screen.findByLabelText(/Email/), 'admin@example.com');
    await user.type(screen.getByLabelText(/Password/), 'console-pass');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await user.click(await screen.findByRole('button', { name: 'E-mail me a sign-in code' }));
    await user.type(await screen.findByLabelText(/Sign-in code/), '654321');
    await user.click(screen.getByRole('button', { name: 'Sign in with the code' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Ravi' })).toBeTruthy();
    expect(api.callsTo('POST', '/api/AdminAuth/login-with-code')[0]?.body).toEqual({ email: 'admin@example.com', otp: '654321' });
  });
});
