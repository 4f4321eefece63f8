import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { notifyOverdueTransfers } from './bank-transfer/bank-transfer-overdue.service.ts';
import { reconcileOpenAttempts } from './payment-attempt.service.ts';
import { reconcileRefunds } from './refund-reconcile.service.ts';

const SWEEP_INTERVAL_MS = 60_000;

/**
 * Every minute: settles payments nobody finished (ADR 0005), finishes refunds that were granted but
 * not paid (ADR 0014), and tells customers whose bank transfer outlived its hold. Answers a function
 * that stops it and resolves once a sweep under way has finished.
 */
export function startPaymentSweep(ctx: AppContext, log: FastifyBaseLogger): () => Promise<void> {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= sweepOnce(ctx, log).finally(() => {
      running = undefined;
    });
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

async function sweepOnce(ctx: AppContext, log: FastifyBaseLogger): Promise<void> {
  await reconcileOpenAttempts(ctx)
    .then((settled) => settled > 0 && log.info({ settled }, 'payment sweep settled payments'))
    .catch((error: unknown) => log.error({ err: error }, 'payment sweep failed'));
  await reconcileRefunds(ctx).catch((error: unknown) => log.error({ err: error }, 'refund sweep failed'));
  await notifyOverdueTransfers(ctx)
    .then((told) => told > 0 && log.info({ told }, 'customers told their bank transfer outlived its hold'))
    .catch((error: unknown) => log.error({ err: error }, 'overdue bank transfer notices failed'));
}
