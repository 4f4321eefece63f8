import { type HoldKind, ONLINE_HOLD_MS, PaymentStatus } from '@art-market/domain/rules';
import { type AnyColumn, and, count, eq, gt, inArray, isNull, lte, min, ne, or, type Placeholder, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { artworkHolds, offers, orders } from '#api/db/schema.ts';

/** A hold is live while it is unreleased and not past its expiry (a capture PayPal still processes has none). */
export const liveHold = (now: Date | Placeholder) =>
  and(isNull(artworkHolds.releasedAt), sql`(${artworkHolds.expiresAt} is null or ${artworkHolds.expiresAt} > ${now})`);

/** Whose hold it is: the order's customer, or the collector an accepted offer holds it for (ADR 0047). */
const holdingCustomer = sql<string>`coalesce(${orders.customerId}, ${offers.customerId})`;

/** Marks lapsed holds on these artworks released, so the unique index lets a new hold in. */
export async function releaseExpiredHolds(db: Database, productIds: string[], now: Date): Promise<void> {
  if (productIds.length === 0) return;
  await db
    .update(artworkHolds)
    .set({ releasedAt: now, releaseReason: 'expired' })
    .where(and(inArray(artworkHolds.productId, productIds), isNull(artworkHolds.releasedAt), lte(artworkHolds.expiresAt, now)));
}

export interface NewHold {
  productId: string;
  expiresAt: Date;
  firstHeldAt: Date;
}

/**
 * Inserts a hold per artwork for one payment attempt; an artwork that already has an unreleased hold
 * is skipped (the insert waits for a concurrent holder to commit or roll back). Answers the artworks
 * newly held.
 */
export async function insertHolds(
  db: Database,
  holder: { orderId: string; attemptId: string; kind: HoldKind },
  holds: readonly NewHold[],
): Promise<string[]> {
  if (holds.length === 0) return [];
  const inserted = await db
    .insert(artworkHolds)
    .values(holds.map((hold) => ({ ...holder, ...hold })))
    .onConflictDoNothing({ target: artworkHolds.productId, where: sql`${artworkHolds.releasedAt} is null` })
    .returning({ productId: artworkHolds.productId });
  return inserted.map((row) => row.productId);
}

/** The unreleased holds on these artworks, whoever holds them, with the holding customer. */
export async function findUnreleasedHolds(db: Database, productIds: string[]) {
  if (productIds.length === 0) return [];
  return db
    .select({
      id: artworkHolds.id,
      productId: artworkHolds.productId,
      orderId: artworkHolds.orderId,
      attemptId: artworkHolds.attemptId,
      expiresAt: artworkHolds.expiresAt,
      offerId: artworkHolds.offerId,
      customerId: holdingCustomer,
      orderNumber: orders.orderNumber,
    })
    .from(artworkHolds)
    .leftJoin(orders, eq(orders.id, artworkHolds.orderId))
    .leftJoin(offers, eq(offers.id, artworkHolds.offerId))
    .where(and(inArray(artworkHolds.productId, productIds), isNull(artworkHolds.releasedAt)));
}

/**
 * Which of these artworks another order holds right now (live: unreleased and not lapsed), and for whom; an
 * accepted offer's hold counts as another's unless it is for this order's own customer (ADR 0047).
 */
export async function findHeldByOtherOrders(db: Database, productIds: string[], orderId: string, now: Date) {
  if (productIds.length === 0) return [];
  return db
    .select({ productId: artworkHolds.productId, customerId: holdingCustomer, orderNumber: orders.orderNumber })
    .from(artworkHolds)
    .leftJoin(orders, eq(orders.id, artworkHolds.orderId))
    .leftJoin(offers, eq(offers.id, artworkHolds.offerId))
    .where(
      and(
        inArray(artworkHolds.productId, productIds),
        liveHold(now),
        or(
          ne(artworkHolds.orderId, orderId),
          sql`${artworkHolds.orderId} is null and ${offers.customerId} <> (select ${orders.customerId} from ${orders} where ${orders.id} = ${orderId})`,
        ),
      ),
    );
}

/**
 * When this customer's unbroken run of holds on each artwork began: a hold that ended less than a
 * hold's length ago (failed, replaced, lapsed) continues the run, so retrying cannot stretch a hold
 * past its lifetime. Artworks without a run are absent.
 */
export async function findHoldRunStarts(
  db: Database,
  customerId: string,
  productIds: string[],
  now: Date,
): Promise<Map<string, Date>> {
  if (productIds.length === 0) return new Map();
  const runOpenSince = new Date(now.getTime() - ONLINE_HOLD_MS);
  const rows = await db
    .select({ productId: artworkHolds.productId, since: min(artworkHolds.firstHeldAt) })
    .from(artworkHolds)
    .innerJoin(orders, eq(orders.id, artworkHolds.orderId))
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(artworkHolds.kind, 'online'),
        inArray(artworkHolds.productId, productIds),
        or(isNull(artworkHolds.releasedAt), gt(artworkHolds.releasedAt, runOpenSince)),
        or(isNull(artworkHolds.expiresAt), gt(artworkHolds.expiresAt, runOpenSince)),
      ),
    )
    .groupBy(artworkHolds.productId);
  return new Map(rows.flatMap((row) => (row.since ? [[row.productId, row.since] as const] : [])));
}

