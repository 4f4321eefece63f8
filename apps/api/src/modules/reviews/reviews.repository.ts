import { OrderStatus, REVIEWS_PAGE_SIZE, type ReviewVisibility, reviewerName } from '@art-market/domain/rules';
import type { PublicReview } from '@art-market/domain/schemas';
import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '#api/db/client.ts';
import { artistReviews, customers, orders, refunds, vendorOrders, vendors } from '#api/db/schema.ts';

export type ReviewRow = typeof artistReviews.$inferSelect;
type ReviewWrite = Pick<ReviewRow, 'rating' | 'title' | 'body'>;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The public face of a review row: the reviewer by first name and initial, the reply if there is one. */
export function toPublicReview(row: ReviewRow, author: { firstName: string; lastName: string }): PublicReview {
  return {
    id: row.id,
    rating: row.rating,
    title: row.title,
    body: row.body,
    photoUrl: row.photoUrl,
    reviewerName: reviewerName(author.firstName, author.lastName),
    createdAt: row.createdAt.toISOString(),
    updatedAt: iso(row.updatedAt),
    reply:
      row.replyBody === null || row.replyCreatedAt === null
        ? null
        : { body: row.replyBody, createdAt: row.replyCreatedAt.toISOString(), updatedAt: iso(row.replyUpdatedAt) },
  };
}

const author = { firstName: customers.firstName, lastName: customers.lastName };

/** The number and the sum of stars of visible reviews: what a studio's rating is computed from. */
const visibleTotals = {
  count: sql<number>`count(*)::int`.as('rating_count'),
  stars: sql<number>`coalesce(sum(${artistReviews.rating}), 0)::int`.as('rating_stars'),
};
const visible = isNull(artistReviews.hiddenAt);

/**
 * One studio's totals as a subquery on the outer query's `vendorId` column: one row always (0 and 0 without
 * reviews), for a lateral join.
 */
export const ratingTotalsOf = (db: Database, vendorId: AnyPgColumn) =>
  db
    .select(visibleTotals)
    .from(artistReviews)
    .where(and(eq(artistReviews.vendorId, vendorId), visible))
    .as('rating');

/** Each studio's totals, for the studios that have visible reviews. */
export async function findRatingTotals(db: Database, vendorIds: string[]) {
  if (vendorIds.length === 0) return [];
  return db
    .select({ vendorId: artistReviews.vendorId, ...visibleTotals })
    .from(artistReviews)
    .where(and(inArray(artistReviews.vendorId, vendorIds), visible))
    .groupBy(artistReviews.vendorId);
}

/** One page of a studio's visible reviews, newest first. */
export async function findVisibleReviews(db: Database, vendorId: string, page: number): Promise<PublicReview[]> {
  const rows = await db
    .select({ review: artistReviews, author })
    .from(artistReviews)
    .innerJoin(customers, eq(customers.id, artistReviews.customerId))
    .where(and(eq(artistReviews.vendorId, vendorId), isNull(artistReviews.hiddenAt)))
    .orderBy(desc(artistReviews.createdAt), desc(artistReviews.id))
    .limit(REVIEWS_PAGE_SIZE)
    .offset((page - 1) * REVIEWS_PAGE_SIZE);
  return rows.map((row) => toPublicReview(row.review, row.author));
}

/**
 * The collector's vendor orders of one order, each with whether it may be reviewed: delivered, and not
 * refunded before it was delivered (a refund of this part, or refunds of the whole order reaching its
 * total, granted before the delivery). A refund after delivery (a return) leaves the right in place.
 */
