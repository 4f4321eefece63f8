import { z } from 'zod';
import { ALERT_KINDS, DIGEST_FREQUENCIES } from './alerts-rules.ts';

/** One notification behind the bell: what changed, about which artwork, and whether it was read. */
export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(ALERT_KINDS),
  message: z.string(),
  productId: z.string(),
  artistName: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsPageSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number(),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;

export const notificationsQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(1000).default(1) });

/** GET /api/me/notifications/unread: the bell's count, from one small uncached call. */
export const unreadCountSchema = z.object({ unread: z.number() });

/** The profile's alert switches: one per kind, and how often the digest may come. */
export const alertPreferencesSchema = z.object({
  kinds: z.object(
    Object.fromEntries(ALERT_KINDS.map((kind) => [kind, z.boolean()])) as Record<(typeof ALERT_KINDS)[number], z.ZodBoolean>,
  ),
  digest: z.enum(DIGEST_FREQUENCIES),
});
export type AlertPreferences = z.infer<typeof alertPreferencesSchema>;

/** The one-click unsubscribe (RFC 8058): the signed token from the digest's link, no session needed. */
export const unsubscribeQuerySchema = z.object({ token: z.string().min(1).max(200) });
