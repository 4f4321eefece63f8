import type { AlertKind, DigestFrequency } from '@art-market/domain/rules';
import type { AlertPreferences } from '@art-market/domain/schemas';
import { and, asc, count, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import {
  alertPreferences,
  artistFollows,
  artworkHolds,
  customers,
  notificationDigests,
  notifications,
  orderItems,
  orders,
  products,
  savedWorks,
} from '#api/db/schema.ts';
import { isPublic } from '#api/db/storefront-visibility.ts';
import { liveHold } from '#api/modules/orders/order-life.ts';

const DEFAULT_PREFERENCES: AlertPreferences = {
  kinds: { new_work: true, price_drop: true, back_on_sale: true, sold: true },
  digest: 'daily',
};

type PreferencesRow = typeof alertPreferences.$inferSelect;

const preferencesOf = (row: PreferencesRow | undefined): AlertPreferences =>
  row
    ? {
        kinds: { new_work: row.newWork, price_drop: row.priceDrop, back_on_sale: row.backOnSale, sold: row.sold },
        digest: row.digest,
      }
    : DEFAULT_PREFERENCES;

export async function findPreferences(db: Database, customerId: string): Promise<AlertPreferences> {
  const [row] = await db.select().from(alertPreferences).where(eq(alertPreferences.customerId, customerId));
  return preferencesOf(row);
}

/** The preferences of several collectors at once (the watch's batch), defaults for those without a row. */
export async function findPreferencesOf(db: Database, customerIds: string[]): Promise<Map<string, AlertPreferences>> {
  const rows =
    customerIds.length === 0
      ? []
      : await db.select().from(alertPreferences).where(inArray(alertPreferences.customerId, customerIds));
  const found = new Map(rows.map((row) => [row.customerId, preferencesOf(row)]));
  return new Map(customerIds.map((id) => [id, found.get(id) ?? DEFAULT_PREFERENCES]));
}

export async function savePreferences(db: Database, customerId: string, preferences: AlertPreferences, now: Date): Promise<void> {
  const values = {
    newWork: preferences.kinds.new_work,
    priceDrop: preferences.kinds.price_drop,
    backOnSale: preferences.kinds.back_on_sale,
    sold: preferences.kinds.sold,
    digest: preferences.digest,
    updatedAt: now,
  };
  await db
    .insert(alertPreferences)
    .values({ customerId, ...values })
    .onConflictDoUpdate({ target: alertPreferences.customerId, set: values });
}

export async function setDigestFrequency(db: Database, customerId: string, digest: DigestFrequency, now: Date): Promise<void> {
  await db
    .insert(alertPreferences)
    .values({ customerId, digest, updatedAt: now })
    .onConflictDoUpdate({ target: alertPreferences.customerId, set: { digest, updatedAt: now } });
}

/**
 * Tells every follower of the artist, whose switch for new works is on, of this newly approved work, in
 * the approving transaction. A work approved again after an edit is not news: the unique index keeps one.
 */
export async function insertNewWorkAlerts(db: Database, productId: string, artistName: string, now: Date): Promise<number> {
  const rows = await db
    .insert(notifications)
    .select(
      db
        .select({
          id: sql`gen_random_uuid()`.as('id'),
          customerId: artistFollows.customerId,
          kind: sql`'new_work'`.as('kind'),
          productId: sql`${productId}::uuid`.as('product_id'),
          fromCents: sql`null::integer`.as('from_cents'),
          toCents: sql`null::integer`.as('to_cents'),
          createdAt: sql`${now.toISOString()}::timestamptz`.as('created_at'),
          readAt: sql`null::timestamptz`.as('read_at'),
          digestedAt: sql`null::timestamptz`.as('digested_at'),
        })
        .from(artistFollows)
        .leftJoin(alertPreferences, eq(alertPreferences.customerId, artistFollows.customerId))
        .where(and(eq(artistFollows.artistName, artistName), sql`coalesce(${alertPreferences.newWork}, true)`)),
    )
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  return rows.length;
}

/** What a saved work is now, as the watch names it (the same order of checks as savedWorkState). */
const stateNow = (now: Date) => sql<'available' | 'reserved' | 'sold' | 'unavailable'>`case
  when ${products.isSoldOut} then 'sold'
  when not (${isPublic}) then 'unavailable'
  when exists (select 1 from ${artworkHolds} where ${artworkHolds.productId} = ${products.id} and ${liveHold(now)}) then 'reserved'
  else 'available' end`;

/** Saved works whose artwork changed since the watch last looked: state or total price. */
export async function findChangedSavedWorks(db: Database, now: Date, limit: number) {
  const state = stateNow(now);
  return db
    .select({
      customerId: savedWorks.customerId,
      productId: savedWorks.productId,
      seenState: savedWorks.seenState,
      seenTotalCents: savedWorks.seenTotalCents,
      savedTotalCents: savedWorks.savedTotalCents,
      state,
      totalCents: sql<number>`${products.totalCents}`,
    })
    .from(savedWorks)
    .innerJoin(products, eq(products.id, savedWorks.productId))
    .where(
      sql`(${savedWorks.seenState} is distinct from ${state} or ${savedWorks.seenTotalCents} is distinct from ${products.totalCents})`,
    )
    .orderBy(asc(savedWorks.productId), asc(savedWorks.customerId))
    .limit(limit);
}

/**
 * Moves what the watch saw of one saved work from `seen` to `now`, only if nobody moved it meanwhile:
 * the one run whose update lands records the alert, so a change is never told twice.
 */
export async function advanceSeen(
  db: Database,
  key: { customerId: string; productId: string },
  seen: { state: string | null; totalCents: number | null },
  now: { state: string; totalCents: number },
): Promise<boolean> {
  const moved = await db
    .update(savedWorks)
    .set({ seenState: now.state, seenTotalCents: now.totalCents })
    .where(
      and(
        eq(savedWorks.customerId, key.customerId),
        eq(savedWorks.productId, key.productId),
        sql`${savedWorks.seenState} is not distinct from ${seen.state}`,
        sql`${savedWorks.seenTotalCents} is not distinct from ${seen.totalCents}`,
      ),
    )
    .returning({ productId: savedWorks.productId });
  return moved.length > 0;
}

/** The collectors whose orders bought these artworks (they are not told that "their" work sold). */
export async function findBuyers(db: Database, productIds: string[]): Promise<Set<string>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ customerId: orders.customerId, productId: orderItems.productId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(inArray(orderItems.productId, productIds), sql`${orders.paidAt} is not null`));
  return new Set(rows.map((row) => `${row.customerId}:${row.productId}`));
}

