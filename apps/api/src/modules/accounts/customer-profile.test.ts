import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '#api/db/schema.ts';
import { bearer, createCustomer } from '#api/test/factories.ts';
import { createTestApp, sentMail, type TestApp } from '#api/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Customer = Awaited<ReturnType<typeof createCustomer>>;

const updateProfile = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/CustomerDashboard/profile', headers: bearer(token), payload });
const initialData = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/CustomerDashboard/initial-data', headers: bearer(token) });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/Customer/login', payload: { email, password } });
const rowOf = async (id: string) => (await t.database.db.select().from(customers).where(eq(customers.id, id)))[0];

function profileOf(customer: Customer, overrides: Record<string, unknown> = {}) {
  return {
    firstName: customer.input.firstName,
    lastName: customer.input.lastName,
    email: customer.input.email,
    mobileNumber: customer.input.mobileNumber,
    country: customer.input.country,
    ...overrides,
  };
}

describe('PUT /api/CustomerDashboard/profile', () => {
  it('saves names, phone and a country outside the list, and the session stays valid', async () => {
    const customer = await createCustomer(t.app);
    const response = await updateProfile(
      customer.token,
      profileOf(customer, { firstName: 'Ashwini', mobileNumber: '+44 7911 123456 7', country: 'Atlantis' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      profile: {
        id: customer.id,
        firstName: 'Ashwini',
        lastName: 'Rao',
        email: customer.input.email,
        mobileNumber: '+4479111234567',
        country: 'Atlantis',
        emailVerified: true,
      },
    });
    expect((await initialData(customer.token)).json().profile.firstName).toBe('Ashwini');
  });

  it.each([
    [{ firstName: ' ' }, 'firstName', 'First name is required'],
    [{ lastName: '' }, 'lastName', 'Last name is required'],
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'asha@' }, 'email', 'Please enter a valid email'],
    [{ mobileNumber: '' }, 'mobileNumber', 'Phone number is required'],
    [{ mobileNumber: '12345' }, 'mobileNumber', 'Please enter a valid phone number'],
    [{ country: '' }, 'country', 'Country is required'],
  ])('refuses %o with the form message under %s', async (overrides, field, message) => {
    const customer = await createCustomer(t.app);
    const response = await updateProfile(customer.token, profileOf(customer, overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
  });

  it('changes the e-mail only with the current password, changing nothing otherwise', async () => {
    const customer = await createCustomer(t.app);
    const newEmail = `new.${customer.input.email}`;
    const before = await rowOf(customer.id);

    const missing = await updateProfile(customer.token, profileOf(customer, { email: newEmail, firstName: 'Changed' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ currentPassword: 'Please enter your current password to change your email' });

    const wrong = await updateProfile(
      customer.token,
      profileOf(customer, { email: newEmail, firstName: 'Changed', currentPassword: 'not-my-password' }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ currentPassword: 'Current password is incorrect' });
    expect(await rowOf(customer.id)).toEqual(before);
  });

  it('with the password: new e-mail, old tokens void, a fresh token, and the OLD address told', async () => {
    const customer = await createCustomer(t.app);
    const newEmail = `moved.${customer.input.email}`;
    const response = await updateProfile(
      customer.token,
      profileOf(customer, { email: newEmail.toUpperCase(), currentPassword: customer.input.passwordHash }),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json() as { profile: { email: string }; token: string };
    expect(body.profile.email).toBe(newEmail);

    expect((await initialData(customer.token)).statusCode).toBe(401);
    expect((await initialData(body.token)).statusCode).toBe(200);
    expect((await login(newEmail, customer.input.passwordHash)).statusCode).toBe(200);
    expect((await login(customer.input.email, customer.input.passwordHash)).statusCode).toBe(401);

    // The shared accounts notice (the vendor studio sends the same one).
    const notice = (await sentMail(t)).findLast((message) => message.includes(`To: ${customer.input.email}`));
    expect(notice).toContain('Your Art Market email address was changed');
    expect(notice).toContain('every other signed-in session was ended');
  });

  it('treats a change of letter case as the same e-mail (no password needed)', async () => {
    const customer = await createCustomer(t.app);
    const response = await updateProfile(customer.token, profileOf(customer, { email: customer.input.email.toUpperCase() }));
    expect(response.statusCode).toBe(200);
    expect(response.json().token).toBeUndefined();
    expect((await initialData(customer.token)).statusCode).toBe(200);
  });

  it("answers 409 for another customer's e-mail and keeps the account as it was", async () => {
    const customer = await createCustomer(t.app);
    const other = await createCustomer(t.app);
    const before = await rowOf(customer.id);
    const response = await updateProfile(
      customer.token,
      profileOf(customer, { email: other.input.email, currentPassword: customer.input.passwordHash }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toEqual({ email: 'An account with this email already exists' });
    expect(await rowOf(customer.id)).toEqual(before);
    expect((await initialData(customer.token)).statusCode).toBe(200);
  });

  it('stops guessing the current password after five wrong tries', async () => {
    const customer = await createCustomer(t.app);
    const attempt = (currentPassword: string) =>
      updateProfile(customer.token, profileOf(customer, { email: `guess.${customer.input.email}`, currentPassword }));
    for (let index = 0; index < 5; index += 1) expect((await attempt(`wrong-${index}`)).statusCode).toBe(400);
    expect((await attempt(customer.input.passwordHash)).statusCode).toBe(429);
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/api/CustomerDashboard/profile', payload: {} });
    expect(response.statusCode).toBe(401);
  });
});
