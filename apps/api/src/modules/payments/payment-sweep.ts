import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '#api/context.ts';
import type { ScheduledJob } from '#api/plugins/job-runner.ts';
import { notifyOverdueTransfers } from './bank-transfer/bank-transfer-overdue.service.ts';
import { reconcileOpenAttempts } from './payment-attempt.service.ts';
import { reconcileRefunds } from './refund-reconcile.service.ts';

const SWEEP_INTERVAL_MS = 60_000;

/**
 * Every minute, on one instance: settles payments nobody finished (ADR 0005), finishes refunds that
 * were granted but not paid (ADR 0014), and tells customers whose bank transfer outlived its hold.
 */
export function paymentSweepJob(ctx: AppContext, log: FastifyBaseLogger): ScheduledJob {
  const inAMinute = (now: Date) => new Date(now.getTime() + SWEEP_INTERVAL_MS);
  return {
    name: 'payment-sweep',
    firstDue: inAMinute,
    nextDue: inAMinute,
    run: (lost, holder) => sweepOnce(ctx, log, lost, holder),
  };
}

/** Each step claims its own rows, so a sweep whose lease was taken over stops between steps. */
async function sweepOnce(ctx: AppContext, log: FastifyBaseLogger, lost: AbortSignal, holder: string): Promise<void> {
  await reconcileOpenAttempts(ctx)
    .then((settled) => settled > 0 && log.info({ settled }, 'payment sweep settled payments'))
    .catch((error: unknown) => log.error({ err: error }, 'payment sweep failed'));
  if (lost.aborted) return;
  await reconcileRefunds(ctx, holder).catch((error: unknown) => log.error({ err: error }, 'refund sweep failed'));
  if (lost.aborted) return;
  await notifyOverdueTransfers(ctx)
    .then((told) => told > 0 && log.info({ told }, 'customers told their bank transfer outlived its hold'))
    .catch((error: unknown) => log.error({ err: error }, 'overdue bank transfer notices failed'));
}
