import { nextPayoutRun, type PayoutSchedule } from '@art-market/domain/rules';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '#api/context.ts';
import type { ScheduledJob } from '#api/plugins/job-runner.ts';
import { runWeeklyPayout } from './payouts.service.ts';

/**
 * The weekly payout at PAYOUT_SCHEDULE (ADR 0007), on one instance (ADR 0020). A run missed while no
 * instance was up is done when one comes back; run again after a crash, it pays only what is still
 * unpaid (its advisory lock and the paid-item index). The run is one transaction: an instance that
 * dies mid-run pays nothing, and the next holder of the job's lease (ADR 0032) runs it whole.
 */
export function payoutJob(ctx: AppContext, schedule: PayoutSchedule, log: FastifyBaseLogger): ScheduledJob {
  const next = (now: Date) => nextPayoutRun(schedule, now);
  return {
    name: 'payout-run',
    firstDue: next,
    nextDue: next,
    async run() {
      const run = await runWeeklyPayout(ctx, null);
      log.info({ run }, 'scheduled payout run finished');
    },
  };
}
