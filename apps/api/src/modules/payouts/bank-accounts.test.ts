import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createVendor } from '#api/test/factories.ts';
import { createTestApp, sentMail, type TestApp } from '#api/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const account = (overrides: Record<string, unknown> = {}) => ({
  accountHolderName: 'Meera Iyer',
  bankName: 'State Bank of India',
  accountNumber: '1234 5678 9012',
  accountType: 0,
  ifscCode: 'sbin0001234',
  iban: '',
  routingNumber: '',
  swiftCode: 'SBININBB',
  bankAddress: 'MG Road, Bengaluru',
  ...overrides,
});

type Vendor = { id: string; token: string; fields: { email: string; password: string } };
/** Adds an account with the vendor's password, unless the payload says otherwise. */
const add = (vendor: Vendor, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/vendordashboard/${vendor.id}/bank-accounts`,
    headers: bearer(vendor.token),
    payload: { currentPassword: vendor.fields.password, ...payload },
  });
const list = async (vendor: Vendor) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/vendordashboard/${vendor.id}/bank-accounts`, headers: bearer(vendor.token) })
  ).json();

describe('bank accounts', () => {
  it('makes the first account the default and normalises codes', async () => {
    const vendor = await createVendor(t.app);
    const first = await add(vendor, account());
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ isDefault: true, accountNumber: '123456789012', ifscCode: 'SBIN0001234' });
    const second = await add(vendor, account({ bankName: 'HDFC Bank' }));
    expect(second.json().isDefault).toBe(false);
    expect((await list(vendor)).map((row: { isDefault: boolean }) => row.isDefault)).toEqual([true, false]);
  });

  it.each([
    [{ accountHolderName: '' }, 'accountHolderName', 'Account holder name is required'],
    [{ bankName: ' ' }, 'bankName', 'Bank name is required'],
    [{ accountNumber: '' }, 'accountNumber', 'Account number is required'],
    [{ accountNumber: '1234567' }, 'accountNumber', 'Account number must be at least 8 digits'],
    [{ bankAddress: '' }, 'bankAddress', 'Bank address is required'],
    [{ ifscCode: 'SBIN1001234' }, 'ifscCode', 'Invalid IFSC code format'],
    [{ iban: 'DE12' }, 'iban', 'Invalid IBAN format'],
  ])('refuses %o', async (overrides, field, message) => {
    const vendor = await createVendor(t.app);
    const response = await add(vendor, account(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
    expect(await list(vendor)).toEqual([]);
  });

  it('refuses to edit or delete the default account, allows it for the others', async () => {
    const vendor = await createVendor(t.app);
    const main = (await add(vendor, account())).json();
    const spare = (await add(vendor, account({ bankName: 'HDFC Bank', iban: 'GB82WEST12345698765432', ifscCode: '' }))).json();
    const url = (id: string) => `/api/vendordashboard/bank-accounts/${id}`;

    const editDefault = await t.app.inject({
      method: 'PUT',
      url: url(main.id),
      headers: bearer(vendor.token),
      payload: account({ bankName: 'X Bank' }),
    });
    expect(editDefault.statusCode).toBe(400);
    expect(editDefault.json().message).toBe('Cannot update default bank account');
    const deleteDefault = await t.app.inject({ method: 'DELETE', url: url(main.id), headers: bearer(vendor.token) });
    expect(deleteDefault.statusCode).toBe(400);
    expect(deleteDefault.json().message).toBe('Cannot delete default bank account');

    const edited = await t.app.inject({
      method: 'PUT',
      url: url(spare.id),
      headers: bearer(vendor.token),
      payload: account({ bankName: 'Axis Bank' }),
    });
    expect(edited.json()).toMatchObject({ bankName: 'Axis Bank', isDefault: false });
    expect((await t.app.inject({ method: 'DELETE', url: url(spare.id), headers: bearer(vendor.token) })).statusCode).toBe(200);
    expect(await list(vendor)).toHaveLength(1);
  });

  it('moves the default when another account asks for it', async () => {
    const vendor = await createVendor(t.app);
    await add(vendor, account());
    const spare = (await add(vendor, account({ bankName: 'Axis Bank' }))).json();
    await t.app.inject({
      method: 'PUT',
      url: `/api/vendordashboard/bank-accounts/${spare.id}`,
      headers: bearer(vendor.token),
      payload: account({ bankName: 'Axis Bank', isDefault: true, currentPassword: vendor.fields.password }),
    });
    const rows = await list(vendor);
    expect(rows.filter((row: { isDefault: boolean }) => row.isDefault).map((row: { id: string }) => row.id)).toEqual([spare.id]);
  });

  it("never shows or changes another vendor's accounts", async () => {
    const vendor = await createVendor(t.app);
    const other = await createVendor(t.app);
    const theirs = (await add(other, account())).json();
    await add(other, account({ bankName: 'Second' }));
    const spare = (await list(other))[1];
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/vendordashboard/${other.id}/bank-accounts`,
          headers: bearer(vendor.token),
        })
      ).statusCode,
    ).toBe(404);
    for (const id of [theirs.id, spare.id]) {
      const put = await t.app.inject({
        method: 'PUT',
        url: `/api/vendordashboard/bank-accounts/${id}`,
        headers: bearer(vendor.token),
        payload: account(),
      });
      expect(put.statusCode).toBe(404);
      expect(
        (await t.app.inject({ method: 'DELETE', url: `/api/vendordashboard/bank-accounts/${id}`, headers: bearer(vendor.token) }))
          .statusCode,
      ).toBe(404);
    }
    expect(await list(other)).toHaveLength(2);
  });
});

describe('payout account notices', () => {
  const noticesTo = async (email: string) =>
    (await sentMail(t)).filter((mail) => mail.includes(`To: ${email}`) && mail.includes('payout account changed'));

  it('mails the vendor when an account becomes the default, showing only the last four digits', async () => {
    const vendor = await createVendor(t.app);
    await add(vendor, account({ accountNumber: '5555 6666 7777 4321' }));
    const [first, ...others] = await noticesTo(vendor.fields.email);
    expect(others).toEqual([]);
    expect(first).toContain('Subject: Your Art Market payout account changed');
    expect(first).toContain('State Bank of India');
    expect(first).toContain('4321');
    expect(first).not.toContain('5555666677774321');
    expect(first).toContain('Content-Type: text/html');

    const spare = (await add(vendor, account({ bankName: 'Axis Bank', accountNumber: '99998888' }))).json();
    expect(await noticesTo(vendor.fields.email)).toHaveLength(1);
    await t.app.inject({
      method: 'PUT',
      url: `/api/vendordashboard/bank-accounts/${spare.id}`,
      headers: bearer(vendor.token),
      payload: account({
        bankName: 'Axis Bank',
        accountNumber: '99998888',
        isDefault: true,
        currentPassword: vendor.fields.password,
      }),
    });
    const notices = await noticesTo(vendor.fields.email);
    expect(notices).toHaveLength(2);
    expect(notices[1]).toContain('Axis Bank');
    expect(notices[1]).not.toContain('99998888');
  });

  it('mails nothing for an account that is not the default', async () => {
    const vendor = await createVendor(t.app);
    await add(vendor, account());
    const spare = (await add(vendor, account({ bankName: 'HDFC Bank' }))).json();
    await t.app.inject({
      method: 'PUT',
      url: `/api/vendordashboard/bank-accounts/${spare.id}`,
      headers: bearer(vendor.token),
      payload: account({ bankName: 'HDFC Bank', bankAddress: 'Lake Road' }),
    });
    expect(await noticesTo(vendor.fields.email)).toHaveLength(1);
  });
});

describe('the current password, for a new payout destination', () => {
  const makeDefault = (vendor: Vendor, id: string, extra: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/vendordashboard/bank-accounts/${id}`,
      headers: bearer(vendor.token),
      payload: account({ bankName: 'Axis Bank', isDefault: true, ...extra }),
    });
  const defaultId = async (vendor: Vendor) =>
    (await list(vendor)).find((row: { isDefault: boolean }) => row.isDefault)?.id as string | undefined;

  it('refuses to add an account without it, or with a wrong one, and adds nothing', async () => {
    const vendor = await createVendor(t.app);
    const missing = await add(vendor, { ...account(), currentPassword: undefined });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: 'Please enter your current password to change where your payouts go',
      errors: { currentPassword: 'Please enter your current password to change where your payouts go' },
    });
    const wrong = await add(vendor, account({ currentPassword: 'not-my-password' }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ currentPassword: 'Current password is incorrect' });
    expect(await list(vendor)).toEqual([]);
    const sent = (await sentMail(t)).filter((mail) => mail.includes(`To: ${vendor.fields.email}`));
    expect(sent.filter((mail) => !mail.includes('verify your Art Market email'))).toEqual([]);
  });

  it('counts wrong ones as password checks: after 5, even the right one waits', async () => {
    const vendor = await createVendor(t.app);
    for (let guess = 0; guess < 5; guess += 1) {
      expect((await add(vendor, account({ currentPassword: `wrong-guess-${guess}` }))).statusCode).toBe(400);
    }
    const locked = await add(vendor, account());
    expect(locked.statusCode).toBe(429);
    expect(await list(vendor)).toEqual([]);
  });

  it('refuses to make an account the default without it, or with a wrong one, and keeps the default', async () => {
    const vendor = await createVendor(t.app);
    const main = (await add(vendor, account())).json();
    const spare = (await add(vendor, account({ bankName: 'Axis Bank' }))).json();
    const missing = await makeDefault(vendor, spare.id, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({
      currentPassword: 'Please enter your current password to change where your payouts go',
    });
    const wrong = await makeDefault(vendor, spare.id, { currentPassword: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ currentPassword: 'Current password is incorrect' });
    expect(await defaultId(vendor)).toBe(main.id);

    // An edit of a spare account, which does not change where payouts go, needs none.
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/vendordashboard/bank-accounts/${spare.id}`,
      headers: bearer(vendor.token),
      payload: account({ bankName: 'Axis Bank', bankAddress: 'Lake Road' }),
    });
    expect(edited.statusCode).toBe(200);
    const right = await makeDefault(vendor, spare.id, { currentPassword: vendor.fields.password });
    expect(right.statusCode).toBe(200);
    expect(await defaultId(vendor)).toBe(spare.id);
  });
});

describe('bank account change notices', () => {
  // The vendor's verification link at registration aside.
  const mailTo = async (email: string) =>
    (await sentMail(t)).filter((mail) => mail.includes(`To: ${email}`) && !mail.includes('verify your Art Market email'));

  it('mails the vendor on every change: a spare added, edited and removed, and a new default', async () => {
    const vendor = await createVendor(t.app);
    const withSubject = async (subject: string) =>
      (await mailTo(vendor.fields.email)).filter((mail) => mail.includes(`Subject: ${subject}`));
    await add(vendor, account());
    expect(await mailTo(vendor.fields.email)).toHaveLength(1);

    // A change refused mails nothing.
    await add(vendor, account({ bankName: 'Axis Bank', currentPassword: 'not-my-password' }));
    expect(await mailTo(vendor.fields.email)).toHaveLength(1);

    const spare = (await add(vendor, account({ bankName: 'Axis Bank', accountNumber: '1111 2222 3333 9876' }))).json();
    expect(await mailTo(vendor.fields.email)).toHaveLength(2);
    const [added] = await withSubject('A bank account was added to your Art Market studio');
    expect(added).toContain('9876');
    expect(added).not.toContain('111122223333');

    const url = `/api/vendordashboard/bank-accounts/${spare.id}`;
    await t.app.inject({
      method: 'PUT',
      url,
      headers: bearer(vendor.token),
      payload: account({ bankName: 'Axis Bank', accountNumber: '1111 2222 3333 5432' }),
    });
    expect(await mailTo(vendor.fields.email)).toHaveLength(3);
    const [edited] = await withSubject('A bank account was changed on your Art Market studio');
    expect(edited).toContain('5432');

    await t.app.inject({ method: 'DELETE', url, headers: bearer(vendor.token) });
    expect(await mailTo(vendor.fields.email)).toHaveLength(4);
    expect(await withSubject('A bank account was removed from your Art Market studio')).toHaveLength(1);

    const next = (await add(vendor, account({ bankName: 'HDFC Bank', isDefault: true }))).json();
    expect(next.isDefault).toBe(true);
    expect(await mailTo(vendor.fields.email)).toHaveLength(5);
    const defaults = await withSubject('Your Art Market payout account changed');
    expect(defaults).toHaveLength(2);
    expect(defaults.filter((mail) => mail.includes('HDFC Bank'))).toHaveLength(1);
  });
});
