import { z } from 'zod';
import { plainText } from '../artists/reviews.ts';
import { ConversationMessages } from './conversations-copy.ts';
import {
  CONVERSATION_MESSAGE_MAX,
  CONVERSATION_REPORT_REASON_MAX,
  CONVERSATION_SIDES,
  MESSAGING_STOP_REASON_MAX,
} from './conversations-rules.ts';

/** A message's words, the composer's and the API's check alike: plain text, trimmed, not empty. */
export const messageBodySchema = plainText({
  required: ConversationMessages.bodyRequired,
  tooLong: ConversationMessages.bodyTooLong,
  max: CONVERSATION_MESSAGE_MAX,
  multiline: true,
});

export const messageInputSchema = z.object({ body: messageBodySchema });
export type MessageInput = z.input<typeof messageInputSchema>;

/** "Ask the artist": the artwork and the first message (asking again adds it to the conversation there is). */
export const startConversationSchema = z.object({ productId: z.string().min(1), body: messageBodySchema });

export const reportConversationSchema = z.object({
  reason: plainText({
    required: ConversationMessages.reportReasonRequired,
    tooLong: ConversationMessages.reportReasonTooLong,
    max: CONVERSATION_REPORT_REASON_MAX,
    multiline: true,
  }),
});

export const conversationSideSchema = z.enum(CONVERSATION_SIDES);

/** An admin stops one person of a reported conversation from sending messages, with a reason. */
export const stopMessagingSchema = z.object({
  side: conversationSideSchema,
  reason: plainText({
    required: ConversationMessages.stopReasonRequired,
    tooLong: ConversationMessages.stopReasonTooLong,
    max: MESSAGING_STOP_REASON_MAX,
    multiline: true,
  }),
});
export const liftMessagingStopSchema = z.object({ side: conversationSideSchema });

export const conversationArtworkSchema = z.object({
  id: z.string(),
  title: z.string(),
  artistName: z.string(),
  imageUrl: z.string().nullable(),
});

export const messageImageSchema = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });

/** One message: who wrote it (a side, never an address), its words and images (fetched with the reader's token). */
export const conversationMessageSchema = z.object({
  id: z.string(),
  from: conversationSideSchema,
  body: z.string(),
  images: z.array(messageImageSchema),
  createdAt: z.string(),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

/** A conversation in a list: the artwork, the other person's display name, the last word and what is unread. */
export const conversationSummarySchema = z.object({
  id: z.string(),
  artwork: conversationArtworkSchema,
  collectorName: z.string(),
  studioName: z.string(),
  lastMessage: z.string(),
  lastMessageAt: z.string(),
  unread: z.number().int(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationListSchema = z.object({
  unread: z.number().int(),
  conversations: z.array(conversationSummarySchema),
});
export type ConversationList = z.infer<typeof conversationListSchema>;

/** A conversation as one of its people reads it. */
export const conversationSchema = z.object({
  id: z.string(),
  artwork: conversationArtworkSchema,
  collectorName: z.string(),
  studioName: z.string(),
  yourSide: conversationSideSchema,
  reportedByYou: z.boolean(),
  /** False once an admin stopped the reader from sending messages. */
  canSend: z.boolean(),
  messages: z.array(conversationMessageSchema),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationReportSchema = z.object({ side: conversationSideSchema, reason: z.string(), createdAt: z.string() });
export const messagingStopSchema = z.object({ reason: z.string(), stoppedAt: z.string() });

/** A reported conversation in the console: its reports, and whether either person is stopped from messaging. */
export const adminConversationSchema = z.object({
  id: z.string(),
  artwork: conversationArtworkSchema,
  collectorName: z.string(),
  studioName: z.string(),
  reports: z.array(conversationReportSchema),
  stops: z.object({ customer: messagingStopSchema.nullable(), vendor: messagingStopSchema.nullable() }),
  messages: z.array(conversationMessageSchema),
});
export type AdminConversation = z.infer<typeof adminConversationSchema>;

export const adminConversationSummarySchema = z.object({
  id: z.string(),
  artwork: conversationArtworkSchema,
  collectorName: z.string(),
  studioName: z.string(),
  reportedAt: z.string(),
  reportCount: z.number().int(),
  lastMessageAt: z.string(),
});
export type AdminConversationSummary = z.infer<typeof adminConversationSummarySchema>;

export const adminConversationListSchema = z.object({ conversations: z.array(adminConversationSummarySchema) });
export type AdminConversationList = z.infer<typeof adminConversationListSchema>;

/** The collector's own conversation about an artwork, if there is one (the artwork page opens it). */
export const artworkConversationSchema = z.object({ conversationId: z.string().nullable() });