/** How many artworks this customer's other orders hold right now. */
export async function countHeldByCustomer(db: Database, customerId: string, exceptOrderId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ held: count() })
    .from(artworkHolds)
    .innerJoin(orders, eq(orders.id, artworkHolds.orderId))
    .where(and(eq(orders.customerId, customerId), ne(artworkHolds.orderId, exceptOrderId), liveHold(now)));
  return row?.held ?? 0;
}

/**
 * Gives this order's live holds to a new attempt with a new expiry (a retried or switched payment
 * keeps its artworks; the old attempt's failure then releases nothing).
 */
export async function renewOrderHolds(
  db: Database,
  orderId: string,
  holder: { attemptId: string; kind: HoldKind },
  expiryOf: (firstHeldAt: Date) => Date | null,
  now: Date,
): Promise<void> {
  const live = await db
    .select({ id: artworkHolds.id, firstHeldAt: artworkHolds.firstHeldAt, kind: artworkHolds.kind })
    .from(artworkHolds)
    .where(and(eq(artworkHolds.orderId, orderId), liveHold(now)));
  for (const hold of live) {
    // Another way of paying (an online payment after a rejected transfer) starts a run of its own.
    const firstHeldAt = hold.kind === holder.kind ? hold.firstHeldAt : now;
    await db
      .update(artworkHolds)
      .set({ ...holder, firstHeldAt, expiresAt: expiryOf(firstHeldAt) })
      .where(eq(artworkHolds.id, hold.id));
  }
}

/**
 * Hands what an attempt holds to its order alone, until `until` at the latest (a rejected transfer:
 * the collector keeps the artworks a while to pay again); the attempt can then fail without
 * releasing them, and the order's next attempt takes them over.
 */
export async function keepAttemptHoldsForOrder(db: Database, attemptId: string, until: Date, now: Date): Promise<void> {
  await db
    .update(artworkHolds)
    .set({
      attemptId: null,
      firstHeldAt: now,
      expiresAt: sql`least(${artworkHolds.expiresAt}, ${until.toISOString()}::timestamptz)`,
    })
    .where(and(eq(artworkHolds.attemptId, attemptId), isNull(artworkHolds.releasedAt)));
}

/** When the order's live holds end (the earliest), or null when it holds nothing now. */
export async function findOrderHoldsEnd(db: Database, orderId: string, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ end: min(artworkHolds.expiresAt) })
    .from(artworkHolds)
    .where(and(eq(artworkHolds.orderId, orderId), liveHold(now)));
  return row?.end ?? null;
}

/** Hands the holds of one attempt id to another (a provider's idempotent replay answered an earlier attempt). */
export async function moveAttemptHolds(db: Database, fromAttemptId: string, toAttemptId: string): Promise<void> {
  if (fromAttemptId === toAttemptId) return;
  await db
    .update(artworkHolds)
    .set({ attemptId: toAttemptId })
    .where(and(eq(artworkHolds.attemptId, fromAttemptId), isNull(artworkHolds.releasedAt)));
}

/** Keeps this attempt's holds until the attempt ends (money on its way: a capture the provider still processes). */
export async function holdUntilAttemptEnds(db: Database, attemptId: string): Promise<void> {
  await db
    .update(artworkHolds)
    .set({ expiresAt: null })
    .where(and(eq(artworkHolds.attemptId, attemptId), isNull(artworkHolds.releasedAt)));
}

/** Ends what one payment attempt holds, and nothing else: failed, cancelled or abandoned. */
export async function releaseAttemptHolds(db: Database, attemptId: string, reason: string, now: Date): Promise<void> {
  await db
    .update(artworkHolds)
    .set({ releasedAt: now, releaseReason: reason })
    .where(and(eq(artworkHolds.attemptId, attemptId), isNull(artworkHolds.releasedAt)));
}

/** Ends every unreleased hold of an order: sold, cancelled or replaced. */
export async function releaseOrderHolds(db: Database, orderId: string, reason: string, now: Date): Promise<void> {
  await db
    .update(artworkHolds)
    .set({ releasedAt: now, releaseReason: reason })
    .where(and(eq(artworkHolds.orderId, orderId), isNull(artworkHolds.releasedAt)));
}

/**
 * The number of the customer's own order that holds this artwork with a payment under review (a bank
 * transfer awaiting the admin), or null: the piece is hers already, so a cart is told where it went.
 */
