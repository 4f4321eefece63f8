import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailVerificationTokens } from '#api/db/schema.ts';
import { bearer, createCustomer, createVendor } from '#api/test/factories.ts';
import { createTestApp, mailedVerificationToken, sentMail, type TestApp } from '#api/test/test-app.ts';

let t: TestApp;
let clockOffsetMs = 0;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(Date.now() + clockOffsetMs) });
});
afterAll(() => t.close());

const confirm = (token: string) => t.app.inject({ method: 'POST', url: '/api/email-verification/confirm', payload: { token } });
const profileOf = async (token: string) =>
  (
    (await t.app.inject({ method: 'GET', url: '/api/CustomerDashboard/initial-data', headers: bearer(token) })).json() as {
      profile: { emailVerified: boolean; email: string };
    }
  ).profile;
const resend = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/Customer/resend-verification', headers: bearer(token) });

const INVALID = 'This verification link is invalid or has already been used. Sign in and ask for a new one.';

describe('verifying a customer’s address', () => {
  it('mails a link at registration that verifies the address once, without a session', async () => {
    const customer = await createCustomer(t.app, {}, { verified: false });
    expect((await profileOf(customer.token)).emailVerified).toBe(false);
    const token = await mailedVerificationToken(t, customer.input.email);
    const mail = (await sentMail(t)).find((message) => message.includes(`To: ${customer.input.email}`)) ?? '';
    expect(mail).toContain('Subject: Please verify your Art Market email address');
    expect(mail).toContain(`http://localhost:5145/verify-email?token=`);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: 'Your email address is verified. Thank you!', role: 'customer' });
    expect((await profileOf(customer.token)).emailVerified).toBe(true);

    const reused = await confirm(token);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(INVALID);
  });

  it('keeps only the hash of the token', async () => {
    const customer = await createCustomer(t.app, {}, { verified: false });
    const token = await mailedVerificationToken(t, customer.input.email);
    const rows = await t.database.db
      .select()
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.accountId, customer.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('refuses a wrong token and an expired one, and changes nothing', async () => {
    const customer = await createCustomer(t.app, {}, { verified: false });
    const token = await mailedVerificationToken(t, customer.input.email);
    const wrong = await confirm(`${token.slice(0, -2)}xx`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(INVALID);
    expect((await confirm('')).statusCode).toBe(400);

    clockOffsetMs = 48 * 60 * 60 * 1000 + 1000;
    try {
      const expired = await confirm(token);
      expect(expired.statusCode).toBe(400);
      expect(expired.json().message).toBe('This verification link has expired. Sign in and ask for a new one.');
    } finally {
      clockOffsetMs = 0;
    }
    expect((await profileOf(customer.token)).emailVerified).toBe(false);
  });

  it('confirms through GET as well, for a link opened directly', async () => {
    const customer = await createCustomer(t.app, {}, { verified: false });
    const token = await mailedVerificationToken(t, customer.input.email);
    const confirmed = await t.app.inject({
      method: 'GET',
      url: `/api/email-verification/confirm?token=${encodeURIComponent(token)}`,
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await profileOf(customer.token)).emailVerified).toBe(true);
  });

  it('resends a new link on request, voiding the old one, at most 3 times in 15 minutes', async () => {
    const customer = await createCustomer(t.app, {}, { verified: false });
    const first = await mailedVerificationToken(t, customer.input.email);
    const resent = await resend(customer.token);
    expect(resent.statusCode).toBe(200);
    expect(resent.json().message).toBe('We sent a new verification link to your email address. It works once, within 48 hours.');
    const second = await mailedVerificationToken(t, customer.input.email);
    expect(second).not.toBe(first);
    expect((await confirm(first)).statusCode).toBe(400);

    expect((await resend(customer.token)).statusCode).toBe(200);
    expect((await resend(customer.token)).statusCode).toBe(200);
    expect((await resend(customer.token)).statusCode).toBe(429);

    expect((await confirm(await mailedVerificationToken(t, customer.input.email))).statusCode).toBe(200);
    expect((await resend(customer.token)).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'POST', url: '/api/Customer/resend-verification' })).statusCode).toBe(401);
  });

  it('makes a changed address unverified again and mails the new one its own link', async () => {
    const customer = await createCustomer(t.app);
    expect((await profileOf(customer.token)).emailVerified).toBe(true);
    const newEmail = `moved.${Date.now()}@example.com`;
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/CustomerDashboard/profile',
      headers: bearer(customer.token),
      payload: {
        firstName: 'Asha',
        lastName: 'Rao',
        email: newEmail,
        mobileNumber: '+91 98765 43210',
        country: 'India',
        currentPassword: customer.input.passwordHash,
      },
    });
    expect(changed.statusCode).toBe(200);
    const session = changed.json() as { token: string; profile: { emailVerified: boolean } };
    expect(session.profile.emailVerified).toBe(false);

    // A link mailed to the old address proves nothing about the new one.
    const token = await mailedVerificationToken(t, newEmail);
    expect((await confirm(token)).statusCode).toBe(200);
    expect((await profileOf(session.token)).emailVerified).toBe(true);
  });
});

describe('verifying a vendor’s address', () => {
  it('mails a link at registration; the studio profile says whether it was opened', async () => {
    const vendor = await createVendor(t.app);
    const profile = async () =>
      (
        await t.app.inject({ method: 'GET', url: `/api/vendordashboard/profile/${vendor.id}`, headers: bearer(vendor.token) })
      ).json() as { emailVerified: boolean };
    expect((await profile()).emailVerified).toBe(false);
    const confirmed = await confirm(await mailedVerificationToken(t, vendor.fields.email));
    expect(confirmed.json()).toMatchObject({ role: 'vendor' });
    expect((await profile()).emailVerified).toBe(true);
  });
});
