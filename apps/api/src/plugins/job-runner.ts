import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#api/db/client.ts';
import { retryOnConnectionLoss } from '#api/db/connection-retry.ts';
import { scheduledJobs } from '#api/db/schema.ts';

/** Work one instance at a time does on a schedule. */
export interface ScheduledJob {
  name: string;
  /** When the job is first due, for an instance that finds no earlier due time recorded. */
  firstDue(now: Date): Date;
  /** When it is next due after a run that finished at `now`. */
  nextDue(now: Date): Date;
  /**
   * Does the work. `lost` aborts when the lease was found taken over (this instance paused past it):
   * a job checks it between steps and stops, leaving the rest to the new holder. `holder` names this
   * runner as scheduled_jobs.locked_by does, for work that marks what it claims.
   */
  run(lost: AbortSignal, holder: string): Promise<unknown>;
}

/**
 * How long a claim lasts without renewal. The holder renews it every third of that while the run goes
 * on, so only a dead (or frozen) holder lets it lapse: another instance takes the job at its next tick,
 * at most JOB_LEASE_MS + TICK_MS after the holder's last renewal (ADR 0032).
 */
export const JOB_LEASE_MS = 30_000;
export const TICK_MS = 15_000;
const RENEW_MS = JOB_LEASE_MS / 3;
/** A failed run is tried again this soon, or at its next due time if that comes first. */
const RETRY_MS = 60_000;
const LAST_ERROR_LENGTH = 1_000;

export interface JobRunnerOptions {
  db: Database;
  log: FastifyBaseLogger;
  now: () => Date;
  tickMs?: number;
  /** How often a held lease is renewed; tests stretch it to play a holder that stopped renewing. */
  renewMs?: number;
}

/** A claim this runner holds: the lease end it last wrote, and the signal its run watches. */
interface Claim {
  lockedUntil: Date;
  lost: AbortController;
  renewing?: Promise<void> | undefined;
}

/**
 * Runs scheduled jobs from the scheduled_jobs table, the same on every instance. Each tick claims
 * each due job by moving its lease ahead in one guarded UPDATE: of several instances exactly one
 * gets it. While the job runs, its holder renews the short lease; an instance that dies stops
 * renewing and another takes the run within a minute. A job's row keeps its next due time, so a run
 * missed while no instance was up is done by the first instance back. Every instance ticks; none
 * needs to be told it is the leader (ADR 0020, 0032).
 */
export class JobRunner {
  private readonly jobs: ScheduledJob[] = [];
  /** Who holds a claim, as operators and the scale tests read it in scheduled_jobs.locked_by. */
  readonly holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> | undefined;
  private stopped = false;

  constructor(private readonly options: JobRunnerOptions) {}

  add(job: ScheduledJob): this {
    this.jobs.push(job);
    return this;
  }

  /** Records each job's first due time (an earlier one already recorded wins), then ticks. */
  async start(): Promise<void> {
    const now = this.options.now();
    for (const job of this.jobs) {
      await this.options.db
        .insert(scheduledJobs)
        .values({ name: job.name, dueAt: job.firstDue(now) })
        .onConflictDoUpdate({
          target: scheduledJobs.name,
          set: { dueAt: sql`least(${scheduledJobs.dueAt}, excluded.due_at)` },
        });
    }
    this.timer = setInterval(() => void this.tick(), this.options.tickMs ?? TICK_MS);
    this.timer.unref();
    void this.tick();
  }

  /** One pass over the jobs: each one due and not claimed elsewhere is run here. Never overlaps itself. */
  tick(): Promise<void> {
    if (this.ticking || this.stopped) return this.ticking ?? Promise.resolve();
    // A pass that fails (its database connection lost) must not end the process: the next tick tries again.
    this.ticking = this.runDue()
      .catch((error: unknown) => this.options.log.error({ err: error }, 'scheduled jobs pass failed'))
      .finally(() => {
        this.ticking = undefined;
      });
    return this.ticking;
  }

