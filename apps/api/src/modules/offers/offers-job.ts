import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '#api/context.ts';
import { withTransaction } from '#api/db/unit-of-work.ts';
import { releaseOfferHold } from '#api/modules/orders/order-life.ts';
import type { ScheduledJob } from '#api/plugins/job-runner.ts';
import { mailOfferNews } from './offer.mails.ts';
import { findDueOffers, findGoneOffers, findOfferParties, moveOffer, type OfferRow } from './offers.repository.ts';

const BATCH = 200;
/** An unanswered offer ends, and both sides hear of it, within about this long of its deadline. */
const INTERVAL_MS = 60_000;

/** The offers' scheduled job (ADR 0047): one instance at a time, like every job (ADR 0020, 0032). */
export function offersJob(ctx: AppContext, log: FastifyBaseLogger): ScheduledJob {
  const next = (now: Date) => new Date(now.getTime() + INTERVAL_MS);
  return {
    name: 'offers',
    firstDue: next,
    nextDue: next,
    run: async (lost) => {
      const lapsed = await lapseGoneOffers(ctx, lost);
      const expired = lost.aborted ? 0 : await expireDueOffers(ctx, lost);
      if (lapsed + expired > 0) log.info({ lapsed, expired }, 'offers ended');
    },
  };
}

/**
 * Ends one offer by `event`, with its mails, in one transaction guarded by the offer's status: of two runs
 * (two instances, a run retried, an answer at the same moment) exactly one moves it, so it is told once.
 */
async function endOffer(ctx: AppContext, offerId: string, from: OfferRow['status'], event: 'expire' | 'lapse' | 'purchase') {
  return withTransaction(ctx, async (tx, after) => {
    const now = ctx.now();
    const moved = await moveOffer(tx, offerId, event, from, { dueAt: null, updatedAt: now });
    if (!moved) return false;
    await releaseOfferHold(tx, offerId, event === 'purchase' ? 'sold' : event === 'expire' ? 'expired' : 'lapsed', now);
    const parties = event === 'purchase' ? undefined : await findOfferParties(tx, offerId);
    if (parties) await mailOfferNews(ctx, after, event === 'expire' ? 'expired' : 'lapsed', parties);
    return true;
  });
}

/** Offers nobody answered in time, and accepted offers whose hold ran out unpaid, expire. */
export async function expireDueOffers(ctx: AppContext, lost?: AbortSignal): Promise<number> {
  let ended = 0;
  for (const offer of await findDueOffers(ctx.db, ctx.now(), BATCH)) {
    if (lost?.aborted) break;
    if (await endOffer(ctx, offer.id, offer.status, 'expire')) ended += 1;
  }
  return ended;
}

/**
 * Offers on works no longer for sale end: bought through the offer itself (purchased, no news: the order's
 * own mails tell), or sold to someone else, withdrawn or disabled (lapsed, both sides told).
 */
export async function lapseGoneOffers(ctx: AppContext, lost?: AbortSignal): Promise<number> {
  let ended = 0;
  for (const offer of await findGoneOffers(ctx.db, BATCH)) {
    if (lost?.aborted) break;
    const event = offer.purchased && offer.status === 'accepted' ? 'purchase' : 'lapse';
    if (await endOffer(ctx, offer.id, offer.status, event)) ended += 1;
  }
  return ended;
}
