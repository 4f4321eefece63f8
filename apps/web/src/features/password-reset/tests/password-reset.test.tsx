import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '#web/test/mock-api.ts';
import { renderApp } from '#web/test/render-app.tsx';

const send = () => screen.getByRole('button', { name: 'Send code' });

describe('password reset', () => {
  it('walks e-mail, code and new password, rejects a mismatch, then goes to the login page', async () => {
    const api = mockApi({
      'POST /api/customer/forgot-password': {
        body: { message: 'If an account exists for this email, a verification code has been sent.' },
      },
      'POST /api/customer/verify-otp': { body: { valid: true, message: 'OTP verified successfully' } },
      'POST /api/customer/reset-password': { body: { message: 'Password reset successfully!' } },
    });
    const { user, location } = renderApp('/Customer-forgot-password');
    await user.type(await screen.findByLabelText(/Email/), 'asha@example.com');
    await user.click(send());

    const code = await screen.findByLabelText(/One-time code/);
    expect(screen.getByText('OTP will expire in 5 minutes')).toBeTruthy();
    expect(code.getAttribute('pattern')).toBe('\\d{6}');
    expect(code.getAttribute('maxLength')).toBe('6');
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));

    const newPassword = await screen.findByLabelText(/^New password/);
    expect(newPassword.getAttribute('minLength')).toBeNull();
    await user.type(newPassword, 'fresh-linen-1');
    await user.type(screen.getByLabelText(/Confirm new password/), 'fresh-linen-2');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Passwords do not match');
    expect(api.callsTo('POST', '/api/customer/reset-password')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/Confirm new password/));
    await user.type(screen.getByLabelText(/Confirm new password/), 'fresh-linen-1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(api.callsTo('POST', '/api/customer/reset-password')[0]?.body).toEqual({
      email: 'asha@example.com',
      otp: '123456',
      newPassword: 'fresh-linen-1',
    });
    expect((await screen.findAllByText('Password reset successfully!')).length).toBeGreaterThan(0);
  });

  it('shows the server message, or the network text, when a step fails', async () => {
    let verifyReply: 'invalid' | 'network' = 'invalid';
    mockApi({
      'POST /api/vendor/forgot-password': { body: { message: 'sent' } },
      'POST /api/vendor/verify-otp': () =>
        verifyReply === 'invalid' ? { body: { valid: false, message: '' } } : 'network-error',
    });
    const { user } = renderApp('/vendor-forgot-password');
    await user.type(await screen.findByLabelText(/Email/), 'meera@example.com');
    await user.click(send());
    await user.type(await screen.findByLabelText(/One-time code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid OTP');

    verifyReply = 'network';
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to verify OTP. Please try again.'));
  });

  it('reports a failed code request', async () => {
    mockApi({ 'POST /api/AdminAuth/forgot-password': 'network-error' });
    const { user } = renderApp('/Admin-forgot-password');
    await user.type(await screen.findByLabelText(/Email/), 'admin@example.com');
    await user.click(send());
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to send OTP. Please try again.');
    expect(screen.getByRole('link', { name: 'Back to admin login' }).getAttribute('href')).toBe('/admin-login');
  });

  it("states the server's minimum of 8 on the admin form and refuses a shorter password before sending", async () => {
    const api = mockApi({
      'POST /api/AdminAuth/forgot-password': { body: { message: 'sent' } },
      'POST /api/AdminAuth/verify-otp': { body: { valid: true, message: 'ok' } },
      'POST /api/AdminAuth/reset-password': { body: { message: 'Password reset successfully!' } },
    });
    const { user } = renderApp('/Admin-forgot-password');
    await user.type(await screen.findByLabelText(/Email/), 'admin@example.com');
    await user.click(send());
    await user.type(await screen.findByLabelText(/One-time code/), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    const newPassword = await screen.findByLabelText(/^New password/);
    expect(screen.getByText('At least 8 characters')).toBeTruthy();
    await user.type(newPassword, 'seven-7');
    await user.type(screen.getByLabelText(/Confirm new password/), 'seven-7');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeTruthy();
    expect(api.callsTo('POST', '/api/AdminAuth/reset-password')).toHaveLength(0);
  });

  it('sets a minimum length of 8 on both admin password fields, and goes to /admin-login', async () => {
    mockApi({
      'POST /api/AdminAuth/forgot-password': { body: { message: 'sent' } },
      'POST /api/AdminAuth/verify-otp': { body: { valid: true, message: 'ok' } },
      'POST /api/AdminAuth/reset-password': { body: { message: 'Password reset successfully!' } },
    });
    const { user, location } = renderApp('/Admin-forgot-password');
    await user.type(await screen.findByLabelText(/Email/), 'admin@example.com');
    await user.click(send());
    await user.type(await screen.findByLabelText(/One-time code/), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    const newPassword = await screen.findByLabelText(/^New password/);
    const confirm = screen.getByLabelText(/Confirm new password/);
    expect(newPassword.getAttribute('minLength')).toBe('8');
    expect(confirm.getAttribute('minLength')).toBe('8');
    await user.type(newPassword, 'console-9');
    await user.type(confirm, 'console-9');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(location().pathname).toBe('/admin-login'));
  });

  it('shows the server message when the reset is refused', async () => {
    mockApi({
      'POST /api/customer/forgot-password': { body: { message: 'sent' } },
      'POST /api/customer/verify-otp': { body: { valid: true, message: 'ok' } },
      'POST /api/customer/reset-password': { status: 400, body: { message: 'Invalid or expired OTP' } },
    });
    const { user } = renderApp('/Customer-forgot-password');
    await user.type(await screen.findByLabelText(/Email/), 'asha@example.com');
    await user.click(send());
    await user.type(await screen.findByLabelText(/One-time code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    await user.type(await screen.findByLabelText(/^New password/), 'fresh-linen-1');
    await user.type(screen.getByLabelText(/Confirm new password/), 'fresh-linen-1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid or expired OTP');
  });
});
