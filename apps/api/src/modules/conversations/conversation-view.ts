import { type ConversationSide, reviewerName } from '@art-market/domain/rules';
import type { ConversationMessage, ConversationSummary } from '@art-market/domain/schemas';
import type { ConversationFaces, MessageRow } from './conversations.repository.ts';

/** Where a reader fetches a message's image: through a route that checks they may read the conversation. */
export type ImagePathOf = (conversationId: string, messageId: string, index: number) => string;

export const collectorImagePath: ImagePathOf = (conversationId, messageId, index) =>
  `/api/me/conversations/${conversationId}/messages/${messageId}/images/${index}`;
export const studioImagePath =
  (vendorId: string): ImagePathOf =>
  (conversationId, messageId, index) =>
    `/api/vendordashboard/conversations/${vendorId}/${conversationId}/messages/${messageId}/images/${index}`;
export const consoleImagePath: ImagePathOf = (conversationId, messageId, index) =>
  `/api/admin/dashboard/conversations/${conversationId}/messages/${messageId}/images/${index}`;

/** The collector by first name and initial, the studio by its display name: never an e-mail address. */
export function namesOf(row: Pick<ConversationFaces, 'collector' | 'studioName'>) {
  return { collectorName: reviewerName(row.collector.firstName, row.collector.lastName), studioName: row.studioName };
}

export function toMessage(row: MessageRow, imagePath: ImagePathOf): ConversationMessage {
  return {
    id: row.id,
    from: row.senderSide,
    body: row.body,
    images: row.images.map((image, index) => ({
      url: imagePath(row.conversationId, row.id, index),
      width: image.width,
      height: image.height,
    })),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toSummary(row: ConversationFaces & { unread: number; lastMessage: string }): ConversationSummary {
  return {
    id: row.conversation.id,
    artwork: row.artwork,
    ...namesOf(row),
    lastMessage: row.lastMessage,
    lastMessageAt: row.conversation.lastMessageAt.toISOString(),
    unread: row.unread,
  };
}

/** The sender's name as the recipient reads it in a mail. */
export function senderNameOf(row: ConversationFaces, sender: ConversationSide): string {
  const names = namesOf(row);
  return sender === 'customer' ? names.collectorName : names.studioName;
}
