import { AccountMessages, TwoFactorMessages } from '@art-market/domain/copy';
import { RECOVERY_CODE_COUNT } from '@art-market/domain/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoFactorSecrets } from '#api/db/schema.ts';
import { adminToken, bearer, createVendor } from '#api/test/factories.ts';
import { addDemoAdmin, createTestApp, sentMail, TEST_ADMIN, type TestApp } from '#api/test/test-app.ts';
import { enrolThroughApi, steppingClock, twoFactorPrefix } from '#api/test/two-factor.ts';

// Two-factor authentication for vendors and admins (ADR 0034), through the HTTP API.

const clock = steppingClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  await addDemoAdmin(t);
});
afterAll(() => t.close());

// Each request from its own address unless a test says otherwise, so only the per-account limit can cut.
let addressCounter = 0;
const nextAddress = () => `10.80.${Math.floor(addressCounter / 250) % 250}.${(addressCounter++ % 250) + 1}`;
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: nextAddress() });

type Vendor = Awaited<ReturnType<typeof createVendor>>;
const vendorLogin = (vendor: Vendor) =>
  post('/api/vendor/login', { email: vendor.fields.email, password: vendor.fields.password });
const secondStep = (secondStepToken: string, code: string) => post('/api/vendor/login/second-step', { secondStepToken, code });
const status = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: twoFactorPrefix.vendor, headers: bearer(token) })).json();

async function enrolledVendor() {
  const vendor = await createVendor(t.app);
  return { vendor, ...(await enrolThroughApi(t.app, clock, 'vendor', vendor.token)) };
}

async function secondStepToken(vendor: Vendor): Promise<string> {
  const login = await vendorLogin(vendor);
  expect(login.statusCode).toBe(200);
  expect(login.json()).toEqual({ secondStep: true, secondStepToken: expect.any(String) });
  return login.json().secondStepToken;
}

describe('enrolment', () => {
  it('shows a secret and a QR code, turns on with a first code and answers ten recovery codes once', async () => {
    const vendor = await createVendor(t.app);
    expect(await status(vendor.token)).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });

    const started = await post(`${twoFactorPrefix.vendor}/enrolment`, {}, bearer(vendor.token));
    expect(started.statusCode).toBe(200);
    const { secret, otpauthUrl, qrCode } = started.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    // SHA-1, 6 digits and 30 seconds are what apps assume, so the URI leaves them out.
    expect(otpauthUrl).toBe(
      `otpauth://totp/Art%20Market:${encodeURIComponent(vendor.fields.email)}?secret=${secret}&issuer=Art%20Market`,
    );
    expect(Buffer.from(qrCode.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toMatch(/^<svg/);

    // Not on until a code proves the app has the secret; a wrong one is a field error.
    const wrong = await post(`${twoFactorPrefix.vendor}/confirm`, { code: '000000' }, bearer(vendor.token));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: TwoFactorMessages.codeWrong, errors: { code: TwoFactorMessages.codeWrong } });
    expect((await vendorLogin(vendor)).json().token).toEqual(expect.any(String));

    const confirmed = await post(`${twoFactorPrefix.vendor}/confirm`, { code: await clock.code(secret) }, bearer(vendor.token));
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = confirmed.json();
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(await status(vendor.token)).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });

    // Never answered again, and stored sealed: the table does not hold the secret.
    const again = await post(`${twoFactorPrefix.vendor}/enrolment`, {}, bearer(vendor.token));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: TwoFactorMessages.alreadyOn });
    const rows = await t.app.ctx.db.select().from(twoFactorSecrets);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.sealedSecret).not.toContain(secret);
  });

  it('needs a started set-up before a code, and is not for customers', async () => {
    const vendor = await createVendor(t.app);
    const early = await post(`${twoFactorPrefix.vendor}/confirm`, { code: '123456' }, bearer(vendor.token));
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(TwoFactorMessages.noEnrolment);
    expect((await post(`${twoFactorPrefix.vendor}/enrolment`, {})).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/Customer/two-factor' })).statusCode).toBe(404);
  });
});

