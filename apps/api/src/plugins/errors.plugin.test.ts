import { Writable } from 'node:stream';
import { ErrorMessages } from '@art-market/domain/copy';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createVendor, customerInput } from '#api/test/factories.ts';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';

/** Every line the app logs, as written. */
const logLines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { logger: { stream } });
});
afterAll(() => t.close());

const bankAccount = (accountNumber: string) => ({
  accountHolderName: 'Meera Iyer',
  bankName: 'State Bank of India',
  accountNumber,
  ifscCode: 'SBIN0001234',
  bankAddress: 'MG Road, Bengaluru',
});
const addBankAccount = (vendor: { id: string; token: string; fields: { password: string } }, accountNumber: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/vendordashboard/${vendor.id}/bank-accounts`,
    headers: bearer(vendor.token),
    payload: { ...bankAccount(accountNumber), currentPassword: vendor.fields.password },
  });

describe('a unique-constraint violation', () => {
  it('answers 409 with the generic message where no service named it, never 500', async () => {
    // A rule the bank-account service does not know about: only the database can refuse the second write.
    await t.database.db.execute(sql`create unique index test_bank_accounts_number_key on bank_accounts (account_number)`);
    try {
      const [first, second] = [await createVendor(t.app), await createVendor(t.app)];
      expect((await addBankAccount(first, '987654321098')).statusCode).toBe(201);
      const duplicate = await addBankAccount(second, '987654321098');
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json()).toEqual({ message: ErrorMessages.alreadyExists });
    } finally {
      await t.database.db.execute(sql`drop index test_bank_accounts_number_key`);
    }
  });

  it('leaves two parallel "first" bank accounts of a vendor at 201 or 409, with one default', async () => {
    const vendor = await createVendor(t.app);
    const answers = await Promise.all(
      ['111122223333', '444455556666', '777788889999'].map((number) => addBankAccount(vendor, number)),
    );
    for (const answer of answers) expect([201, 409]).toContain(answer.statusCode);
    const accounts = (
      await t.app.inject({ method: 'GET', url: `/api/vendordashboard/${vendor.id}/bank-accounts`, headers: bearer(vendor.token) })
    ).json();
    expect(accounts.filter((account: { isDefault: boolean }) => account.isDefault)).toHaveLength(1);
  });
});

describe('the log of a 500', () => {
  it('carries neither the failing query parameters, nor the row, nor the query string', async () => {
    // Any new customer row now fails inside PostgreSQL, with the e-mail and password hash as parameters.
    await t.database.db.execute(sql`alter table customers add constraint test_refuse_rows check (false) not valid`);
    try {
      const customer = customerInput({ email: 'secret.person@example.com' });
      logLines.length = 0;
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/Customer/register?invite=secret-invite-code',
        payload: customer,
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: ErrorMessages.serverError });
      const log = logLines.join('');
      const failure = logLines.find((line) => line.includes('request failed')) ?? '';
      expect(failure).toContain('"path":"/api/Customer/register"');
      expect(failure).toContain('Failed query: insert into \\"customers\\"');
      expect(failure).toContain('test_refuse_rows');
      expect(log).toContain('"url":"/api/Customer/register"');
      for (const secret of ['secret.person@example.com', '$argon2', 'secret-invite-code', 'params:', 'Failing row']) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await t.database.db.execute(sql`alter table customers drop constraint test_refuse_rows`);
    }
  });
});