export async function insertAlert(
  db: Database,
  alert: { customerId: string; kind: AlertKind; productId: string; fromCents?: number; toCents?: number; createdAt: Date },
): Promise<void> {
  await db.insert(notifications).values(alert);
}

/** A page of the collector's notifications, newest first, with the artwork each is about. */
export async function findNotificationPage(db: Database, customerId: string, window: { limit: number; offset: number }) {
  return db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      productId: notifications.productId,
      fromCents: notifications.fromCents,
      toCents: notifications.toCents,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
      title: products.title,
      artistName: products.artistName,
    })
    .from(notifications)
    .innerJoin(products, eq(products.id, notifications.productId))
    .where(eq(notifications.customerId, customerId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countNotifications(db: Database, customerId: string): Promise<{ total: number; unread: number }> {
  const [row] = await db
    .select({ total: count(), unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number) })
    .from(notifications)
    .where(eq(notifications.customerId, customerId));
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
}

/** Marks the collector's own notifications read: these ids, or all of them. Answers how many changed. */
export async function markRead(db: Database, customerId: string, ids: string[] | 'all', now: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.customerId, customerId),
        isNull(notifications.readAt),
        ids === 'all' ? undefined : inArray(notifications.id, ids),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

/**
 * Collectors with alerts no digest has carried yet, who want digests and have had none in the period
 * now under way (the others wait for their next period, so they never crowd the batch).
 */
export async function findDigestCandidates(db: Database, periods: { daily: string; weekly: string }, since: Date, limit: number) {
  const digest = sql<'daily' | 'weekly'>`coalesce(${alertPreferences.digest}, 'daily')`;
  return db
    .selectDistinct({ customerId: notifications.customerId, digest })
    .from(notifications)
    .leftJoin(alertPreferences, eq(alertPreferences.customerId, notifications.customerId))
    .where(
      and(
        isNull(notifications.digestedAt),
        gte(notifications.createdAt, since),
        sql`${digest} <> 'none'`,
        sql`not exists (select 1 from ${notificationDigests} where ${notificationDigests.customerId} = ${notifications.customerId}
          and ${notificationDigests.periodKey} = case when ${digest} = 'weekly' then ${periods.weekly} else ${periods.daily} end)`,
      ),
    )
    .orderBy(notifications.customerId)
    .limit(limit);
}

/** Where a digest goes: the collector's address and first name. */
export async function findDigestRecipient(db: Database, customerId: string) {
  const [row] = await db
    .select({ email: customers.email, firstName: customers.firstName })
    .from(customers)
    .where(and(eq(customers.id, customerId), isNull(customers.disabledAt)));
  return row;
}

/** Claims the collector's digest for the period; false when one was already written for it. */
export async function claimDigest(db: Database, customerId: string, periodKey: string, itemCount: number): Promise<boolean> {
  const rows = await db
    .insert(notificationDigests)
    .values({ customerId, periodKey, itemCount })
    .onConflictDoNothing()
    .returning({ customerId: notificationDigests.customerId });
  return rows.length > 0;
}

/** The alerts waiting for a digest, oldest first, with the artwork each is about; locked for this run. */
export async function findUndigested(db: Database, customerId: string, since: Date) {
  return db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      productId: notifications.productId,
      fromCents: notifications.fromCents,
      toCents: notifications.toCents,
      title: products.title,
      artistName: products.artistName,
    })
    .from(notifications)
    .innerJoin(products, eq(products.id, notifications.productId))
    .where(and(eq(notifications.customerId, customerId), isNull(notifications.digestedAt), gte(notifications.createdAt, since)))
    .orderBy(asc(notifications.createdAt), asc(notifications.id))
    .for('update', { of: notifications, skipLocked: true });
}

export async function markDigested(db: Database, ids: string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.update(notifications).set({ digestedAt: now }).where(inArray(notifications.id, ids));
}
