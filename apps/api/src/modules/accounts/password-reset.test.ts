import type { Role } from '@art-market/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCustomer, createVendor } from '../../test/factories.ts';
import { addDemoAdmin, createTestApp, lastResetCode, readOutbox, TEST_ADMIN, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let clock = Date.now();
beforeAll(async () => {
  t = await createTestApp();
  // Tests move this clock to expire codes; the app reads it through its `now`.
  (t.app.ctx as { now: () => Date }).now = () => new Date(clock);
  await addDemoAdmin(t);
});
afterAll(() => t.close());

const PREFIX: Record<Role, string> = { customer: '/api/customer', vendor: '/api/vendor', admin: '/api/AdminAuth' };
let ipCounter = 0;
const call = (role: Role, step: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `${PREFIX[role]}/${step}`, payload, remoteAddress: `10.8.${ipCounter++ % 250}.1` });

async function accountOf(role: Role): Promise<{ email: string; password: string; login: string; token: string }> {
  if (role === 'customer') {
    const customer = await createCustomer(t.app);
    return {
      email: customer.input.email,
      password: customer.input.passwordHash,
      login: '/api/Customer/login',
      token: customer.token,
    };
  }
  if (role === 'vendor') {
    const vendor = await createVendor(t.app);
    return { email: vendor.fields.email, password: vendor.fields.password, login: '/api/vendor/login', token: vendor.token };
  }
  const session = await t.app.inject({
    method: 'POST',
    url: '/api/AdminAuth/login',
    payload: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
  });
  return { email: TEST_ADMIN.email, password: TEST_ADMIN.password, login: '/api/AdminAuth/login', token: session.json().token };
}

const loginWith = (path: string, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: path, payload: { email, password }, remoteAddress: `10.9.${ipCounter++ % 250}.1` });

describe.each(['customer', 'vendor', 'admin'] as Role[])('%s password reset', (role) => {
  it('mails a code that verifies, resets the password once, and voids older tokens', async () => {
    const account = await accountOf(role);
    const requested = await call(role, 'forgot-password', { email: account.email.toUpperCase() });
    expect(requested.statusCode).toBe(200);
    const code = await lastResetCode(t.dataDir, account.email);

    expect((await call(role, 'verify-otp', { email: account.email, otp: code })).json()).toEqual({
      valid: true,
      message: 'OTP verified successfully',
    });
    const reset = await call(role, 'reset-password', { email: account.email, otp: code, newPassword: 'a-brand-new-secret' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe('Password reset successfully!');

    expect((await loginWith(account.login, account.email, account.password)).statusCode).toBe(401);
    expect((await loginWith(account.login, account.email, 'a-brand-new-secret')).statusCode).toBe(200);
    const again = await call(role, 'reset-password', { email: account.email, otp: code, newPassword: 'another-secret-1' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Invalid or expired OTP');

    const meUrl =
      role === 'customer' ? '/api/CustomerDashboard/initial-data' : role === 'admin' ? '/api/AdminAuth/me' : undefined;
    if (meUrl) expect((await t.app.inject({ method: 'GET', url: meUrl, headers: bearer(account.token) })).statusCode).toBe(401);
    if (role === 'admin') {
      await call(role, 'forgot-password', { email: account.email });
      const restore = await lastResetCode(t.dataDir, account.email);
      await call(role, 'reset-password', { email: account.email, otp: restore, newPassword: TEST_ADMIN.password });
    }
  });
});

describe('reset code rules', () => {
  it('answers an unknown e-mail exactly like a known one and mails nothing', async () => {
    const known = await accountOf('customer');
    const before = (await readOutbox(t.dataDir)).length;
    const unknownAnswer = await call('customer', 'forgot-password', { email: 'nobody-here@example.com' });
    expect((await readOutbox(t.dataDir)).length).toBe(before);
    const knownAnswer = await call('customer', 'forgot-password', { email: known.email });
    expect(unknownAnswer.statusCode).toBe(knownAnswer.statusCode);
    expect(unknownAnswer.json()).toEqual(knownAnswer.json());
    expect((await call('customer', 'verify-otp', { email: 'nobody-here@example.com', otp: '123456' })).json()).toEqual({
      valid: false,
      message: 'Invalid or expired OTP',
    });
  });

  it('stores only a hash of the code', async () => {
    const account = await accountOf('customer');
    await call('customer', 'forgot-password', { email: account.email });
    const code = await lastResetCode(t.dataDir, account.email);
    const rows = await t.database.db.query.passwordResetCodes.findMany();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.codeHash.includes(code))).toBe(false);
  });

  it('expires a code after 5 minutes', async () => {
    const account = await accountOf('vendor');
    await call('vendor', 'forgot-password', { email: account.email });
    const code = await lastResetCode(t.dataDir, account.email);
    clock += 5 * 60 * 1000 + 1000;
    try {
      expect((await call('vendor', 'verify-otp', { email: account.email, otp: code })).json().valid).toBe(false);
    } finally {
      clock = Date.now();
    }
  });

  it('voids a code after 5 wrong tries, even for the right code afterwards', async () => {
    const account = await accountOf('customer');
    await call('customer', 'forgot-password', { email: account.email });
    const code = await lastResetCode(t.dataDir, account.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await call('customer', 'verify-otp', { email: account.email, otp: wrong })).json().valid).toBe(false);
    }
    expect((await call('customer', 'verify-otp', { email: account.email, otp: code })).json().valid).toBe(false);
  });

  it('voids the earlier code when a new one is requested', async () => {
    const account = await accountOf('customer');
    await call('customer', 'forgot-password', { email: account.email });
    const first = await lastResetCode(t.dataDir, account.email);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await call('customer', 'forgot-password', { email: account.email });
    const second = await lastResetCode(t.dataDir, account.email);
    if (first !== second) {
      expect((await call('customer', 'verify-otp', { email: account.email, otp: first })).json().valid).toBe(false);
    }
    expect((await call('customer', 'verify-otp', { email: account.email, otp: second })).json().valid).toBe(true);
  });

  it('checks the code format and the new password', async () => {
    const badCode = await call('customer', 'verify-otp', { email: 'a@example.com', otp: '12ab' });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().errors.otp).toBe('Please enter the 6-digit code');
    const shortPassword = await call('customer', 'reset-password', {
      email: 'a@example.com',
      otp: '123456',
      newPassword: 'short',
    });
    expect(shortPassword.json().errors.newPassword).toBe('Password must be at least 8 characters long');
  });

  it('throttles code requests per account', async () => {
    const account = await accountOf('customer');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      statuses.push((await call('customer', 'forgot-password', { email: account.email })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
