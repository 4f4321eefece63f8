import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '#api/context.ts';
import { createTestApp, sentMail, type TestApp } from '#api/test/test-app.ts';
import { mailOutbox } from './schema.ts';
import { withTransaction } from './unit-of-work.ts';

const logLines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

let t: TestApp;
let ctx: AppContext;
beforeAll(async () => {
  t = await createTestApp({}, { logger: { stream } });
  ctx = t.app.ctx;
});
afterAll(() => t.close());

let made = 0;
/** A message with a subject of its own, to find it in the table and in the outbox folder. */
const message = (label: string) => {
  made += 1;
  return { to: 'asha@example.com', subject: `${label} ${made}`, text: `${label} text`, html: `<p>${label}</p>` };
};

/** Read outside any transaction: on PostgreSQL through another connection, so only committed rows show. */
const rowsOf = (subject: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, subject));
const wasSent = async (subject: string) => (await sentMail(t)).some((mail) => mail.includes(`Subject: ${subject}`));

describe('withTransaction', () => {
  it('sends the mail of a committed change, and answers what the work answered', async () => {
    const mail = message('Committed');
    const answer = await withTransaction(ctx, async (_tx, after) => {
      await after.mail(mail);
      return 'done';
    });
    expect(answer).toBe('done');
    expect(await wasSent(mail.subject)).toBe(true);
    expect(await rowsOf(mail.subject)).toMatchObject([{ status: 'sent', attempts: 1, recipient: 'asha@example.com' }]);
  });

  it('sends nothing and runs no effect when the work throws', async () => {
    const mail = message('Rolled back');
    const ran: string[] = [];
    const failing = withTransaction(ctx, async (_tx, after) => {
      await after.mail(mail);
      after.run(() => {
        ran.push('effect');
      });
      throw new Error('refused');
    });
    await expect(failing).rejects.toThrow('refused');
    expect(await rowsOf(mail.subject)).toEqual([]);
    expect(await wasSent(mail.subject)).toBe(false);
    expect(ran).toEqual([]);
  });

  it('runs the effects once the change is visible outside the transaction, in the order given', async () => {
    const mail = message('Effects');
    const ran: string[] = [];
    await withTransaction(ctx, async (_tx, after) => {
      await after.mail(mail);
      after.run(async () => {
        ran.push(`first saw ${(await rowsOf(mail.subject)).length} row`);
      });
      after.run(() => {
        ran.push('second');
      });
      expect(ran).toEqual([]);
    });
    expect(ran).toEqual(['first saw 1 row', 'second']);
  });

  it('logs a failing effect, runs the next and still answers', async () => {
    const ran: string[] = [];
    const answer = await withTransaction(ctx, async (_tx, after) => {
      after.run(() => {
        throw new Error('cache unreachable');
      });
      after.run(() => {
        ran.push('next');
      });
      return 42;
    });
    expect(answer).toBe(42);
    expect(ran).toEqual(['next']);
    const logged = logLines.filter((line) => line.includes('an effect after the commit failed'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('cache unreachable');
  });
});

describe('withTransaction inside another', () => {
  it("holds the inner unit's effects until the outermost commit, in the order they were given", async () => {
    const mail = message('Nested');
    const ran: string[] = [];
    await withTransaction(ctx, async (tx, after) => {
      after.run(() => {
        ran.push('outer, before');
      });
      await withTransaction({ ...ctx, db: tx }, async (_inner, innerAfter) => {
        await innerAfter.mail(mail);
        innerAfter.run(() => {
          ran.push('inner');
        });
      });
      after.run(() => {
        ran.push('outer, after');
      });
      expect(ran).toEqual([]);
    });
    expect(ran).toEqual(['outer, before', 'inner', 'outer, after']);
    expect(await wasSent(mail.subject)).toBe(true);
  });

  it('drops an inner unit rolled back to its savepoint and keeps the rest', async () => {
    const kept = message('Kept');
    const dropped = message('Dropped');
    const ran: string[] = [];
    await withTransaction(ctx, async (tx, after) => {
      await after.mail(kept);
      const inner = withTransaction({ ...ctx, db: tx }, async (_inner, innerAfter) => {
        await innerAfter.mail(dropped);
        innerAfter.run(() => {
          ran.push('dropped');
        });
        throw new Error('inner refused');
      });
      await expect(inner).rejects.toThrow('inner refused');
    });
    expect(ran).toEqual([]);
    expect(await wasSent(kept.subject)).toBe(true);
    expect(await rowsOf(dropped.subject)).toEqual([]);
  });

  it("takes an inner unit's mail and effects along when the outer one rolls back", async () => {
    const mail = message('Inner of a rollback');
    const ran: string[] = [];
    const failing = withTransaction(ctx, async (tx) => {
      await withTransaction({ ...ctx, db: tx }, async (_inner, after) => {
        await after.mail(mail);
        after.run(() => {
          ran.push('inner');
        });
      });
      throw new Error('outer refused');
    });
    await expect(failing).rejects.toThrow('outer refused');
    expect(ran).toEqual([]);
    expect(await rowsOf(mail.subject)).toEqual([]);
  });

  it('inside a transaction it did not open, commits the mail with it and refuses an effect it could not hold', async () => {
    const mail = message('Outside transaction');
    await t.database.db.transaction(async (tx) => {
      await withTransaction({ ...ctx, db: tx }, async (_inner, after) => {
        await after.mail(mail);
        expect(() => after.run(() => undefined)).toThrow('withTransaction did not open');
      });
    });
    expect(await wasSent(mail.subject)).toBe(true);
  });
});
