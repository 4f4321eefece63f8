import { formatUsd } from '../common/money.ts';
import { type AlertKind, DIGEST_MAX_ITEMS } from './alerts-rules.ts';

export const AlertMessages = {
  fetchNotifications: 'Failed to load your notifications',
  noNotifications: 'Nothing new yet. Save works and follow artists to hear when something changes.',
  savePreferencesFailed: 'Failed to save your alert preferences',
  preferencesSaved: 'Your alert preferences are saved.',
  unsubscribeInvalid: 'This unsubscribe link is not valid. Change your alert e-mails in your profile instead.',
  unsubscribed: 'You will get no more alert e-mails. Your notifications stay in the bell on the site.',
  notificationNotFound: 'Notification not found',
} as const;

/** The switch for each kind, as the profile names it. */
export const ALERT_KIND_LABELS: Record<AlertKind, string> = {
  new_work: 'New works by artists I follow',
  price_drop: 'Price drops on works I saved',
  back_on_sale: 'Works I saved back on sale',
  sold: 'Works I saved that sold',
};

export const DIGEST_FREQUENCY_LABELS = {
  daily: 'At most one e-mail a day',
  weekly: 'At most one e-mail a week',
  none: 'No e-mails (the bell only)',
} as const;

/** One alert in a sentence, the same in the bell and the digest. Prices in cents. */
export function alertSentence(alert: {
  kind: AlertKind;
  title: string;
  artistName: string;
  fromCents?: number | null;
  toCents?: number | null;
}): string {
  switch (alert.kind) {
    case 'new_work':
      return `${alert.artistName} listed a new work: ${alert.title}`;
    case 'price_drop':
      return alert.fromCents != null && alert.toCents != null
        ? `${alert.title} by ${alert.artistName} is now ${formatUsd(alert.toCents / 100)} (was ${formatUsd(alert.fromCents / 100)})`
        : `${alert.title} by ${alert.artistName} costs less now`;
    case 'back_on_sale':
      return `${alert.title} by ${alert.artistName} is available again`;
    case 'sold':
      return `${alert.title} by ${alert.artistName} has sold`;
  }
}

/** The bell's accessible name, with the unread count. */
export function bellLabel(unread: number): string {
  return unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`;
}

export const digestMoreLine = (more: number) =>
  `…and ${more} more in your notifications (a digest lists at most ${DIGEST_MAX_ITEMS}).`;
