import { AccountMessages, ResetMessages, SignInCodeMessages } from '@art-market/domain/copy';
import type { Role } from '@art-market/domain/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createVendor } from '#api/test/factories.ts';
import { addDemoAdmin, createTestApp, sentMail, TEST_ADMIN, type TestApp } from '#api/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addDemoAdmin(t);
});
afterAll(() => t.close());

// Each request from its own address, so only the per-account limit can cut.
let addressCounter = 0;
const nextAddress = () => `10.70.${Math.floor(addressCounter / 250) % 250}.${(addressCounter++ % 250) + 1}`;
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, remoteAddress: nextAddress() });

type Session = { vendorId?: string };
const PATHS: Record<Role, { login: string; code: string; withCode: string; me: (session: Session) => string }> = {
  customer: {
    login: '/api/Customer/login',
    code: '/api/customer/login-code',
    withCode: '/api/Customer/login-with-code',
    me: () => '/api/CustomerDashboard/initial-data',
  },
  vendor: {
    login: '/api/vendor/login',
    code: '/api/vendor/login-code',
    withCode: '/api/vendor/login-with-code',
    me: (session) => `/api/vendordashboard/profile/${session.vendorId}`,
  },
  admin: {
    login: '/api/AdminAuth/login',
    code: '/api/AdminAuth/login-code',
    withCode: '/api/AdminAuth/login-with-code',
    me: () => '/api/AdminAuth/me',
  },
};

let adminTaken = false;
async function accountOf(role: Role): Promise<{ email: string; password: string }> {
  if (role === 'customer') {
    const { input } = await createCustomer(t.app);
    return { email: input.email, password: input.passwordHash };
  }
  if (role === 'vendor') {
    const vendor = await createVendor(t.app);
    return { email: vendor.fields.email, password: vendor.fields.password };
  }
  if (adminTaken) throw new Error('the test admin can be locked once per app');
  adminTaken = true;
  return { email: TEST_ADMIN.email, password: TEST_ADMIN.password };
}

async function mailsTo(email: string): Promise<string[]> {
  return (await sentMail(t)).filter((message) => message.includes(`To: ${email}`));
}

async function lockOut(role: Role, email: string) {
  for (let attempt = 0; attempt < 5; attempt++) {
    expect((await post(PATHS[role].login, { email, password: 'a-wrong-guess' })).statusCode).toBe(401);
  }
}

describe.each(['customer', 'vendor', 'admin'] as Role[])('%s locked out by wrong passwords', (role) => {
  it('offers a sign-in code that lets the owner in at once and lifts the lock', async () => {
    const account = await accountOf(role);
    await lockOut(role, account.email);

    // The owner's own password is refused too, but the answer offers the way through.
    const locked = await post(PATHS[role].login, account);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: AccountMessages.throttled, signInCode: true });

    const requested = await post(PATHS[role].code, { email: account.email });
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toEqual({ message: SignInCodeMessages.codeSent });
    const mail = (await mailsTo(account.email)).at(-1) ?? '';
    const code = mail.match(/sign-in code: (\d{6})/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    // First in the subject, where a reader or a phone's one-time-code autofill finds it.
    expect(mail).toMatch(new RegExp(`^Subject: ${code} is your Art Market sign-in code$`, 'm'));

    const signedIn = await post(PATHS[role].withCode, { email: account.email, otp: code });
    expect(signedIn.statusCode).toBe(200);
    const session = signedIn.json() as Session & { token: string };
    const me = await t.app.inject({
      method: 'GET',
      url: PATHS[role].me(session),
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(me.statusCode).toBe(200);

    // The lock is lifted: the password works again, and the code worked once.
    expect((await post(PATHS[role].login, account)).statusCode).toBe(200);
    const again = await post(PATHS[role].withCode, { email: account.email, otp: code });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ message: ResetMessages.codeInvalid });
  });
});

describe('the lock notice and the code request', () => {
  it('mails the owner once when the account gets locked, however often it is refused', async () => {
    const account = await accountOf('customer');
    await lockOut('customer', account.email);
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await post(PATHS.customer.login, { email: account.email, password: 'another-guess' })).statusCode).toBe(429);
    }
    const notices = (await mailsTo(account.email)).filter((message) =>
      message.includes('Sign-in to your Art Market account is paused'),
    );
    expect(notices).toHaveLength(1);
  });

  it('answers an unknown address as a known one and mails nothing', async () => {
    const unknown = 'nobody.here@example.com';
    const answer = await post(PATHS.customer.code, { email: unknown });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: SignInCodeMessages.codeSent });
    expect(await mailsTo(unknown)).toEqual([]);
    await lockOut('customer', unknown);
    expect((await post(PATHS.customer.login, { email: unknown, password: 'x-guess-123' })).statusCode).toBe(429);
    expect(await mailsTo(unknown)).toEqual([]);
  });

  it('refuses a wrong code without signing in or lifting the lock', async () => {
    const account = await accountOf('vendor');
    await lockOut('vendor', account.email);
    await post(PATHS.vendor.code, { email: account.email });
    const code = (await mailsTo(account.email)).at(-1)?.match(/sign-in code: (\d{6})/)?.[1] as string;
    const wrong = code === '000000' ? '000001' : '000000';
    const refused = await post(PATHS.vendor.withCode, { email: account.email, otp: wrong });
    expect(refused.statusCode).toBe(401);
    expect((await post(PATHS.vendor.login, account)).statusCode).toBe(429);
  });
});