export async function findReviewableParts(db: Database, customerId: string, orderId: string) {
  const refundedBeforeDelivery = sql<boolean>`(
    exists (select 1 from ${refunds} r where r.vendor_order_id = ${vendorOrders.id} and r.status <> 'failed'
      and r.created_at < ${vendorOrders.deliveredAt})
    or (select coalesce(sum(r.amount_cents), 0) from ${refunds} r where r.order_id = ${orders.id}
      and r.status <> 'failed' and r.created_at < ${vendorOrders.deliveredAt}) >= ${orders.totalCents}
  )`;
  return db
    .select({
      vendorOrderId: vendorOrders.id,
      vendorId: vendorOrders.vendorId,
      studioName: vendors.displayName,
      delivered: sql<boolean>`${vendorOrders.status} = ${OrderStatus.Delivered} and ${vendorOrders.deliveredAt} is not null`,
      refundedBeforeDelivery,
    })
    .from(vendorOrders)
    .innerJoin(orders, eq(orders.id, vendorOrders.orderId))
    .innerJoin(vendors, eq(vendors.id, vendorOrders.vendorId))
    .where(and(eq(vendorOrders.orderId, orderId), eq(orders.customerId, customerId)))
    .orderBy(vendorOrders.vendorOrderNumber);
}

/** The vendor order's part of the caller's order, locked while a review is written for it. */
export async function lockCustomerVendorOrder(db: Database, customerId: string, vendorOrderId: string) {
  const [row] = await db
    .select({ orderId: vendorOrders.orderId })
    .from(vendorOrders)
    .innerJoin(orders, eq(orders.id, vendorOrders.orderId))
    .where(and(eq(vendorOrders.id, vendorOrderId), eq(orders.customerId, customerId)))
    .for('update', { of: vendorOrders });
  return row;
}

export async function findReviewsOfVendorOrders(db: Database, vendorOrderIds: string[]) {
  if (vendorOrderIds.length === 0) return [];
  return db
    .select({ review: artistReviews, author })
    .from(artistReviews)
    .innerJoin(customers, eq(customers.id, artistReviews.customerId))
    .where(inArray(artistReviews.vendorOrderId, vendorOrderIds));
}

export async function insertReview(
  db: Database,
  values: ReviewWrite & { vendorOrderId: string; vendorId: string; customerId: string; createdAt: Date },
): Promise<ReviewRow> {
  const [row] = await db.insert(artistReviews).values(values).returning();
  if (!row) throw new Error('review insert returned nothing');
  return row;
}

/** A review with its author's names, locked for a change; scoped by the caller when `scope` is given. */
export async function lockReview(db: Database, id: string, scope: { customerId?: string; vendorId?: string } = {}) {
  const where = [eq(artistReviews.id, id)];
  if (scope.customerId !== undefined) where.push(eq(artistReviews.customerId, scope.customerId));
  if (scope.vendorId !== undefined) where.push(eq(artistReviews.vendorId, scope.vendorId));
  const [row] = await db
    .select({ review: artistReviews, author: { ...author, email: customers.email } })
    .from(artistReviews)
    .innerJoin(customers, eq(customers.id, artistReviews.customerId))
    .where(and(...where))
    .for('update', { of: artistReviews });
  return row;
}

export async function updateReview(db: Database, id: string, values: Partial<ReviewRow>): Promise<ReviewRow> {
  const [row] = await db.update(artistReviews).set(values).where(eq(artistReviews.id, id)).returning();
  if (!row) throw new Error(`review ${id} vanished`);
  return row;
}

/** The console's list: visible or hidden reviews, newest first, with the studio and the author. */
export async function findConsoleReviews(db: Database, visibility: ReviewVisibility, window: { limit: number; offset: number }) {
  const where = visibility === 'hidden' ? isNotNull(artistReviews.hiddenAt) : isNull(artistReviews.hiddenAt);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        review: artistReviews,
        author: { ...author, email: customers.email },
        studioName: vendors.displayName,
        vendorOrderNumber: vendorOrders.vendorOrderNumber,
      })
      .from(artistReviews)
      .innerJoin(customers, eq(customers.id, artistReviews.customerId))
      .innerJoin(vendors, eq(vendors.id, artistReviews.vendorId))
      .innerJoin(vendorOrders, eq(vendorOrders.id, artistReviews.vendorOrderId))
      .where(where)
      .orderBy(desc(artistReviews.createdAt), desc(artistReviews.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: count() }).from(artistReviews).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function findStudioName(db: Database, vendorId: string): Promise<string> {
  const [row] = await db.select({ name: vendors.displayName }).from(vendors).where(eq(vendors.id, vendorId));
  return row?.name ?? '';
}
