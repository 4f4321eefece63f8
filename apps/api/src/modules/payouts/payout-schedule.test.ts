import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { payoutRuns } from '#api/db/schema.ts';
import { JobRunner } from '#api/plugins/job-runner.ts';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { payoutJob } from './payout-schedule.ts';

let t: TestApp;
let clock = new Date();
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MONDAY_6AM = { weekday: 1, hour: 6, minute: 0 };
/** One instance's job runner with the payout schedule, on the test's clock. */
function instance(): JobRunner {
  const ctx = { ...t.app.ctx, now: () => clock };
  return new JobRunner({ db: t.database.db, log: t.app.log, now: () => clock, tickMs: 3_600_000 }).add(
    payoutJob(ctx, MONDAY_6AM, t.app.log),
  );
}
const runCount = async () => (await t.database.db.select().from(payoutRuns)).length;

it('runs the weekly payout once when Monday 06:00 comes, however many instances tick', async () => {
  clock = new Date('2026-11-23T05:59:00Z');
  const instances = [instance(), instance()];
  await Promise.all(instances.map((runner) => runner.start()));
  await Promise.all(instances.map((runner) => runner.tick()));
  expect(await runCount()).toBe(0);
  clock = new Date('2026-11-23T06:00:05Z');
  await Promise.all(instances.map((runner) => runner.tick()));
  const runs = await t.database.db.select().from(payoutRuns);
  expect(runs).toHaveLength(1);
  expect(runs[0]?.startedBy).toBeNull();
  await Promise.all(instances.map((runner) => runner.stop()));
});

it('does the run missed while every instance was down when one comes back', async () => {
  const before = await runCount();
  // The last instance stopped on Sunday; the next one starts on Tuesday.
  clock = new Date('2026-12-01T09:00:00Z');
  const back = instance();
  await back.start();
  await back.tick();
  expect(await runCount()).toBe(before + 1);
  await back.stop();
});

it('stops only once a run under way has finished', async () => {
  const before = await runCount();
  clock = new Date('2026-12-07T05:59:00Z');
  const runner = instance();
  await runner.start();
  await runner.tick(); // the start's own tick: nothing due yet
  // Another run holds the payout lock, so the scheduled one waits inside its step.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const holder = t.database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('art-market:payout-run'))`);
    await held;
  });
  clock = new Date('2026-12-07T06:00:05Z');
  void runner.tick();
  await new Promise((resolve) => setTimeout(resolve, 300));

  let stopped = false;
  const stopping = runner.stop().then(() => {
    stopped = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(stopped).toBe(false);
  release();
  await holder;
  await stopping;
  expect(await runCount()).toBe(before + 1);
});
