import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { reconcilePayPalPayments } from './paypal/paypal-reconcile.service.ts';

const SWEEP_INTERVAL_MS = 60_000;

/** Every minute, settles payments nobody finished (ADR 0005). Answers a function that stops it. */
export function startPaymentSweep(ctx: AppContext, log: FastifyBaseLogger): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    reconcilePayPalPayments(ctx)
      .then((settled) => settled > 0 && log.info({ settled }, 'payment sweep settled PayPal payments'))
      .catch((error: unknown) => log.error({ err: error }, 'payment sweep failed'))
      .finally(() => {
        running = false;
      });
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
