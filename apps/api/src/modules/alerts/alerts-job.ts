import { type AlertKind, digestPeriodKey, savedWorkAlert } from '@art-market/domain/rules';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '#api/context.ts';
import { withTransaction } from '#api/db/unit-of-work.ts';
import type { ScheduledJob } from '#api/plugins/job-runner.ts';
import { alertDigestMail } from './alert-digest.mail.ts';
import {
  advanceSeen,
  claimDigest,
  findBuyers,
  findChangedSavedWorks,
  findDigestCandidates,
  findDigestRecipient,
  findPreferencesOf,
  findUndigested,
  insertAlert,
  markDigested,
} from './alerts.repository.ts';

const WATCH_BATCH = 500;
const DIGEST_BATCH = 100;
/** A digest carries alerts of the last eight days at most: one written before a long pause is stale news. */
const DIGEST_LOOKBACK_MS = 8 * 86_400_000;

/** The alerts' one scheduled job: watch saved works, then write the digests due (ADR 0041). */
export function alertsJob(ctx: AppContext, log: FastifyBaseLogger): ScheduledJob {
  // The bell lags a change to a saved work by about this, plus the runner's tick.
  const next = (now: Date) => new Date(now.getTime() + ctx.config.ALERTS_INTERVAL_SECONDS * 1_000);
  return {
    name: 'alerts',
    firstDue: next,
    nextDue: next,
    run: async (lost) => {
      const told = await watchSavedWorks(ctx, lost);
      if (told > 0) log.info({ told }, 'collectors told of changes to works they saved');
      if (lost.aborted) return;
      const digests = await sendDueDigests(ctx, lost);
      if (digests > 0) log.info({ digests }, 'alert digests written to the mail outbox');
    },
  };
}

/**
 * Compares each saved work with what was last seen of its artwork and records what the collector should
 * hear: a sale, a return to sale (a hold that ended, a cancelled order, a relisted return) or a lower price.
 * Watching the state, rather than each place that changes it, catches a hold that simply lapsed. Each move
 * is recorded with its alert in one transaction, guarded by what was seen, so it is told once.
 */
export async function watchSavedWorks(ctx: AppContext, lost?: AbortSignal): Promise<number> {
  let told = 0;
  for (;;) {
    const now = ctx.now();
    const changed = await findChangedSavedWorks(ctx.db, now, WATCH_BATCH);
    if (changed.length === 0) return told;
    told += await withTransaction(ctx, async (tx) => {
      const preferences = await findPreferencesOf(tx, [...new Set(changed.map((row) => row.customerId))]);
      const buyers = await findBuyers(tx, [
        ...new Set(changed.filter((row) => row.state === 'sold').map((row) => row.productId)),
      ]);
      let recorded = 0;
      for (const row of changed) {
        const seen = { state: row.seenState, totalCents: row.seenTotalCents ?? row.savedTotalCents };
        const current = { state: row.state, totalCents: row.totalCents };
        const moved = await advanceSeen(tx, row, { state: row.seenState, totalCents: row.seenTotalCents }, current);
        if (!moved) continue;
        const kind = savedWorkAlert(seen, current);
        if (!kind || !preferences.get(row.customerId)?.kinds[kind]) continue;
        if (kind === 'sold' && buyers.has(`${row.customerId}:${row.productId}`)) continue;
        await insertAlert(tx, {
          customerId: row.customerId,
          kind,
          productId: row.productId,
          ...(kind === 'price_drop' ? { fromCents: seen.totalCents, toCents: current.totalCents } : {}),
          createdAt: now,
        });
        recorded += 1;
      }
      return recorded;
    });
    if (changed.length < WATCH_BATCH || lost?.aborted) return told;
  }
}

/**
 * Writes each collector's digest for the period under way, once: the digest's row (collector, period) is
 * claimed in the same transaction that marks its alerts and writes the mail to the outbox, so of two runs
 * (two instances, a run retried) only the one whose claim landed mails anything. Alerts of a kind switched
 * off since are marked and left out; a collector with digests off gets none and keeps the bell.
 */
export async function sendDueDigests(ctx: AppContext, lost?: AbortSignal): Promise<number> {
  const now = ctx.now();
  const periods = { daily: digestPeriodKey('daily', now), weekly: digestPeriodKey('weekly', now) };
  const since = new Date(now.getTime() - DIGEST_LOOKBACK_MS);
  const candidates = await findDigestCandidates(ctx.db, periods, since, DIGEST_BATCH);
  let sent = 0;
  for (const candidate of candidates) {
    if (lost?.aborted) break;
    const wrote = await withTransaction(ctx, async (tx, after) => {
      const recipient = await findDigestRecipient(tx, candidate.customerId);
      const waiting = await findUndigested(tx, candidate.customerId, since);
      if (!recipient || waiting.length === 0) return false;
      const preferences = (await findPreferencesOf(tx, [candidate.customerId])).get(candidate.customerId);
      if (!preferences || preferences.digest === 'none') return false;
      const wanted = waiting.filter((item) => preferences.kinds[item.kind as AlertKind]);
      if (wanted.length > 0) {
        const period = digestPeriodKey(preferences.digest, now);
        if (!(await claimDigest(tx, candidate.customerId, period, wanted.length))) return false;
        await after.mail(alertDigestMail(ctx, recipient, candidate.customerId, wanted));
      }
      await markDigested(
        tx,
        waiting.map((item) => item.id),
        now,
      );
      return wanted.length > 0;
    });
    if (wrote) sent += 1;
  }
  return sent;
}
