import { TwoFactorMessages } from '@art-market/domain/copy';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '#web/test/mock-api.ts';
import { renderApp } from '#web/test/render-app.tsx';

describe('signing in with two-factor authentication', () => {
  it('asks the admin for the code after the password and opens the console once it is right', async () => {
    const api = mockApi({
      'POST /api/AdminAuth/login': { body: { secondStep: true, secondStepToken: 'step-token' } },
      'POST /api/AdminAuth/login/second-step': (call) =>
        (call.body as { code: string }).code === '123456'
          ? { body: { token: 'jwt-admin', adminId: 'a1', name: 'Ravi' } }
          : { status: 401, body: { message: TwoFactorMessages.signInCodeWrong } },
    });
    const { user, location } = renderApp('/admin-login');
    await user.type(await screen.findByLabelText(/Email/), 'admin@example.com');
    await user.type(screen.getByLabelText(/Password/), 'console-pass');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    const codeField = await screen.findByLabelText(TwoFactorMessages.codeLabel);
    expect(localStorage.getItem('adminToken')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(TwoFactorMessages.codeRequired)).toBeTruthy();
    await user.type(codeField, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe(TwoFactorMessages.signInCodeWrong);

    await user.clear(codeField);
    await user.type(codeField, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Ravi' })).toBeTruthy();
    expect(location().pathname).toBe('/admin-dashboard');
    expect(localStorage.getItem('adminToken')).toBe('jwt-admin');
    expect(api.callsTo('POST', '/api/AdminAuth/login/second-step').at(-1)?.body).toEqual({
      secondStepToken: 'step-token',
      code: '123456',
    });
  });

  it('lets a vendor sign in with a recovery code in place of the code', async () => {
    const vendor = {
      id: 'v1',
      displayName: 'Meera Studio',
      firstName: 'Meera',
      lastName: 'Iyer',
      email: 'meera@example.com',
      logoUrl: null,
      bannerUrl: null,
    };
    const api = mockApi({
      'POST /api/vendor/login': { body: { secondStep: true, secondStepToken: 'vendor-step' } },
      'POST /api/vendor/login/second-step': { body: { token: 'jwt-vendor', vendorId: 'v1', vendor } },
    });
    const { user } = renderApp('/vendorlogin');
    await user.type(await screen.findByLabelText(/Email/), 'meera@example.com');
    await user.type(screen.getByLabelText(/Password/), 'studio-pass');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await user.type(await screen.findByLabelText(TwoFactorMessages.codeLabel), 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(localStorage.getItem('vendorToken')).toBe('jwt-vendor'));
    expect(api.callsTo('POST', '/api/vendor/login/second-step')[0]?.body).toEqual({
      secondStepToken: 'vendor-step',
      code: 'abcde-fghjk',
    });
  });
});