  /** Stops ticking and waits for the run under way, so a job step is never cut off. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.ticking;
  }

  private async runDue(): Promise<void> {
    for (const job of this.jobs) {
      if (this.stopped) return;
      const claim = await this.claim(job).catch((error: unknown) => {
        this.options.log.error({ err: error, job: job.name }, 'could not claim a scheduled job');
        return undefined;
      });
      if (claim) await this.runClaimed(job, claim);
    }
  }

  private async claim(job: ScheduledJob): Promise<Claim | undefined> {
    const now = this.options.now();
    const lockedUntil = new Date(now.getTime() + JOB_LEASE_MS);
    const claimed = await this.options.db
      .update(scheduledJobs)
      .set({ lockedUntil, lockedBy: this.holder, lastStartedAt: now })
      .where(
        and(
          eq(scheduledJobs.name, job.name),
          lte(scheduledJobs.dueAt, now),
          or(isNull(scheduledJobs.lockedUntil), lte(scheduledJobs.lockedUntil, now)),
        ),
      )
      .returning({ name: scheduledJobs.name });
    return claimed.length > 0 ? { lockedUntil, lost: new AbortController() } : undefined;
  }

  private async runClaimed(job: ScheduledJob, claim: Claim): Promise<void> {
    const heartbeat = setInterval(() => void this.renew(job, claim), this.options.renewMs ?? RENEW_MS);
    let failure: string | null = null;
    try {
      await job.run(claim.lost.signal, this.holder);
    } catch (error) {
      failure = (error instanceof Error ? error.message : String(error)).slice(0, LAST_ERROR_LENGTH);
      this.options.log.error({ err: error, job: job.name }, 'scheduled job failed');
    } finally {
      clearInterval(heartbeat);
      // A renewal in flight may still move the lease; the finishing UPDATE must see where it ended.
      await claim.renewing;
    }
    const now = this.options.now();
    const next = job.nextDue(now);
    const dueAt = failure && next.getTime() > now.getTime() + RETRY_MS ? new Date(now.getTime() + RETRY_MS) : next;
    // Only while the claim is still ours: a run that outlived its lease may have been taken over. Retried
    // when the connection was lost, or the job would wait out its lease before another instance runs it.
    await retryOnConnectionLoss(() =>
      this.options.db
        .update(scheduledJobs)
        .set({
          dueAt,
          lockedUntil: null,
          lockedBy: null,
          lastFinishedAt: now,
          lastError: failure,
          runs: sql`${scheduledJobs.runs} + 1`,
        })
        .where(this.stillOurs(job, claim)),
    );
  }

  /** Moves the lease ahead while it is still ours; finding it gone aborts the run. */
  private renew(job: ScheduledJob, claim: Claim): Promise<void> {
    if (claim.renewing || claim.lost.signal.aborted) return claim.renewing ?? Promise.resolve();
    const lockedUntil = new Date(this.options.now().getTime() + JOB_LEASE_MS);
    claim.renewing = this.options.db
      .update(scheduledJobs)
      .set({ lockedUntil })
      .where(this.stillOurs(job, claim))
      .returning({ name: scheduledJobs.name })
      .then((renewed) => {
        if (renewed.length > 0) {
          claim.lockedUntil = lockedUntil;
          return;
        }
        this.options.log.warn({ job: job.name }, 'a scheduled job lost its lease to another instance: stopping it');
        claim.lost.abort();
      })
      // A renewal that fails (the database is away) is tried again at the next beat, while the lease lasts.
      .catch((error: unknown) => this.options.log.error({ err: error, job: job.name }, 'could not renew a job lease'))
      .finally(() => {
        claim.renewing = undefined;
      });
    return claim.renewing;
  }

  private stillOurs(job: ScheduledJob, claim: Claim) {
    return and(
      eq(scheduledJobs.name, job.name),
      eq(scheduledJobs.lockedBy, this.holder),
      eq(scheduledJobs.lockedUntil, claim.lockedUntil),
    );
  }
}
