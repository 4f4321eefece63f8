import { AlertMessages, alertSentence } from '@art-market/domain/copy';
import { NOTIFICATIONS_PAGE_SIZE } from '@art-market/domain/rules';
import type { AlertPreferences, NotificationsPage } from '@art-market/domain/schemas';
import type { AppContext } from '#api/context.ts';
import { Invalid } from '#api/errors.ts';
import { isUuid } from '#api/http/ids.ts';
import {
  countNotifications,
  findNotificationPage,
  findPreferences,
  markRead,
  savePreferences,
  setDigestFrequency,
} from './alerts.repository.ts';
import { customerOfUnsubscribeToken } from './unsubscribe-token.ts';

/** A page of the bell's list, newest first, each alert in the sentence the digest uses too. */
export async function listNotifications(ctx: AppContext, customerId: string, page: number): Promise<NotificationsPage> {
  const window = { limit: NOTIFICATIONS_PAGE_SIZE, offset: (page - 1) * NOTIFICATIONS_PAGE_SIZE };
  const [rows, counts] = await Promise.all([
    findNotificationPage(ctx.db, customerId, window),
    countNotifications(ctx.db, customerId),
  ]);
  const items = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    message: alertSentence(row),
    productId: row.productId,
    artistName: row.artistName,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  }));
  return { items, ...counts, page, pageSize: NOTIFICATIONS_PAGE_SIZE };
}

export async function unreadNotifications(ctx: AppContext, customerId: string): Promise<{ unread: number }> {
  const { unread } = await countNotifications(ctx.db, customerId);
  return { unread };
}

/** Marks the caller's notifications read (others' ids change nothing) and answers the unread count left. */
export async function readNotifications(ctx: AppContext, customerId: string, ids: string[] | 'all'): Promise<{ unread: number }> {
  if (ids !== 'all' && ids.some((id) => !isUuid(id))) throw new Invalid(AlertMessages.notificationNotFound);
  await markRead(ctx.db, customerId, ids, ctx.now());
  return unreadNotifications(ctx, customerId);
}

export function getAlertPreferences(ctx: AppContext, customerId: string): Promise<AlertPreferences> {
  return findPreferences(ctx.db, customerId);
}

export async function updateAlertPreferences(
  ctx: AppContext,
  customerId: string,
  preferences: AlertPreferences,
): Promise<AlertPreferences> {
  await savePreferences(ctx.db, customerId, preferences, ctx.now());
  return preferences;
}

/** The one-click unsubscribe: a token we signed turns the digests off, with no session; any other is refused. */
export async function unsubscribe(ctx: AppContext, token: string): Promise<void> {
  const customerId = customerOfUnsubscribeToken(ctx.config, token);
  if (!customerId) throw new Invalid(AlertMessages.unsubscribeInvalid);
  await setDigestFrequency(ctx.db, customerId, 'none', ctx.now());
}

/** Whether a token is ours, for the page that offers the button. */
export function checkUnsubscribeToken(ctx: AppContext, token: string): { valid: boolean } {
  return { valid: customerOfUnsubscribeToken(ctx.config, token) !== undefined };
}