describe('signing in with the factor on', () => {
  it('asks for the code after the password, and the second-step token is not a session', async () => {
    const { vendor, secret } = await enrolledVendor();
    const token = await secondStepToken(vendor);
    const asSession = await t.app.inject({
      method: 'GET',
      url: `/api/vendordashboard/profile/${vendor.id}`,
      headers: bearer(token),
    });
    expect(asSession.statusCode).toBe(401);

    const signedIn = await secondStep(token, await clock.code(secret));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ vendorId: vendor.id, token: expect.any(String) });
    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/vendordashboard/profile/${vendor.id}`,
      headers: bearer(signedIn.json().token),
    });
    expect(profile.statusCode).toBe(200);
  });

  it('refuses a code already used, even on a new second step within its 30 seconds', async () => {
    const { vendor, secret } = await enrolledVendor();
    const code = await clock.code(secret);
    expect((await secondStep(await secondStepToken(vendor), code)).statusCode).toBe(200);
    const replay = await secondStep(await secondStepToken(vendor), code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ message: TwoFactorMessages.signInCodeWrong });
    // The code the confirmation used is spent too (the enrolment moved the clock on one step since).
    clock.advanceSteps(1);
    expect((await secondStep(await secondStepToken(vendor), await clock.code(secret))).statusCode).toBe(200);
  });

  it('takes a code one step early or late, not two', async () => {
    const { vendor, secret } = await enrolledVendor();
    clock.advanceSteps(2);
    expect((await secondStep(await secondStepToken(vendor), await clock.code(secret, -2))).statusCode).toBe(401);
    expect((await secondStep(await secondStepToken(vendor), await clock.code(secret, 2))).statusCode).toBe(401);
    expect((await secondStep(await secondStepToken(vendor), await clock.code(secret, -1))).statusCode).toBe(200);
    expect((await secondStep(await secondStepToken(vendor), await clock.code(secret, 1))).statusCode).toBe(200);
    // Once a later step was used, an earlier one is refused even inside the window.
    expect((await secondStep(await secondStepToken(vendor), await clock.code(secret, 0))).statusCode).toBe(401);
  });

  it('takes each recovery code in place of a code once', async () => {
    const { vendor, recoveryCodes } = await enrolledVendor();
    const [first = ''] = recoveryCodes;
    const typed = ` ${first.toUpperCase().replace('-', ' ')} `;
    expect((await secondStep(await secondStepToken(vendor), typed)).statusCode).toBe(200);
    expect((await secondStep(await secondStepToken(vendor), first)).statusCode).toBe(401);
    const session = (await secondStep(await secondStepToken(vendor), recoveryCodes[1] ?? '')).json();
    expect(await status(session.token)).toMatchObject({ enabled: true, recoveryCodesLeft: 8 });
  });

  it('is not bypassed by the sign-in code mailed after a lockout', async () => {
    const { vendor, secret } = await enrolledVendor();
    for (let attempt = 0; attempt < 5; attempt++) {
      await post('/api/vendor/login', { email: vendor.fields.email, password: 'a-wrong-guess' });
    }
    expect((await vendorLogin(vendor)).statusCode).toBe(429);
    expect((await post('/api/vendor/login-code', { email: vendor.fields.email })).statusCode).toBe(200);
    const mails = (await sentMail(t)).filter((message) => message.includes(`To: ${vendor.fields.email}`));
    const otp = mails.at(-1)?.match(/sign-in code: (\d{6})/)?.[1];
    const withCode = await post('/api/vendor/login-with-code', { email: vendor.fields.email, otp });
    expect(withCode.statusCode).toBe(200);
    expect(withCode.json()).toEqual({ secondStep: true, secondStepToken: expect.any(String) });
    expect((await secondStep(withCode.json().secondStepToken, await clock.code(secret))).statusCode).toBe(200);
  });

  it('counts wrong codes against the sign-in limits, which a right password does not clear', async () => {
    const { vendor, secret } = await enrolledVendor();
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await secondStep(await secondStepToken(vendor), '000000')).statusCode).toBe(401);
    }
    // A new login with the right password does not start the count afresh.
    const token = await secondStepToken(vendor);
    expect((await secondStep(token, '000001')).statusCode).toBe(401);
    expect((await secondStep(token, 'not-a-recovery-code')).statusCode).toBe(401);
    const locked = await secondStep(token, await clock.code(secret));
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: AccountMessages.throttled, signInCode: true });
    expect((await vendorLogin(vendor)).statusCode).toBe(429);
  });

  it('refuses a second-step token after a password change, or of another role', async () => {
    const { vendor, secret } = await enrolledVendor();
    const token = await secondStepToken(vendor);
    const asAdmin = await post('/api/AdminAuth/login/second-step', { secondStepToken: token, code: await clock.code(secret) });
    expect(asAdmin.statusCode).toBe(401);
    expect(asAdmin.json()).toEqual({ message: TwoFactorMessages.secondStepExpired });
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/vendordashboard/profile/${vendor.id}/password`,
      headers: bearer(vendor.token),
      payload: { currentPassword: vendor.fields.password, newPassword: 'A-new-password-1!' },
    });
    expect(changed.statusCode).toBe(200);
    const stale = await secondStep(token, await clock.code(secret));
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toEqual({ message: TwoFactorMessages.secondStepExpired });
  });
});

