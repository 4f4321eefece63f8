import { configure, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockApi } from '#web/test/mock-api.ts';
import { renderApp } from '#web/test/render-app.tsx';

// Pages load lazily and the machine is shared: allow a first lookup a few seconds.
beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

describe('the verification link’s page', { timeout: 20_000 }, () => {
  it('sends the token once, signed out, and says the address is verified', async () => {
    const api = mockApi({
      'POST /api/email-verification/confirm': {
        body: { message: 'Your email address is verified. Thank you!', role: 'customer' },
      },
    });
    renderApp('/verify-email?token=abc_DEF-123');
    expect(await screen.findByText('Your email address is verified. Thank you!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your account' }).getAttribute('href')).toBe('/customer-dashboard');
    const calls = api.callsTo('POST', '/api/email-verification/confirm');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ token: 'abc_DEF-123' });
  });

  it('says why a used or expired link does not work, and offers to log in', async () => {
    mockApi({
      'POST /api/email-verification/confirm': {
        status: 400,
        body: { message: 'This verification link has expired. Sign in and ask for a new one.' },
      },
    });
    renderApp('/verify-email?token=old');
    expect(await screen.findByText('This verification link has expired. Sign in and ask for a new one.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
  });

  it('asks for the whole link when the token is missing, without calling the server', async () => {
    const api = mockApi({});
    renderApp('/verify-email');
    expect(await screen.findByText('The verification link is incomplete: open the whole link from the e-mail')).toBeTruthy();
    expect(api.callsTo('POST', '/api/email-verification/confirm')).toHaveLength(0);
  });
});
