// Conversations between collectors and artists (docs/product/conversations.md): the limits and the
// pure rules, zod-free (ADR 0011).

/** The two people of a conversation: the collector who asked and the studio that was asked. */
export const CONVERSATION_SIDES = ['customer', 'vendor'] as const;
export type ConversationSide = (typeof CONVERSATION_SIDES)[number];

/** A message is a letter, not a catalogue: room for a question and a considered answer. */
export const CONVERSATION_MESSAGE_MAX = 2000;
export const CONVERSATION_REPORT_REASON_MAX = 500;
export const MESSAGING_STOP_REASON_MAX = 500;
/** Images one message may carry, each under the upload rules (an image by content, at most 5 MB). */
export const MESSAGE_IMAGE_LIMIT = 3;
/** New conversations one collector may start in any 24 hours; replies are not counted here. */
export const NEW_CONVERSATIONS_PER_DAY = 20;
/** At most one mail per conversation and recipient in this window; later messages in it are covered by that mail. */
export const MESSAGE_MAIL_INTERVAL_MINUTES = 15;
export const CONVERSATIONS_PAGE_SIZE = 20;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The other person of a conversation. */
export function otherSide(side: ConversationSide): ConversationSide {
  return side === 'customer' ? 'vendor' : 'customer';
}

/** Whether a new message should be mailed: nothing mailed to this recipient yet, or the last mail is 15 minutes old. */
export function isMessageMailDue(lastMailedAt: Date | null, now: Date): boolean {
  return lastMailedAt === null || now.getTime() - lastMailedAt.getTime() >= MESSAGE_MAIL_INTERVAL_MINUTES * MINUTE_MS;
}

/** The earliest moment a mail of this window may have left: mails at or before it are old enough for a new one. */
export function messageMailWindowStart(now: Date): Date {
  return new Date(now.getTime() - MESSAGE_MAIL_INTERVAL_MINUTES * MINUTE_MS);
}

/** The start of the 24 hours the daily limit on new conversations counts. */
export function newConversationWindowStart(now: Date): Date {
  return new Date(now.getTime() - DAY_MS);
}

/** The path of a conversation in the collector's messages (mailed links and the dashboard). */
export const collectorConversationPath = (conversationId: string): string => `/messages/${conversationId}`;
/** The path of a conversation in the studio's Messages tab. */
export const studioConversationPath = (conversationId: string): string =>
  `/vendor-dashboard?tab=messages&conversation=${encodeURIComponent(conversationId)}`;
