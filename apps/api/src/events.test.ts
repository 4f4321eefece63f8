import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '#api/context.ts';
import { mailOutbox } from '#api/db/schema.ts';
import { withTransaction } from '#api/db/unit-of-work.ts';
import type { EventOf } from '#api/events.ts';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';

// Events published in a unit of work (ADR 0053): subscribers that write run in its transaction; the others run
// after its commit, never after a rollback, and once per commit when they ask for it.

let t: TestApp;
let ctx: AppContext;
/** What the test subscribers heard, by collection id (each test uses ids of its own). */
const heard: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  ctx = t.app.ctx;
  ctx.events.subscribe('collection.changed', {
    phase: 'in-transaction',
    handle: async (event, _tx, after) => {
      heard.push(`in-transaction ${event.collectionId}`);
      await after.mail({
        to: 'curator@example.com',
        subject: `changed ${event.collectionId}`,
        text: 'changed',
        html: '<p>changed</p>',
      });
    },
  });
  ctx.events.subscribe('collection.changed', {
    phase: 'after-commit',
    handle: (event) => {
      heard.push(`after-commit ${event.collectionId}`);
    },
  });
  ctx.events.subscribe('collection.changed', {
    phase: 'after-commit',
    oncePerCommit: true,
    handle: (event) => {
      heard.push(`once ${event.collectionId}`);
    },
  });
});
afterAll(() => t.close());

const changed = (collectionId: string): EventOf<'collection.changed'> => ({ type: 'collection.changed', collectionId });
const mailed = async (collectionId: string) =>
  (
    await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `changed ${collectionId}`))
  ).length;
const heardOf = (collectionId: string) => heard.filter((line) => line.endsWith(collectionId));

describe('events published in a unit of work', () => {
  it('run the writing subscribers in the transaction and the others after the commit, in order', async () => {
    const id = randomUUID();
    await withTransaction(ctx, async (_tx, after) => {
      await after.publish(changed(id));
      heard.push(`work done ${id}`);
    });
    expect(heardOf(id)).toEqual([`in-transaction ${id}`, `work done ${id}`, `after-commit ${id}`, `once ${id}`]);
    expect(await mailed(id)).toBe(1);
  });

  it('roll back what the writing subscribers wrote, and run no other subscriber, when the work fails', async () => {
    const id = randomUUID();
    const failing = withTransaction(ctx, async (_tx, after) => {
      await after.publish(changed(id));
      throw new Error('refused');
    });
    await expect(failing).rejects.toThrow('refused');
    expect(heardOf(id)).toEqual([`in-transaction ${id}`]);
    expect(await mailed(id)).toBe(0);
  });

  it('run a once-per-commit subscriber once for every event of the commit, savepoints included', async () => {
    const [first, second, third] = [randomUUID(), randomUUID(), randomUUID()];
    await withTransaction(ctx, async (tx, after) => {
      await after.publish(changed(first));
      await withTransaction({ ...ctx, db: tx }, (_inner, innerAfter) => innerAfter.publish(changed(second)));
      await after.publish(changed(third));
    });
    const once = heard.filter((line) => line.startsWith('once ') && [first, second, third].some((id) => line.endsWith(id)));
    expect(once).toEqual([`once ${first}`]);
    const afterCommit = heard.filter(
      (line) => line.startsWith('after-commit ') && [first, second, third].some((id) => line.endsWith(id)),
    );
    expect(afterCommit).toEqual([`after-commit ${first}`, `after-commit ${second}`, `after-commit ${third}`]);
  });

  it('drop the after-commit subscribers of a savepoint rolled back, and keep the outer ones', async () => {
    const [kept, dropped] = [randomUUID(), randomUUID()];
    await withTransaction(ctx, async (tx, after) => {
      await withTransaction({ ...ctx, db: tx }, async (_inner, innerAfter) => {
        await innerAfter.publish(changed(dropped));
        throw new Error('inner refused');
      }).catch(() => undefined);
      await after.publish(changed(kept));
    });
    expect(heardOf(dropped)).toEqual([`in-transaction ${dropped}`]);
    expect(heardOf(kept)).toEqual([`in-transaction ${kept}`, `after-commit ${kept}`, `once ${kept}`]);
    expect(await mailed(dropped)).toBe(0);
  });
});
