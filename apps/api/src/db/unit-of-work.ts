import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { AppContext } from '#api/context.ts';
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
}

type Effect = () => Promise<void> | void;

/** The effects of one transaction or savepoint; `mailed` says the outbox has something new once it commits. */
interface Scope {
  effects: Effect[];
  mailed: boolean;
}

/** The scope of every transaction withTransaction opened, so a nested unit of work finds the outermost commit. */
const scopes = new WeakMap<Database, Scope>();

export function isTransaction(db: Database): boolean {
  return is(db, PgTransaction);
}

/**
 * Runs `work` in a transaction; once it has committed, the outbox worker is woken for its mail and
 * its effects run in order. Answers what `work` answered; an error of `work` rolls everything back.
 *
 * Nested use: call it with `{ ...ctx, db: tx }` (or pass `tx` and `after` down, as plain parameters).
 * Inside a transaction that withTransaction opened, the inner work runs in a savepoint and its effects
 * join the outer ones when the savepoint is released, so they wait for the outermost commit; a
 * savepoint rolled back drops them. Inside a transaction opened some other way, mail still commits
 * with it, but `after.run` throws: that commit cannot be seen from here.
 */
export async function withTransaction<T>(ctx: AppContext, work: (tx: Database, after: AfterCommit) => Promise<T>): Promise<T> {
  if (isTransaction(ctx.db)) return inSavepoint(ctx, scopes.get(ctx.db), work);
  const scope: Scope = { effects: [], mailed: false };
  const result = await ctx.db.transaction((tx) => {
    scopes.set(tx, scope);
    return work(tx, afterCommitOf(ctx, tx, scope));
  });
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

async function inSavepoint<T>(
  ctx: AppContext,
  outer: Scope | undefined,
  work: (tx: Database, after: AfterCommit) => Promise<T>,
): Promise<T> {
  const scope: Scope = { effects: [], mailed: false };
  const result = await ctx.db.transaction((tx) => {
    scopes.set(tx, scope);
    return work(tx, afterCommitOf(ctx, tx, outer && scope));
  });
  if (outer) {
    outer.effects.push(...scope.effects);
    outer.mailed ||= scope.mailed;
  }
  return result;
}

/** `scope` is undefined inside a transaction withTransaction did not open: effects have nowhere to wait. */
function afterCommitOf(ctx: AppContext, tx: Database, scope: Scope | undefined): AfterCommit {
  return {
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
  };
}
