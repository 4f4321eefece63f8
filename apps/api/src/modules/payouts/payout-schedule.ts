import { nextPayoutRun, type PayoutSchedule } from '@art-market/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { runWeeklyPayout } from './payouts.service.ts';

/**
 * Runs the weekly payout at PAYOUT_SCHEDULE (ADR 0007): a timer to the next named moment in this
 * process. Every instance may keep one: the run's advisory lock and the paid-item index make the
 * second instance's run find nothing left to pay. Answers a function that stops it.
 */
export function startPayoutSchedule(ctx: AppContext, schedule: PayoutSchedule | null, log: FastifyBaseLogger): () => void {
  if (!schedule) return () => {};
  let timer: NodeJS.Timeout | undefined;
  const planNext = () => {
    const at = nextPayoutRun(schedule, ctx.now());
    timer = setTimeout(() => {
      runWeeklyPayout(ctx, null)
        .then((run) => log.info({ run }, 'scheduled payout run finished'))
        .catch((error: unknown) => log.error({ err: error }, 'scheduled payout run failed'))
        .finally(planNext);
    }, at.getTime() - ctx.now().getTime());
    timer.unref();
    log.info({ at: at.toISOString() }, 'next payout run planned');
  };
  planNext();
  return () => clearTimeout(timer);
}
