import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '#api/test/factories.ts';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import type { Database } from './client.ts';
import { placeholderFor, preparedStatement } from './prepared-statement.ts';
import { customers, sessions } from './schema.ts';

// The contract preparedStatement relies on. It runs Drizzle's own prepared queries on the connection it is
// handed (the pool's, or a transaction's) through the session's `prepareQuery` and the run-time fields of a
// prepared query, neither of which Drizzle's types promise. The version is pinned exactly, and these tests
// fail on an upgrade that changes either, before any route does.

let t: TestApp;
let db: Database;
beforeAll(async () => {
  t = await createTestApp();
  db = t.app.ctx.db;
});
afterAll(() => t.close());

const apiPackage = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

const customerByEmail = preparedStatement('contract_customer_by_email', (database) =>
  database
    .select({ id: customers.id, email: customers.email, sessionId: sessions.id })
    .from(customers)
    .leftJoin(sessions, and(eq(sessions.accountId, customers.id), eq(sessions.role, sql.placeholder('role'))))
    .where(eq(customers.email, sql.placeholder('email'))),
);
const renameCustomer = preparedStatement('contract_rename_customer', (database) =>
  database
    .update(customers)
    .set({ firstName: sql.placeholder('firstName') as unknown as string, createdAt: placeholderFor('now', customers.createdAt) })
    .where(eq(customers.id, sql.placeholder('id')))
    .returning({ firstName: customers.firstName, createdAt: customers.createdAt }),
);
const countCustomers = preparedStatement('contract_count_customers', () => sql`select count(*)::int as count from customers`);

describe('the Drizzle internals prepared statements use', () => {
  it('is the exact Drizzle version these tests were written against', () => {
    const entry = createRequire(import.meta.url).resolve('drizzle-orm');
    const manifest = JSON.parse(readFileSync(path.join(path.dirname(entry), 'package.json'), 'utf8')) as { version: string };
    const installed = manifest.version;
    expect(apiPackage.dependencies['drizzle-orm']).toBe(installed);
    expect(installed).toBe('0.45.4');
  });

  it("keeps prepareQuery on the session and a prepared query's run-time fields", () => {
    expect(typeof db._.session.prepareQuery).toBe('function');
    const prepared = db.select({ id: customers.id }).from(customers).prepare('contract_shape') as unknown as Record<
      string,
      unknown
    >;
    expect(typeof prepared.getQuery).toBe('function');
    expect(typeof prepared.isResponseInArrayMode).toBe('function');
    expect(prepared).toHaveProperty('fields');
    expect(prepared).toHaveProperty('joinsNotNullableMap');
  });

  it('maps a select as Drizzle does, a left join without a match included', async () => {
    const { input } = await createCustomer(t.app);
    const email = input.email.toLowerCase();
    const [matched] = await customerByEmail(db, { email, role: 'customer' });
    expect(matched).toMatchObject({ email, sessionId: expect.any(String) });
    // No session of that role: the joined columns come back as null, not as a row of nulls' fields.
    const [unmatched] = await customerByEmail(db, { email, role: 'admin' });
    expect(unmatched).toEqual({ id: matched?.id, email, sessionId: null });
  });

  it("runs on a transaction's own connection and encodes placeholders as their columns do", async () => {
    const customer = await createCustomer(t.app);
    const now = new Date('2026-01-02T03:04:05.000Z');
    await db
      .transaction(async (tx) => {
        const [renamed] = await renameCustomer(tx, { id: customer.id, firstName: 'Inside', now });
        expect(renamed).toEqual({ firstName: 'Inside', createdAt: now });
        throw new Error('roll back');
      })
      .catch((error: Error) => expect(error.message).toBe('roll back'));
    const [after] = await db.select({ firstName: customers.firstName }).from(customers).where(eq(customers.id, customer.id));
    expect(after?.firstName).not.toBe('Inside');
  });

  it("answers the driver's result for raw SQL", async () => {
    const result = (await countCustomers(db)) as { rows: { count: number }[] };
    expect(result.rows[0]?.count).toBeGreaterThan(0);
  });
});
