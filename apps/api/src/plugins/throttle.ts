import { isIPv4, isIPv6 } from 'node:net';
import { AccountMessages } from '@art-market/domain';
import { TooManyRequests } from '../errors.ts';

export interface ThrottleRule {
  limit: number;
  windowMs: number;
}

export type ThrottleEntry = readonly [key: string, rule: ThrottleRule];

/** Undoes the one count a `take` made (at most once). */
export type ReleaseThrottle = () => void;

interface Window {
  count: number;
  resetAt: number;
}

/** Fixed windows per key, in memory: one API process; rate limits move to Redis when the API scales out. */
export class Throttle {
  private readonly windows = new Map<string, Window>();

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

  /**
   * Checks, then counts one event against each key, synchronously: call it before any `await`, so
   * parallel requests see each other's counts. The answer undoes this count (e.g. a login that succeeded).
   */
  take(entries: ReadonlyArray<ThrottleEntry>): ReleaseThrottle {
    this.assertAllowed(entries);
    const counted = entries.map(([key, rule]) => this.count(key, rule));
    if (this.windows.size > 50_000) this.sweep();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      // A window that expired or was forgotten meanwhile is no longer in the map: lowering it is harmless.
      for (const window of counted) window.count = Math.max(window.count - 1, 0);
    };
  }

  forget(key: string): void {
    this.windows.delete(key);
  }

  private count(key: string, rule: ThrottleRule): Window {
    const window = this.current(key);
    if (window) {
      window.count += 1;
      return window;
    }
    const fresh = { count: 1, resetAt: this.now() + rule.windowMs };
    this.windows.set(key, fresh);
    return fresh;
  }

  private current(key: string): Window | undefined {
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

/**
 * The part of a client address that per-IP limits count. One IPv6 subscriber usually gets a whole
 * /64 and can rotate through it at will, so IPv6 is keyed by its /64; IPv4 (also IPv4-mapped IPv6)
 * by its address.
 */
export function clientKey(ip: string): string {
  const address = ip.split('%')[0] ?? ip;
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return ip;
  const groups = ipv6Groups(address);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6] ?? 0, groups[7] ?? 0].flatMap((group) => [group >> 8, group & 0xff]).join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a trailing dotted quad as two groups). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = Array<string>(8 - headGroups.length - tailGroups.length).fill('0');
  return [...headGroups, ...zeros, ...tailGroups].map((group) => Number.parseInt(group, 16));
}

const minutes = (count: number) => count * 60_000;

/**
 * Limits per IP and per account. Login counts attempts as they start and releases the ones that
 * succeed: at most 5 failures per account per 15 minutes (20 an hour, well under the 100 an hour
 * that guessing needs to get anywhere).
 */
export const ThrottleRules = {
  loginFailuresPerAccount: { limit: 5, windowMs: minutes(15) },
  loginFailuresPerIp: { limit: 20, windowMs: minutes(15) },
  /** Current-password checks of a logged-in account (e.g. an e-mail change): a stolen token cannot guess on. */
  passwordChecksPerAccount: { limit: 5, windowMs: minutes(15) },
  registrationsPerIp: { limit: 10, windowMs: minutes(60) },
  resetRequestsPerAccount: { limit: 3, windowMs: minutes(15) },
  resetRequestsPerIp: { limit: 10, windowMs: minutes(15) },
  resetAttemptsPerIp: { limit: 20, windowMs: minutes(15) },
  contactPerIp: { limit: 5, windowMs: minutes(15) },
} as const satisfies Record<string, ThrottleRule>;
