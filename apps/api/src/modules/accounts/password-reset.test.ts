import { type AddressInfo, createServer } from 'node:net';
import { RESET_CODE_REQUEST_COOLDOWN_MS, type Role } from '@art-market/domain/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '#api/db/schema.ts';
import { bearer, createCustomer, createVendor } from '#api/test/factories.ts';
import { addDemoAdmin, createTestApp, mailedResetCode, sentMail, TEST_ADMIN, type TestApp } from '#api/test/test-app.ts';

let t: TestApp;
let clockOffset = 0;
beforeAll(async () => {
  t = await createTestApp();
  // Tests move this clock to expire codes and pass cooldowns; the app reads it through its `now`.
  (t.app.ctx as { now: () => Date }).now = () => new Date(Date.now() + clockOffset);
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
    const code = await mailedResetCode(t, account.email);

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
      clockOffset += RESET_CODE_REQUEST_COOLDOWN_MS;
      try {
        await call(role, 'forgot-password', { email: account.email });
        const restore = await mailedResetCode(t, account.email);
        await call(role, 'reset-password', { email: account.email, otp: restore, newPassword: TEST_ADMIN.password });
      } finally {
        clockOffset = 0;
      }
    }
  });
});

describe('reset code rules', () => {
  it('answers an unknown e-mail exactly like a known one and mails nothing', async () => {
    const known = await accountOf('customer');
    const before = (await sentMail(t)).length;
    const unknownAnswer = await call('customer', 'forgot-password', { email: 'nobody-here@example.com' });
    expect((await sentMail(t)).length).toBe(before);
    const knownAnswer = await call('customer', 'forgot-password', { email: known.email });
    expect(unknownAnswer.statusCode).toBe(knownAnswer.statusCode);
    expect(unknownAnswer.json()).toEqual(knownAnswer.json());
    expect((await call('customer', 'verify-otp', { email: 'nobody-here@example.com', otp: '123456' })).json()).toEqual({
      valid: false,
      message: 'Invalid or expired OTP',
    });
  });

  it('puts the code first in the subject, where a reader or a phone finds it before anything else', async () => {
    const account = await accountOf('customer');
    await call('customer', 'forgot-password', { email: account.email });
    const message = (await sentMail(t)).filter((mail) => mail.includes(`To: ${account.email}`)).at(-1) ?? '';
    const code = message.match(/verification code: (\d{6})/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(message).toMatch(new RegExp(`^Subject: ${code} is your Art Market verification code$`, 'm'));
    expect(await mailedResetCode(t, account.email)).toBe(code);
  });

  it('stores only a hash of the code', async () => {
    const account = await accountOf('customer');
    await call('customer', 'forgot-password', { email: account.email });
    const code = await mailedResetCode(t, account.email);
    const rows = await t.database.db.query.passwordResetCodes.findMany();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.codeHash.includes(code))).toBe(false);
  });

  it('expires a code after 5 minutes', async () => {
    const account = await accountOf('vendor');
    await call('vendor', 'forgot-password', { email: account.email });
    const code = await mailedResetCode(t, account.email);
    clockOffset += 5 * 60 * 1000 + 1000;
    try {
      expect((await call('vendor', 'verify-otp', { email: account.email, otp: code })).json().valid).toBe(false);
    } finally {
      clockOffset = 0;
    }
  });

  it('voids a code after 5 wrong tries, even for the right code afterwards', async () => {
    const account = await accountOf('customer');
    await call('customer', 'forgot-password', { email: account.email });
    const code = await mailedResetCode(t, account.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await call('customer', 'verify-otp', { email: account.email, otp: wrong })).json().valid).toBe(false);
    }
    expect((await call('customer', 'verify-otp', { email: account.email, otp: code })).json().valid).toBe(false);
  });

  it('voids the earlier code when a new one is requested', async () => {
    const account = await accountOf('customer');
    await call('customer', 'forgot-password', { email: account.email });
    const first = await mailedResetCode(t, account.email);
    const mailed = (await sentMail(t)).length;
    clockOffset += RESET_CODE_REQUEST_COOLDOWN_MS;
    try {
      await call('customer', 'forgot-password', { email: account.email });
      expect((await sentMail(t)).length).toBe(mailed + 1);
      const second = await mailedResetCode(t, account.email);
      if (first !== second) {
        expect((await call('customer', 'verify-otp', { email: account.email, otp: first })).json().valid).toBe(false);
      }
      expect((await call('customer', 'verify-otp', { email: account.email, otp: second })).json().valid).toBe(true);
    } finally {
      clockOffset = 0;
    }
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

describe('reset codes under parallel guesses and repeated requests', () => {
  const codeRows = (email: string) =>
    t.database.db.query.passwordResetCodes.findMany({
      where: (code, { eq, inArray }) =>
        inArray(code.accountId, t.database.db.select({ id: customers.id }).from(customers).where(eq(customers.email, email))),
    });

  // Embedded PGlite answers within microtasks, so requests barely interleave; on PostgreSQL
  // (npm run test:api:pg) a read-then-update counter lets all 50 guesses through.
  it('compares at most 5 of 50 parallel wrong guesses, and the right code is void afterwards', async () => {
    const account = await accountOf('customer');
    await call('customer', 'forgot-password', { email: account.email });
    const code = await mailedResetCode(t, account.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => call('customer', 'verify-otp', { email: account.email, otp: wrong })),
    );
    expect(answers.every((answer) => answer.json().valid === false)).toBe(true);
    expect((await codeRows(account.email)).map((row) => row.failedAttempts)).toEqual([5]);
    expect((await call('customer', 'verify-otp', { email: account.email, otp: code })).json().valid).toBe(false);
    const reset = await call('customer', 'reset-password', {
      email: account.email,
      otp: code,
      newPassword: 'a-brand-new-secret',
    });
    expect(reset.statusCode).toBe(400);
  });

  it('does not count the right code as a wrong try', async () => {
    const account = await accountOf('customer');
    await call('customer', 'forgot-password', { email: account.email });
    const code = await mailedResetCode(t, account.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 4; attempt++) await call('customer', 'verify-otp', { email: account.email, otp: wrong });
    expect((await call('customer', 'verify-otp', { email: account.email, otp: code })).json().valid).toBe(true);
    expect((await codeRows(account.email)).map((row) => row.failedAttempts)).toEqual([4]);
    const reset = await call('customer', 'reset-password', {
      email: account.email,
      otp: code,
      newPassword: 'a-brand-new-secret',
    });
    expect(reset.statusCode).toBe(200);
  });

  it('answers a request inside the cooldown like any other, with no new code and no mail', async () => {
    const account = await accountOf('customer');
    const first = await call('customer', 'forgot-password', { email: account.email });
    const code = await mailedResetCode(t, account.email);
    const mailed = (await sentMail(t)).length;
    const again = await call('customer', 'forgot-password', { email: account.email });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    expect((await sentMail(t)).length).toBe(mailed);
    expect(await codeRows(account.email)).toHaveLength(1);
    expect((await call('customer', 'verify-otp', { email: account.email, otp: code })).json().valid).toBe(true);
  });

  it('issues one code for parallel requests of one account', async () => {
    const account = await accountOf('customer');
    const mailed = (await sentMail(t)).length;
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => call('customer', 'forgot-password', { email: account.email })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await codeRows(account.email)).toHaveLength(1);
    expect((await sentMail(t)).length).toBe(mailed + 1);
  });
});

describe('reset code mail that cannot be delivered', () => {
  it('answers an existing account exactly like an unknown e-mail when SMTP fails', async () => {
    const port = await closedPort();
    const broken = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const customer = await createCustomer(broken.app);
      const ask = (email: string) =>
        broken.app.inject({
          method: 'POST',
          url: '/api/customer/forgot-password',
          payload: { email },
          remoteAddress: '10.7.0.1',
        });
      const known = await ask(customer.input.email);
      const unknown = await ask('nobody-at-all@example.com');
      expect(known.statusCode).toBe(200);
      expect(known.statusCode).toBe(unknown.statusCode);
      expect(known.json()).toEqual(unknown.json());
      await broken.app.ctx.mail.drain();
    } finally {
      await broken.close();
    }
  });
});

/** A local port nobody listens on: connecting to it is refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
