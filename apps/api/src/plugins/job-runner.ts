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
  /** How long a claim lasts: a run still unfinished after this is presumed dead and may be run again. */
  leaseMs: number;
  run(): Promise<unknown>;
}

const TICK_MS = 15_000;
/** A failed run is tried again this soon, or at its next due time if that comes first. */
const RETRY_MS = 60_000;
const LAST_ERROR_LENGTH = 1_000;

export interface JobRunnerOptions {
  db: Database;
  log: FastifyBaseLogger;
  now: () => Date;
  tickMs?: number;
}

/**
 * Runs scheduled jobs from the scheduled_jobs table, the same on every instance. Each tick claims
 * each due job by moving its lease ahead in one guarded UPDATE: of several instances exactly one
 * gets it. A job's row keeps its next due time, so a run missed while no instance was up is done by
 * the first instance back, and the lease hands a run whose instance died to another. Every instance
 * ticks; none needs to be told it is the leader (ADR 0020).
 */
export class JobRunner {
  private readonly jobs: ScheduledJob[] = [];
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
      const lease = await this.claim(job).catch((error: unknown) => {
        this.options.log.error({ err: error, job: job.name }, 'could not claim a scheduled job');
        return undefined;
      });
      if (lease) await this.runClaimed(job, lease);
    }
  }

  private async claim(job: ScheduledJob): Promise<Date | undefined> {
    const now = this.options.now();
    const lease = new Date(now.getTime() + job.leaseMs);
    const claimed = await this.options.db
      .update(scheduledJobs)
      .set({ lockedUntil: lease, lastStartedAt: now })
      .where(
        and(
          eq(scheduledJobs.name, job.name),
          lte(scheduledJobs.dueAt, now),
          or(isNull(scheduledJobs.lockedUntil), lte(scheduledJobs.lockedUntil, now)),
        ),
      )
      .returning({ name: scheduledJobs.name });
    return claimed.length > 0 ? lease : undefined;
  }

  private async runClaimed(job: ScheduledJob, lease: Date): Promise<void> {
    let failure: string | null = null;
    try {
      await job.run();
    } catch (error) {
      failure = (error instanceof Error ? error.message : String(error)).slice(0, LAST_ERROR_LENGTH);
      this.options.log.error({ err: error, job: job.name }, 'scheduled job failed');
    }
    const now = this.options.now();
    const next = job.nextDue(now);
    const dueAt = failure && next.getTime() > now.getTime() + RETRY_MS ? new Date(now.getTime() + RETRY_MS) : next;
    // Only while the claim is still ours: a run that outlived its lease may have been taken over. Retried
    // when the connection was lost, or the job would wait out its whole lease (the sweep's is 10 minutes).
    await retryOnConnectionLoss(() =>
      this.options.db
        .update(scheduledJobs)
        .set({ dueAt, lockedUntil: null, lastFinishedAt: now, lastError: failure, runs: sql`${scheduledJobs.runs} + 1` })
        .where(and(eq(scheduledJobs.name, job.name), eq(scheduledJobs.lockedUntil, lease))),
    );
  }
}
