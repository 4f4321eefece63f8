import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { alertsJob } from './modules/alerts/alerts-job.ts';
import { offersJob } from './modules/offers/offers-job.ts';
import { paymentSweepJob } from './modules/payments/payment-sweep.ts';
import { payoutJob } from './modules/payouts/payout-schedule.ts';
import { JobRunner } from './plugins/job-runner.ts';

/** The work an instance does on a schedule, each job on one instance at a time (ADR 0020). */
export function scheduledJobs(ctx: AppContext, config: Config, log: FastifyBaseLogger): JobRunner {
  const jobs = new JobRunner({ db: ctx.db, log, now: ctx.now }).add(paymentSweepJob(ctx, log)).add(alertsJob(ctx, log));
  jobs.add(offersJob(ctx, log));
  if (config.PAYOUT_SCHEDULE) jobs.add(payoutJob(ctx, config.PAYOUT_SCHEDULE, log));
  return jobs;
}
