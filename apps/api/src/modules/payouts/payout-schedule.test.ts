import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { payoutRuns } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startPayoutSchedule } from './payout-schedule.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('runs the weekly payout when the schedule comes round, and plans the next one', async () => {
  // A clock 100 ms before Monday 06:00 UTC.
  const monday = Date.parse('2026-11-23T06:00:00Z');
  const started = Date.now();
  const clock = () => new Date(monday - 100 + (Date.now() - started));
  const stop = startPayoutSchedule({ ...t.app.ctx, now: clock }, { weekday: 1, hour: 6, minute: 0 }, t.app.log);
  try {
    for (let waited = 0; waited < 50 && (await t.database.db.select().from(payoutRuns)).length === 0; waited++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const runs = await t.database.db.select().from(payoutRuns);
    expect(runs).toHaveLength(1);
    expect(runs[0]?.startedBy).toBeNull();
  } finally {
    await stop();
  }
});

it('stops only once a run under way has finished', async () => {
  const monday = Date.parse('2026-11-30T06:00:00Z');
  const started = Date.now();
  const clock = () => new Date(monday - 100 + (Date.now() - started));
  const before = (await t.database.db.select().from(payoutRuns)).length;
  // Another run holds the payout lock, so the scheduled one waits inside its step.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const holder = t.database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('art-market:payout-run'))`);
    await held;
  });
  const stop = startPayoutSchedule({ ...t.app.ctx, now: clock }, { weekday: 1, hour: 6, minute: 0 }, t.app.log);
  await new Promise((resolve) => setTimeout(resolve, 1_000));

  let stopped = false;
  const stopping = stop().then(() => {
    stopped = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(stopped).toBe(false);
  release();
  await holder;
  await stopping;
  expect(await t.database.db.select().from(payoutRuns)).toHaveLength(before + 1);
});
