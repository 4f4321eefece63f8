import {
  type ConversationSide,
  collectorConversationPath,
  MESSAGE_MAIL_INTERVAL_MINUTES,
  studioConversationPath,
} from '@art-market/domain/rules';
import type { AppContext } from '#api/context.ts';
import { mailOf } from '#api/plugins/mail-message.ts';
import type { MailMessage } from '#api/plugins/mailer.ts';

/**
 * Tells one person that the other wrote to them. It comes from the platform's address and names people only
 * by their display names; the message itself is read on Art Market, so this one mail covers every message
 * of the next 15 minutes (docs/product/conversations.md#mail).
 */
export function newMessageMail(
  ctx: AppContext,
  to: { email: string; name: string; side: ConversationSide },
  conversation: { id: string; senderName: string; artworkTitle: string },
): MailMessage {
  const path = to.side === 'customer' ? collectorConversationPath(conversation.id) : studioConversationPath(conversation.id);
  return mailOf(
    to.email,
    `New message from ${conversation.senderName} about “${conversation.artworkTitle}”`,
    [
      `Dear ${to.name},`,
      `${conversation.senderName} wrote to you about “${conversation.artworkTitle}” on Art Market.`,
      'Read it and reply on Art Market: your conversation stays between the two of you, and neither of you sees the other’s e-mail address.',
      `We write at most once every ${MESSAGE_MAIL_INTERVAL_MINUTES} minutes about a conversation, so later messages may be waiting too.`,
    ],
    { href: `${ctx.config.PUBLIC_URL}${path}`, label: 'Read the conversation' },
  );
}
