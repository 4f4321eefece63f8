import { isIPv4, isIPv6 } from 'node:net';
import { AccountMessages } from '@art-market/domain/copy';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequests } from '#api/errors.ts';

export interface ThrottleRule {
  limit: number;
  windowMs: number;
}

export type ThrottleEntry = readonly [key: string, rule: ThrottleRule];

/** Undoes the one count a `take` made (at most once). */
export type ReleaseThrottle = () => Promise<void>;

/**
 * Fixed windows per key: the first count opens a window of the rule's length, and past the limit every
 * request is refused until it closes. Where the counts live (this process, or Redis for every instance)
 * is the engine's business (shared-state.ts).
 */
export interface Throttle {
  /**
   * Counts one event against each key, or throws 429 when any key has used up its rule (counting
   * nothing). Each count is atomic in its store, so parallel requests, on any instance sharing the
   * store, cannot all slip past a limit. The answer undoes this count (e.g. a login that succeeded).
   */
  take(entries: ReadonlyArray<ThrottleEntry>): Promise<ReleaseThrottle>;
  /** Starts the key's window afresh (an account's failures, once its password was right). */
  forget(entry: ThrottleEntry): Promise<void>;
}

/** One counter store per rule; the engine decides where the counts live. */
export type LimiterFactory = (rule: ThrottleRule) => RateLimiterAbstract;

/** In this process only: the embedded default, and the fallback of the Redis engine while Redis is away. */
export const memoryLimiters: LimiterFactory = (rule) =>
  new RateLimiterMemory({ points: rule.limit, duration: rule.windowMs / 1000 });

/** The throttle on rate-limiter-flexible's counters, whichever store they use. */
export class CountingThrottle implements Throttle {
  /** By the rule's numbers: rules alike share a store (their keys differ), and a rule written inline is not a new one. */
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  constructor(private readonly limiterFor: LimiterFactory) {}

  async take(entries: ReadonlyArray<ThrottleEntry>): Promise<ReleaseThrottle> {
    const counted: Array<[RateLimiterAbstract, string]> = [];
    for (const [key, rule] of entries) {
      const limiter = this.limiter(rule);
      try {
        await limiter.consume(key);
      } catch (refusal) {
        // The store counts a refused event too: give every count of this request back, so a refusal
        // counts nothing and a success released later reopens exactly one slot.
        const refused = refusal instanceof RateLimiterRes ? [[limiter, key] as [RateLimiterAbstract, string]] : [];
        await giveBack([...counted, ...refused]);
        if (refusal instanceof RateLimiterRes) {
          throw new TooManyRequests(AccountMessages.throttled, Math.max(Math.ceil(refusal.msBeforeNext / 1000), 1));
        }
        throw refusal;
      }
      counted.push([limiter, key]);
    }
    let released = false;
    return async () => {
      if (released) return;
      released = true;
      await giveBack(counted);
    };
  }

  async forget([key, rule]: ThrottleEntry): Promise<void> {
    await this.limiter(rule).delete(key);
  }

  private limiter(rule: ThrottleRule): RateLimiterAbstract {
    const name = `${rule.limit}/${rule.windowMs}`;
    let limiter = this.limiters.get(name);
    if (!limiter) {
      limiter = this.limiterFor(rule);
      this.limiters.set(name, limiter);
    }
    return limiter;
  }
}

/** A window that closed meanwhile starts again one lower: at most one extra attempt, in a rare race. */
async function giveBack(counts: ReadonlyArray<[RateLimiterAbstract, string]>): Promise<void> {
  await Promise.all(counts.map(([limiter, key]) => limiter.reward(key)));
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
  /** The owner of a locked account is mailed once per lock window. */
  lockNoticesPerAccount: { limit: 1, windowMs: minutes(15) },
  /** Current-password checks of a logged-in account (e.g. an e-mail change): a stolen token cannot guess on. */
  passwordChecksPerAccount: { limit: 5, windowMs: minutes(15) },
  registrationsPerIp: { limit: 10, windowMs: minutes(60) },
  resetRequestsPerAccount: { limit: 3, windowMs: minutes(15) },
  resetRequestsPerIp: { limit: 10, windowMs: minutes(15) },
  resetAttemptsPerIp: { limit: 20, windowMs: minutes(15) },
  contactPerIp: { limit: 5, windowMs: minutes(15) },
  /** Verification links mailed on the owner's request: enough for a lost mail or two, not a mail bomb. */
  verificationMailsPerAccount: { limit: 3, windowMs: minutes(15) },
  /** Links opened per client address: a real owner opens one; a guesser would need ~2^256. */
  verificationConfirmsPerIp: { limit: 20, windowMs: minutes(15) },
  /**
   * Webhook deliveries that need PayPal to verify them. PayPal sends from a few addresses and retries
   * what we refuse for days, so a limit costs a genuine delivery a short delay, while a forger's calls
   * to PayPal (and our API quota there) stay bounded.
   */
  paypalWebhooksPerIp: { limit: 30, windowMs: minutes(1) },
  /** Reviews, their edits and photos, and studio replies, per account: room for fixing typos, not for a flood. */
  reviewWritesPerAccount: { limit: 20, windowMs: minutes(15) },
  /** Messages and reports in conversations (docs/product/conversations.md#limits): a lively exchange, not a flood. */
  conversationWritesPerAccount: { limit: 30, windowMs: minutes(15) },
  conversationWritesPerIp: { limit: 60, windowMs: minutes(15) },
  /** Offers, answers and counters (ADR 0047): a collector bargains, a bot floods; per account and per address. */
  offerWritesPerAccount: { limit: 20, windowMs: minutes(15) },
  offerWritesPerIp: { limit: 40, windowMs: minutes(15) },
} as const satisfies Record<string, ThrottleRule>;
