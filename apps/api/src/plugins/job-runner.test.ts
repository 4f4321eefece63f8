import { setTimeout as delay } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduledJobs } from '#api/db/schema.ts';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { JOB_LEASE_MS, JobRunner, type ScheduledJob, TICK_MS } from './job-runner.ts';

let t: TestApp;
let clock = new Date('2026-11-02T05:00:00Z');
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 60 * 60_000;
const runnerOf = (renewMs?: number) =>
  new JobRunner({ db: t.database.db, log: t.app.log, now: () => clock, tickMs: 3_600_000, renewMs });
const rowOf = async (name: string) => (await t.database.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, name)))[0];

/** A job due at the top of each hour that counts its runs and takes `ms` to run. */
function hourly(name: string, runs: { count: number }, ms = 0, fail = false): ScheduledJob {
  const nextHour = (now: Date) => new Date(Math.floor(now.getTime() / HOUR) * HOUR + HOUR);
  return {
    name,
    firstDue: nextHour,
    nextDue: nextHour,
    async run() {
      runs.count += 1;
      await delay(ms);
      if (fail) throw new Error('the provider was down');
    },
  };
}

describe('the job runner', () => {
  it('runs a due job on exactly one of several instances ticking at once', async () => {
    const runs = { count: 0 };
    const runners = [runnerOf(), runnerOf(), runnerOf()].map((runner) => runner.add(hourly('once', runs, 50)));
    clock = new Date('2026-11-02T05:30:00Z');
    await Promise.all(runners.map((runner) => runner.start()));
    await Promise.all(runners.map((runner) => runner.tick()));
    expect(runs.count).toBe(0); // not due before 06:00
    clock = new Date('2026-11-02T06:00:01Z');
    await Promise.all(runners.map((runner) => runner.tick()));
    expect(runs.count).toBe(1);
    expect(await rowOf('once')).toMatchObject({ runs: 1, lockedUntil: null, dueAt: new Date('2026-11-02T07:00:00Z') });
    await Promise.all(runners.map((runner) => runner.stop()));
  });

  it('does a run missed while no instance was up as soon as one comes back', async () => {
    const runs = { count: 0 };
    clock = new Date('2026-11-02T05:30:00Z');
    const before = runnerOf().add(hourly('missed', runs));
    await before.start();
    await before.stop();
    // Every instance was down from 05:30 to 09:15: the 06:00 run did not happen.
    clock = new Date('2026-11-02T09:15:00Z');
    const back = runnerOf().add(hourly('missed', runs));
    await back.start();
    await back.tick();
    expect(runs.count).toBe(1);
    expect((await rowOf('missed'))?.dueAt).toEqual(new Date('2026-11-02T10:00:00Z'));
    await back.stop();
  });

  it('hands the run of an instance that died mid-run to another once its lease is over', async () => {
    const runs = { count: 0 };
    clock = new Date('2026-11-02T06:00:00Z');
    await t.database.db.insert(scheduledJobs).values({
      name: 'orphaned',
      dueAt: new Date('2026-11-02T06:00:00Z'),
      // Claimed by an instance that was killed: its lease runs 30 s, to 06:00:30.
      lockedUntil: new Date('2026-11-02T06:00:30Z'),
      lockedBy: 'a-killed-instance',
    });
    const survivor = runnerOf().add(hourly('orphaned', runs));
    await survivor.start();
    await survivor.tick();
    expect(runs.count).toBe(0);
    clock = new Date('2026-11-02T06:00:30Z');
    await survivor.tick();
    expect(runs.count).toBe(1);
    await survivor.stop();
  });

  it('records a failure and tries again within a minute, not at the next due time', async () => {
    const runs = { count: 0 };
    clock = new Date('2026-11-02T06:00:00Z');
    await t.database.db.insert(scheduledJobs).values({ name: 'failing', dueAt: clock });
    const runner = runnerOf().add(hourly('failing', runs, 0, true));
    await runner.start();
    await runner.tick();
    expect(await rowOf('failing')).toMatchObject({
      lastError: 'the provider was down',
      lockedUntil: null,
      dueAt: new Date('2026-11-02T06:01:00Z'),
    });
    await runner.stop();
  });

  it('waits, when stopped, for the run under way', async () => {
    const runs = { count: 0 };
    clock = new Date('2026-11-02T06:00:00Z');
    await t.database.db.insert(scheduledJobs).values({ name: 'slow', dueAt: clock });
    let finished = false;
    const job = hourly('slow', runs, 300);
    const runner = runnerOf().add({ ...job, run: (lost, holder) => job.run(lost, holder).then(() => (finished = true)) });
    await runner.start();
    await delay(50);
    await runner.stop();
    expect(finished).toBe(true);
    expect((await rowOf('slow'))?.runs).toBe(1);
  });

  it('takes a job from a holder that stopped renewing once its short lease is over, within a minute', async () => {
    expect(JOB_LEASE_MS + TICK_MS).toBeLessThanOrEqual(60_000);
    clock = new Date('2026-11-02T06:00:00Z');
    await t.database.db.insert(scheduledJobs).values({ name: 'abandoned', dueAt: clock });
    const stuck = gate();
    const holderRuns = { count: 0 };
    // The holder's heartbeat never beats in this test: what a killed or frozen instance leaves behind.
    const holder = runnerOf(3_600_000).add({ ...hourly('abandoned', holderRuns), run: () => stuck.promise });
    await holder.start();
    await until(async () => (await rowOf('abandoned'))?.lockedBy === holder.holder);

    const runs = { count: 0 };
    const other = runnerOf().add(hourly('abandoned', runs));
    await other.start();
    clock = new Date(clock.getTime() + JOB_LEASE_MS - 1);
    await other.tick();
    expect(runs.count).toBe(0);
    clock = new Date(clock.getTime() + 1);
    await other.tick();
    expect(runs.count).toBe(1);
    expect(await rowOf('abandoned')).toMatchObject({ lockedUntil: null, lockedBy: null, runs: 1 });

    // The old holder finishing late changes nothing: the row is no longer its own.
    stuck.open();
    await holder.stop();
    expect(await rowOf('abandoned')).toMatchObject({ runs: 1, dueAt: new Date('2026-11-02T07:00:00Z') });
    await other.stop();
  });

  it('keeps renewing the lease of a long run, so no other instance takes it over', async () => {
    clock = new Date('2026-11-02T06:00:00Z');
    await t.database.db.insert(scheduledJobs).values({ name: 'long', dueAt: clock });
    const step = gate();
    let lost: AbortSignal | undefined;
    const holder = runnerOf(10).add({
      ...hourly('long', { count: 0 }),
      run: (signal) => {
        lost = signal;
        return step.promise;
      },
    });
    await holder.start();
    await until(async () => (await rowOf('long'))?.lockedBy === holder.holder);

    const runs = { count: 0 };
    const other = runnerOf().add(hourly('long', runs));
    await other.start();
    // Ten minutes of a step still under way: each time the holder has renewed, the other instance looks.
    for (let minute = 1; minute <= 10; minute++) {
      clock = new Date(clock.getTime() + 60_000);
      await until(async () => ((await rowOf('long'))?.lockedUntil?.getTime() ?? 0) > clock.getTime());
      await other.tick();
    }
    expect(runs.count).toBe(0);
    expect(lost?.aborted).toBe(false);
    step.open();
    await holder.stop();
    expect(await rowOf('long')).toMatchObject({ runs: 1, lockedUntil: null, lockedBy: null });
    await other.stop();
  });

  it('tells a run whose lease was taken over (its instance froze past it) to stop', async () => {
    clock = new Date('2026-11-02T06:00:00Z');
    await t.database.db.insert(scheduledJobs).values({ name: 'frozen', dueAt: clock });
    const step = gate();
    let lost: AbortSignal | undefined;
    const holder = runnerOf(10).add({
      ...hourly('frozen', { count: 0 }),
      run: (signal) => {
        lost = signal;
        return step.promise;
      },
    });
    await holder.start();
    await until(async () => (await rowOf('frozen'))?.lockedBy === holder.holder);
    await t.database.db
      .update(scheduledJobs)
      .set({ lockedBy: 'another-instance', lockedUntil: new Date(clock.getTime() + JOB_LEASE_MS) })
      .where(eq(scheduledJobs.name, 'frozen'));
    await until(async () => lost?.aborted === true);
    step.open();
    await holder.stop();
    expect(await rowOf('frozen')).toMatchObject({ runs: 0, lockedBy: 'another-instance' });
  });
});

/** A promise the test settles when it chooses: a step that lasts as long as the test wants. */
function gate() {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

/** Waits for `condition`, within a generous budget for a busy machine. */
async function until(condition: () => Promise<boolean>, budgetMs = 20_000): Promise<void> {
  const deadline = Date.now() + budgetMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting for a condition');
    await delay(10);
  }
}
