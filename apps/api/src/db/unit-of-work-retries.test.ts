import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '#api/context.ts';
import { mailOutbox } from '#api/db/schema.ts';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { TRANSACTION_ATTEMPTS, withTransaction } from './unit-of-work.ts';

// A transaction PostgreSQL rolls back as a deadlock's loser (40P01) or for a serialization conflict
// (40001) is run again a few times; effects after the commit happen once, for the attempt that committed.

let t: TestApp;
let ctx: AppContext;
beforeAll(async () => {
  t = await createTestApp();
  ctx = t.app.ctx;
});
afterAll(() => t.close());

/** What PostgreSQL answers the loser of a deadlock, raised by the database itself. */
const loseADeadlock = (tx: AppContext['db']) =>
  tx.execute(sql`do $$ begin raise exception 'deadlock detected' using errcode = '40P01'; end $$`);

const mailTo = async (to: string) => (await ctx.db.select().from(mailOutbox).where(sql`${mailOutbox.recipient} = ${to}`)).length;

describe('withTransaction', () => {
  it('runs again a transaction that lost a deadlock; mail and effects happen once, for the commit', async () => {
    let attempts = 0;
    let effects = 0;
    const answer = await withTransaction(ctx, async (tx, after) => {
      attempts += 1;
      await after.mail({ to: 'retry@example.com', subject: 'Once', text: 'once', html: '' });
      after.run(() => {
        effects += 1;
      });
      if (attempts < 3) await loseADeadlock(tx);
      return 'committed';
    });
    expect(answer).toBe('committed');
    expect(attempts).toBe(3);
    expect(effects).toBe(1);
    expect(await mailTo('retry@example.com')).toBe(1);
  });

  it(`gives up after ${TRANSACTION_ATTEMPTS} attempts and answers the database's error`, async () => {
    let attempts = 0;
    let effects = 0;
    const failing = withTransaction(ctx, async (tx, after) => {
      attempts += 1;
      await after.mail({ to: 'given-up@example.com', subject: 'Never', text: 'never', html: '' });
      after.run(() => {
        effects += 1;
      });
      await loseADeadlock(tx);
    });
    await expect(failing).rejects.toMatchObject({ cause: expect.objectContaining({ code: '40P01' }) });
    expect(attempts).toBe(TRANSACTION_ATTEMPTS);
    expect(effects).toBe(0);
    expect(await mailTo('given-up@example.com')).toBe(0);
  });

  it('does not run again a transaction that failed for another reason', async () => {
    let attempts = 0;
    const failing = withTransaction(ctx, async (tx) => {
      attempts += 1;
      await tx.execute(sql`do $$ begin raise exception 'no such thing' using errcode = '23505'; end $$`);
    });
    await expect(failing).rejects.toThrow();
    expect(attempts).toBe(1);
  });
});
