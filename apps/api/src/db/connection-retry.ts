import { setTimeout as delay } from 'node:timers/promises';
import { isConnectionLost } from './errors.ts';

/** Tries over about 3 s: long enough for the pool to reconnect after a terminated backend, short for a request. */
const RETRY_DELAYS_MS = [250, 750, 2_000];

/**
 * Runs `work` again when its database connection was lost, a few times. Only for work that is safe to
 * repeat (guarded, idempotent writes) and that must not wait for the next sweep: recording money a
 * provider has already taken. Other errors, and the last loss, are thrown.
 */
export async function retryOnConnectionLoss<T>(work: () => Promise<T>): Promise<T> {
  for (const wait of RETRY_DELAYS_MS) {
    try {
      return await work();
    } catch (error) {
      if (!isConnectionLost(error)) throw error;
      await delay(wait);
    }
  }
  return work();
}
