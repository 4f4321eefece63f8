import { setTimeout as delay } from 'node:timers/promises';
import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { AppContext } from '#api/context.ts';
import type { DomainEvent } from '#api/events.ts';
import type { MailMessage } from '#api/plugins/mailer.ts';
import type { Database } from './client.ts';

/** What a unit of work does besides its writes, each at the moment it becomes safe. */
export interface AfterCommit {
  /** Writes the message to the mail outbox in this transaction: it leaves only if the change commits. */
  mail(message: MailMessage): Promise<void>;
  /**
   * Runs `effect` once the outermost transaction has committed, after the effects registered before
   * it; never after a rollback. A failing effect is logged, not thrown: the change is already done.
   */
  run(effect: () => Promise<void> | void): void;
  /**
   * Tells the subscribers of `event` (ADR 0053): the ones that write run now, in this transaction; the others
   * join the effects after the commit (those that ask for it once per commit, however often they are told).
   */
  publish(event: DomainEvent): Promise<void>;
}

type Effect = () => Promise<void> | void;

/**
 * The effects of one transaction or savepoint; `mailed` says the outbox has something new once it commits;
 * `once` holds the subscribers that run once per commit, with their effect already among the effects.
 */
interface Scope {
  effects: Effect[];
  mailed: boolean;
  once: Map<object, Effect>;
}

/** The scope of every transaction withTransaction opened, so a nested unit of work finds the outermost commit. */
const scopes = new WeakMap<Database, Scope>();

export function isTransaction(db: Database): boolean {
  return is(db, PgTransaction);
}

/**
 * Runs `work` in a transaction; once it has committed, the outbox worker is woken for its mail and
 * its effects run in order. Answers what `work` answered; an error of `work` rolls everything back.
 * A deadlock or serialization failure runs `work` again, a few times at most (ADR 0031).
 *
 * Nested use: call it with `{ ...ctx, db: tx }` (or pass `tx` and `after` down, as plain parameters).
 * Inside a transaction that withTransaction opened, the inner work runs in a savepoint and its effects
 * join the outer ones when the savepoint is released, so they wait for the outermost commit; a
 * savepoint rolled back drops them. Inside a transaction opened some other way, mail still commits
 * with it, but `after.run` throws: that commit cannot be seen from here.
 */
export async function withTransaction<T>(ctx: AppContext, work: (tx: Database, after: AfterCommit) => Promise<T>): Promise<T> {
  if (isTransaction(ctx.db)) return inSavepoint(ctx, scopes.get(ctx.db), work);
  const { result, scope } = await transactionWithRetries(ctx, work);
  if (scope.mailed) ctx.mail.nudge();
  for (const effect of scope.effects) {
    try {
      await effect();
    } catch (error) {
      ctx.log.error({ err: error }, 'an effect after the commit failed');
    }
  }
  return result;
}

/** Attempts in all for a transaction PostgreSQL gave up on (a deadlock or a serialization failure). */
export const TRANSACTION_ATTEMPTS = 4;
const RETRYABLE_CODES = new Set(['40001', '40P01']);
/** Before attempt n+1: a random wait of up to n times this, so the two sides of a deadlock do not meet again. */
const RETRY_JITTER_MS = 25;

/**
 * Runs the transaction, again from the start when PostgreSQL rolled it back as the loser of a
 * deadlock or a serialization conflict: nothing of that attempt was kept, and the other side has gone
 * on. Each attempt collects its own effects; only the committed one's are answered, so mail and cache
 * clears happen once. Work must therefore touch nothing outside the transaction but through `after`.
 */
async function transactionWithRetries<T>(
  ctx: AppContext,
  work: (tx: Database, after: AfterCommit) => Promise<T>,
): Promise<{ result: T; scope: Scope }> {
  for (let attempt = 1; ; attempt++) {
    const scope: Scope = { effects: [], mailed: false, once: new Map() };
    try {
      const result = await ctx.db.transaction((tx) => {
        scopes.set(tx, scope);
        return work(tx, afterCommitOf(ctx, tx, scope));
      });
      return { result, scope };
    } catch (error) {
      const code = sqlStateOf(error);
      if (!code || !RETRYABLE_CODES.has(code) || attempt >= TRANSACTION_ATTEMPTS) throw error;
      ctx.log.warn({ code, attempt }, 'a transaction lost a deadlock or serialization conflict: trying it again');
      await delay(Math.random() * RETRY_JITTER_MS * attempt);
    }
  }
}

/** The SQLSTATE of a database error, looking through the wrappers the query builder adds. */
export function sqlStateOf(error: unknown): string | undefined {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

async function inSavepoint<T>(
  ctx: AppContext,
  outer: Scope | undefined,
  work: (tx: Database, after: AfterCommit) => Promise<T>,
): Promise<T> {
  const scope: Scope = { effects: [], mailed: false, once: new Map() };
  const result = await ctx.db.transaction((tx) => {
    scopes.set(tx, scope);
    return work(tx, afterCommitOf(ctx, tx, outer && scope));
  });
  if (outer) {
    // A subscriber the outer transaction already runs once is not run twice for the savepoint's events.
    const twice = new Set([...scope.once].filter(([subscriber]) => outer.once.has(subscriber)).map(([, effect]) => effect));
    outer.effects.push(...scope.effects.filter((effect) => !twice.has(effect)));
    for (const [subscriber, effect] of scope.once) if (!twice.has(effect)) outer.once.set(subscriber, effect);
    outer.mailed ||= scope.mailed;
  }
  return result;
}

/** `scope` is undefined inside a transaction withTransaction did not open: effects have nowhere to wait. */
function afterCommitOf(ctx: AppContext, tx: Database, scope: Scope | undefined): AfterCommit {
  const after: AfterCommit = {
    async mail(message) {
      await ctx.mail.enqueue(tx, message);
      if (scope) scope.mailed = true;
    },
    run(effect) {
      if (!scope) {
        throw new Error('after.run inside a transaction withTransaction did not open: open the outer one with withTransaction');
      }
      scope.effects.push(effect);
    },
    async publish(event) {
      for (const subscriber of ctx.events.subscribersOf(event.type)) {
        if (subscriber.phase === 'in-transaction') {
          await subscriber.handle(event, tx, after);
          continue;
        }
        if (subscriber.oncePerCommit && scope?.once.has(subscriber)) continue;
        const effect = () => subscriber.handle(event);
        after.run(effect);
        if (subscriber.oncePerCommit) scope?.once.set(subscriber, effect);
      }
    },
  };
  return after;
}
