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

type Vendor = { id: string; token: string };
const add = (vendor: Vendor, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/vendordashboard/${vendor.id}/bank-accounts`,
    headers: bearer(vendor.token),
    payload,
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
      payload: account({ bankName: 'Axis Bank', isDefault: true }),
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
      payload: account({ bankName: 'Axis Bank', accountNumber: '99998888', isDefault: true }),
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