export const heldByOwnSubmittedOrder = (productId: AnyColumn, customerId: string | Placeholder, now: Date | Placeholder) =>
  sql<
    string | null
  >`(${sql`select ${orders.orderNumber} from ${artworkHolds} join ${orders} on ${orders.id} = ${artworkHolds.orderId}
    where ${artworkHolds.productId} = ${productId} and ${liveHold(now)} and ${eq(orders.customerId, customerId)}
    and ${ne(orders.paymentStatus, PaymentStatus.Pending)} limit 1`})`;

/** Whether another customer's order holds this artwork right now (a payment of theirs is under way). */
export const isHeldForOthers = (productId: AnyColumn, customerId: string | Placeholder, now: Date | Placeholder) =>
  sql<boolean>`exists (${sql`select 1 from ${artworkHolds} left join ${orders} on ${orders.id} = ${artworkHolds.orderId}
    left join ${offers} on ${offers.id} = ${artworkHolds.offerId}
    where ${artworkHolds.productId} = ${productId} and ${liveHold(now)} and ${holdingCustomer} <> ${customerId}`})`;

/** The live hold on this artwork, whoever holds it: when it ends (null: while a payment settles), or undefined. */
export async function findLiveHold(db: Database, productId: string, now: Date): Promise<{ expiresAt: Date | null } | undefined> {
  const [hold] = await db
    .select({ expiresAt: artworkHolds.expiresAt })
    .from(artworkHolds)
    .where(and(eq(artworkHolds.productId, productId), liveHold(now)))
    .limit(1);
  return hold;
}

/** An arbitrary, fixed key of the advisory lock that queues bank-transfer holds. */
const TRANSFER_HOLDS_LOCK = 727_130_030;

/**
 * Bank-transfer holds are taken one submission at a time, until the transaction ends: the caps on
 * what pending transfers hold together (ADR 0030) are counted after the holds are written, and two
 * submissions counting at once would each miss the other. Transfers are few; the queue costs nothing.
 */
export async function queueTransferHolds(db: Database): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${TRANSFER_HOLDS_LOCK})`);
}

/**
 * Holds one artwork for an accepted offer until `expiresAt`, under the same one-hold-per-artwork index as every
 * payment (ADR 0047): answers false when a payment or another offer holds it now. A lapsed hold is let go first.
 */
export async function holdForOffer(
  db: Database,
  offerId: string,
  productId: string,
  expiresAt: Date,
  now: Date,
): Promise<boolean> {
  await releaseExpiredHolds(db, [productId], now);
  const held = await insertOfferHold(db, { productId, offerId, kind: 'offer', expiresAt, firstHeldAt: now });
  return held.length > 0;
}

async function insertOfferHold(db: Database, hold: typeof artworkHolds.$inferInsert) {
  return db
    .insert(artworkHolds)
    .values(hold)
    .onConflictDoNothing({ target: artworkHolds.productId, where: sql`${artworkHolds.releasedAt} is null` })
    .returning({ id: artworkHolds.id });
}

/** Ends an offer's hold (its offer ended, or lapsed). */
export async function releaseOfferHold(db: Database, offerId: string, reason: string, now: Date): Promise<void> {
  await db
    .update(artworkHolds)
    .set({ releasedAt: now, releaseReason: reason })
    .where(and(eq(artworkHolds.offerId, offerId), isNull(artworkHolds.releasedAt)));
}

/** Ends the offers' holds on artworks just sold: the sale used them up. */
export async function releaseOfferHoldsOn(db: Database, productIds: string[], reason: string, now: Date): Promise<void> {
  if (productIds.length === 0) return;
  await db
    .update(artworkHolds)
    .set({ releasedAt: now, releaseReason: reason })
    .where(
      and(inArray(artworkHolds.productId, productIds), isNull(artworkHolds.releasedAt), sql`${artworkHolds.offerId} is not null`),
    );
}

/** The live hold of this customer's accepted offer on an artwork, with its end; undefined when there is none. */
export async function findOwnOfferHold(db: Database, offerId: string, customerId: string, now: Date) {
  const [hold] = await db
    .select({ id: artworkHolds.id, expiresAt: artworkHolds.expiresAt })
    .from(artworkHolds)
    .innerJoin(offers, eq(offers.id, artworkHolds.offerId))
    .where(
      and(eq(artworkHolds.offerId, offerId), eq(offers.customerId, customerId), eq(offers.status, 'accepted'), liveHold(now)),
    )
    .limit(1);
  return hold;
}

/** Keeps an offer's hold at least until `until` (a payment under way rides on it and needs its own lifetime). */
export async function extendOfferHold(db: Database, holdId: string, until: Date): Promise<void> {
  await db
    .update(artworkHolds)
    .set({ expiresAt: sql`greatest(${artworkHolds.expiresAt}, ${until.toISOString()}::timestamptz)` })
    .where(eq(artworkHolds.id, holdId));
}