describe('turning it off', () => {
  it('takes the password and a code, then the password alone signs in', async () => {
    const { vendor, secret } = await enrolledVendor();
    const off = (payload: object) => post(`${twoFactorPrefix.vendor}/disable`, payload, bearer(vendor.token));
    const noPassword = await off({ code: await clock.code(secret) });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().errors).toEqual({ currentPassword: AccountMessages.currentPasswordRequired });
    const wrongCode = await off({ currentPassword: vendor.fields.password, code: '000000' });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().errors).toEqual({ code: TwoFactorMessages.codeWrong });
    expect(await status(vendor.token)).toMatchObject({ enabled: true });

    const done = await off({ currentPassword: vendor.fields.password, code: await clock.code(secret) });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: TwoFactorMessages.turnedOff });
    expect(await status(vendor.token)).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });
    expect((await vendorLogin(vendor)).json()).toMatchObject({ token: expect.any(String), vendorId: vendor.id });
  });

  it('takes a recovery code for a lost phone, and stops at the password-check limit', async () => {
    const { vendor, recoveryCodes } = await enrolledVendor();
    const off = (code: string) =>
      post(`${twoFactorPrefix.vendor}/disable`, { currentPassword: vendor.fields.password, code }, bearer(vendor.token));
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt++) answers.push((await off('aaaaa-aaaaa')).statusCode);
    answers.push((await off(recoveryCodes[0] ?? '')).statusCode);
    // Five wrong codes use up the window's password checks: then even the right code is refused.
    expect(answers).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('works with a recovery code', async () => {
    const { vendor, recoveryCodes } = await enrolledVendor();
    const off = await post(
      `${twoFactorPrefix.vendor}/disable`,
      { currentPassword: vendor.fields.password, code: recoveryCodes[3] },
      bearer(vendor.token),
    );
    expect(off.statusCode).toBe(200);
  });
});

describe('admins', () => {
  it('sign in with the code too', async () => {
    const token = await adminToken(t.app);
    const { secret } = await enrolThroughApi(t.app, clock, 'admin', token);
    const login = await post('/api/AdminAuth/login', { email: TEST_ADMIN.email, password: TEST_ADMIN.password });
    expect(login.json()).toEqual({ secondStep: true, secondStepToken: expect.any(String) });
    const signedIn = await post('/api/AdminAuth/login/second-step', {
      secondStepToken: login.json().secondStepToken,
      code: await clock.code(secret),
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ token: expect.any(String), name: expect.any(String) });
  });
});

describe('ADMIN_REQUIRE_2FA', () => {
  it('lets an admin without the factor reach only its enrolment until it is on', async () => {
    const required = await createTestApp({ ADMIN_REQUIRE_2FA: 'true' }, { now: clock.now });
    try {
      await addDemoAdmin(required);
      const token = await adminToken(required.app);
      const orders = () => required.app.inject({ method: 'GET', url: '/api/admin/dashboard/orders', headers: bearer(token) });
      const refused = await orders();
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: TwoFactorMessages.enrolmentRequired, twoFactorEnrolment: true });
      expect((await required.app.inject({ method: 'GET', url: '/api/AdminAuth/me', headers: bearer(token) })).statusCode).toBe(
        200,
      );
      const state = await required.app.inject({ method: 'GET', url: twoFactorPrefix.admin, headers: bearer(token) });
      expect(state.json()).toEqual({ enabled: false, required: true, recoveryCodesLeft: 0 });

      await enrolThroughApi(required.app, clock, 'admin', token);
      expect((await orders()).statusCode).toBe(200);
      // Vendors are never held to it.
      const vendor = await createVendor(required.app);
      const studio = await required.app.inject({
        method: 'GET',
        url: `/api/vendordashboard/profile/${vendor.id}`,
        headers: bearer(vendor.token),
      });
      expect(studio.statusCode).toBe(200);
    } finally {
      await required.close();
    }
  });
});
