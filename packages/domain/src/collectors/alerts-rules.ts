// Alerts and digests (issue 29, item 3; ADR 0041): what collectors hear about the works and artists they keep.

/** The four things a collector can be told; each has its own switch in the profile. */
export const ALERT_KINDS = ['new_work', 'price_drop', 'back_on_sale', 'sold'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** How often the collected alerts are mailed: at most one digest a day, a week, or none at all. */
export const DIGEST_FREQUENCIES = ['daily', 'weekly', 'none'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];

/** Notifications per page of the list behind the bell, newest first. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
/** The most alerts one digest lists; the rest wait in the bell's list, which the digest links. */
export const DIGEST_MAX_ITEMS = 30;

/** The storefront page a digest's unsubscribe link opens (the one-click POST goes to the API). */
export const UNSUBSCRIBE_PATH = '/unsubscribe';

/**
 * The period a digest belongs to, in UTC: one per collector and period is ever sent, so this key is what
 * makes "at most one a day (or a week)" hold across instances. Weeks are ISO weeks (Monday first).
 */
export function digestPeriodKey(frequency: Exclude<DigestFrequency, 'none'>, at: Date): string {
  const day = at.toISOString().slice(0, 10);
  if (frequency === 'daily') return `day:${day}`;
  const date = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const weekday = date.getUTCDay() || 7;
  // The ISO week's year is the year of its Thursday.
  date.setUTCDate(date.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((date.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `week:${date.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/**
 * What a saved work's move from one observed state to the next tells its collector, if anything:
 * sold, on sale again, or a lower price while it can still be bought.
 */
export function savedWorkAlert(
  seen: { state: string | null; totalCents: number },
  now: { state: 'available' | 'reserved' | 'sold' | 'unavailable'; totalCents: number },
): Exclude<AlertKind, 'new_work'> | null {
  const buyable = now.state === 'available' || now.state === 'reserved';
  // The first look knows the price at saving, not the state then: only a lower price is news.
  if (seen.state === null) return buyable && now.totalCents < seen.totalCents ? 'price_drop' : null;
  if (now.state === 'sold') return seen.state === 'sold' ? null : 'sold';
  if (now.state === 'available' && seen.state !== 'available') return 'back_on_sale';
  if (buyable && now.totalCents < seen.totalCents) return 'price_drop';
  return null;
}
