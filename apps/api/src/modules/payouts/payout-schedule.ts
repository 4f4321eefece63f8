import { nextPayoutRun, type PayoutSchedule } from '@art-market/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { runWeeklyPayout } from './payouts.service.ts';

/**
 * Runs the weekly payout at PAYOUT_SCHEDULE (ADR 0007): a timer to the next named moment in this
 * process. Every instance may keep one: the run's advisory lock and the paid-item index make the
 * second instance's run find nothing left to pay. Answers a function that stops it and resolves once a
 * run under way has finished.
 */
export function startPayoutSchedule(
  ctx: AppContext,
  schedule: PayoutSchedule | null,
  log: FastifyBaseLogger,
): () => Promise<void> {
  if (!schedule) return async () => {};
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const planNext = () => {
    if (stopped) return;
    const at = nextPayoutRun(schedule, ctx.now());
    timer = setTimeout(() => {
      running = runWeeklyPayout(ctx, null)
        .then((run) => log.info({ run }, 'scheduled payout run finished'))
        .catch((error: unknown) => log.error({ err: error }, 'scheduled payout run failed'))
        .finally(() => {
          running = undefined;
          planNext();
        });
    }, at.getTime() - ctx.now().getTime());
    timer.unref();
    log.info({ at: at.toISOString() }, 'next payout run planned');
  };
  planNext();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
