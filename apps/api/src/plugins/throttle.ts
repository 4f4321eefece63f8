import { AccountMessages } from '@art-market/domain';
import { TooManyRequests } from '../errors.ts';

export interface ThrottleRule {
  limit: number;
  windowMs: number;
}

export type ThrottleEntry = readonly [key: string, rule: ThrottleRule];

/** Fixed windows per key, in memory: one API process; rate limits move to Redis when the API scales out. */
export class Throttle {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Throws 429 when any key has used up its rule; counts nothing. */
  assertAllowed(entries: ReadonlyArray<ThrottleEntry>): void {
    for (const [key, rule] of entries) {
      const window = this.current(key);
      if (window && window.count >= rule.limit) {
        throw new TooManyRequests(AccountMessages.throttled, Math.ceil((window.resetAt - this.now()) / 1000));
      }
    }
  }

  /** Counts one event against each key. */
  record(entries: ReadonlyArray<ThrottleEntry>): void {
    for (const [key, rule] of entries) {
      const window = this.current(key);
      if (window) window.count += 1;
      else this.windows.set(key, { count: 1, resetAt: this.now() + rule.windowMs });
    }
    if (this.windows.size > 50_000) this.sweep();
  }

  /** Checks, then counts: for routes where every request counts (registration, reset, contact). */
  take(entries: ReadonlyArray<ThrottleEntry>): void {
    this.assertAllowed(entries);
    this.record(entries);
  }

  forget(key: string): void {
    this.windows.delete(key);
  }

  private current(key: string) {
    const window = this.windows.get(key);
    if (window && window.resetAt <= this.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

const minutes = (count: number) => count * 60_000;

/**
 * Limits per IP and per account. Login counts failures only: at most 5 per account per 15 minutes
 * (20 an hour, well under the 100 an hour that guessing needs to get anywhere).
 */
export const ThrottleRules = {
  loginFailuresPerAccount: { limit: 5, windowMs: minutes(15) },
  loginFailuresPerIp: { limit: 20, windowMs: minutes(15) },
  registrationsPerIp: { limit: 10, windowMs: minutes(60) },
  resetRequestsPerAccount: { limit: 3, windowMs: minutes(15) },
  resetRequestsPerIp: { limit: 10, windowMs: minutes(15) },
  resetAttemptsPerIp: { limit: 20, windowMs: minutes(15) },
  contactPerIp: { limit: 5, windowMs: minutes(15) },
} as const satisfies Record<string, ThrottleRule>;
