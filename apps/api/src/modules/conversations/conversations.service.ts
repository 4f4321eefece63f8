import { ConversationMessages } from '@art-market/domain/copy';
import {
  type ConversationSide,
  fieldErrorsOf,
  isMessageMailDue,
  messageMailWindowStart,
  NEW_CONVERSATIONS_PER_DAY,
  newConversationWindowStart,
  otherSide,
} from '@art-market/domain/rules';
import {
  type Conversation,
  type ConversationList,
  type ConversationMessage,
  messageInputSchema,
} from '@art-market/domain/schemas';
import type { AppContext } from '#api/context.ts';
import type { Database } from '#api/db/client.ts';
import type { MessageImage } from '#api/db/schema.ts';
import { type AfterCommit, withTransaction } from '#api/db/unit-of-work.ts';
import { Forbidden, Invalid, NotFound, TooManyRequests } from '#api/errors.ts';
import { isUuid } from '#api/http/ids.ts';
import type { MultipartForm } from '#api/plugins/multipart-form.ts';
import { newMessageMail } from './conversation.mails.ts';
import { readMessageImage, removeMessageImages, storeMessageImages } from './conversation-images.ts';
import { type ImagePathOf, namesOf, senderNameOf, toMessage, toSummary } from './conversation-view.ts';
import {
  type ConversationRow,
  claimMessageMail,
  countConversationsStartedSince,
  findAskableArtwork,
  findConversation,
  findConversationOfTriple,
  findMailRecipient,
  findMessage,
  findMessages,
  findMessagingStop,
  findReports,
  insertConversation,
  insertMessage,
  insertReport,
  listConversations,
  lockCollector,
  lockConversation,
  markConversationRead,
  recordMessageSent,
} from './conversations.repository.ts';

/** One of a conversation's two people, from the token: the collector, or the studio. */
export type Participant = { side: 'customer'; customerId: string } | { side: 'vendor'; vendorId: string };

const scopeOf = (who: Participant) => (who.side === 'customer' ? { customerId: who.customerId } : { vendorId: who.vendorId });
const accountIdOf = (who: Participant) => (who.side === 'customer' ? who.customerId : who.vendorId);

/** A stopped person reads their conversations but sends nothing (docs/product/conversations.md#reports-and-stops). */
async function refuseIfStopped(db: Database, side: ConversationSide, accountId: string): Promise<void> {
  if (await findMessagingStop(db, side, accountId)) throw new Forbidden(ConversationMessages.stopped);
}

function parseBody(body: unknown): string {
  const parsed = messageInputSchema.safeParse({ body });
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error.issues);
    throw new Invalid(errors.body ?? ConversationMessages.bodyRequired, errors);
  }
  return parsed.data.body;
}

/**
 * Adds a message to a locked conversation and, when no mail went to the other person in the last 15
 * minutes, claims and writes one (the claim is a conditional update on the row, so it holds across instances).
 */
async function appendMessage(
  ctx: AppContext,
  tx: Database,
  after: AfterCommit,
  conversation: ConversationRow,
  sender: ConversationSide,
  message: { body: string; images: MessageImage[] },
) {
  const now = ctx.now();
  const row = await insertMessage(tx, { conversationId: conversation.id, senderSide: sender, ...message, createdAt: now });
  await recordMessageSent(tx, conversation.id, sender, now);
  const recipientSide = otherSide(sender);
  const lastMailed = recipientSide === 'customer' ? conversation.customerMailedAt : conversation.vendorMailedAt;
  if (
    isMessageMailDue(lastMailed, now) &&
    (await claimMessageMail(tx, conversation.id, recipientSide, now, messageMailWindowStart(now)))
  ) {
    const faces = await findConversation(tx, conversation.id, { customerId: conversation.customerId });
    const recipient = await findMailRecipient(tx, conversation, recipientSide);
    if (faces && recipient) {
      await after.mail(
        newMessageMail(
          ctx,
          { ...recipient, side: recipientSide },
          { id: conversation.id, senderName: senderNameOf(faces, sender), artworkTitle: faces.artwork.title },
        ),
      );
    }
  }
  return row;
}

/**
 * "Ask the artist": the collector's conversation with the artwork's studio about it, started with this message,
 * or, when they asked before, the message added to the one there is. A collector starts at most
 * NEW_CONVERSATIONS_PER_DAY conversations in 24 hours (counted under a lock on their row).
 */
export async function askTheArtist(
  ctx: AppContext,
  customerId: string,
  productId: string,
  body: string,
): Promise<{ conversationId: string; created: boolean }> {
  const artwork = isUuid(productId) ? await findAskableArtwork(ctx.db, productId) : undefined;
  if (!artwork) throw new NotFound(ConversationMessages.artworkNotFound);
  const text = parseBody(body);
  return withTransaction(ctx, async (tx, after) =>
    askWithinTransaction(ctx, tx, after, { customerId, vendorId: artwork.vendorId, productId: artwork.id }, text),
  );
}

/**
 * The core of "Ask the artist", inside a caller's transaction (the offers module posts an offer's question
 * through it, see public.ts): refuses a stopped collector (403) and a new conversation over the daily limit
 * (429), so the caller's whole transaction rolls back. `text` is already checked by messageBodySchema.
 */
export async function askWithinTransaction(
  ctx: AppContext,
  tx: Database,
  after: AfterCommit,
  triple: { customerId: string; vendorId: string; productId: string },
  text: string,
): Promise<{ conversationId: string; created: boolean }> {
  const { customerId } = triple;
  await refuseIfStopped(tx, 'customer', customerId);
  await lockCollector(tx, customerId);
  let conversation = await findConversationOfTriple(tx, triple);
  const created = !conversation;
  if (!conversation) {
    const now = ctx.now();
    const started = await countConversationsStartedSince(tx, customerId, newConversationWindowStart(now));
    if (started.count >= NEW_CONVERSATIONS_PER_DAY) {
      const freeAt = (started.earliest?.getTime() ?? now.getTime()) + 24 * 60 * 60 * 1000;
      throw new TooManyRequests(ConversationMessages.dailyLimit, Math.max(Math.ceil((freeAt - now.getTime()) / 1000), 1));
    }
    conversation = await insertConversation(tx, { ...triple, createdAt: now });
  } else {
    conversation = await lockConversation(tx, conversation.id, { customerId });
  }
  if (!conversation) throw new Error('conversation vanished');
  await appendMessage(ctx, tx, after, conversation, 'customer', { body: text, images: [] });
  return { conversationId: conversation.id, created };
}

/**
 * Who a conversation is between and about, for one of its own people only (another's conversation is not
 * there): the offers module reads the collector's offer on the artwork from it (public.ts).
 */
export async function conversationParties(ctx: AppContext, who: Participant, conversationId: string) {
  const found = isUuid(conversationId) ? await findConversation(ctx.db, conversationId, scopeOf(who)) : undefined;
  if (!found) return undefined;
  const { customerId, vendorId, productId } = found.conversation;
  return { customerId, vendorId, productId };
}

/** The collector's conversation about an artwork, if they have one (the artwork page opens it rather than a new one). */
export async function findArtworkConversation(ctx: AppContext, customerId: string, productId: string) {
  const artwork = isUuid(productId) ? await findAskableArtwork(ctx.db, productId) : undefined;
  if (!artwork) return { conversationId: null };
  const found = await findConversationOfTriple(ctx.db, { customerId, vendorId: artwork.vendorId, productId: artwork.id });
  return { conversationId: found?.id ?? null };
}

/** A reply from either person, with up to three images; the other person is mailed at most once per 15 minutes. */
export async function sendMessage(
  ctx: AppContext,
  who: Participant,
  conversationId: string,
  form: MultipartForm,
  imagePath: ImagePathOf,
): Promise<ConversationMessage> {
  if (!isUuid(conversationId) || !(await findConversation(ctx.db, conversationId, scopeOf(who)))) {
    throw new NotFound(ConversationMessages.notFound);
  }
  await refuseIfStopped(ctx.db, who.side, accountIdOf(who));
  const body = parseBody(form.fields.body);
  const images = await storeMessageImages(
    ctx,
    form.files.filter((file) => file.fieldName === 'images'),
  );
  try {
    const row = await withTransaction(ctx, async (tx, after) => {
      await refuseIfStopped(tx, who.side, accountIdOf(who));
      const conversation = await lockConversation(tx, conversationId, scopeOf(who));
      if (!conversation) throw new NotFound(ConversationMessages.notFound);
      return appendMessage(ctx, tx, after, conversation, who.side, { body, images });
    });
    return toMessage(row, imagePath);
  } catch (error) {
    await removeMessageImages(ctx, images);
    throw error;
  }
}

export async function listOwnConversations(ctx: AppContext, who: Participant): Promise<ConversationList> {
  const rows = await listConversations(ctx.db, scopeOf(who));
  const conversations = rows.map(toSummary);
  return { unread: conversations.reduce((sum, row) => sum + row.unread, 0), conversations };
}

/** A conversation as one of its people reads it; reading it marks the other person's messages read. */
export async function readConversation(
  ctx: AppContext,
  who: Participant,
  conversationId: string,
  imagePath: ImagePathOf,
): Promise<Conversation> {
  const found = isUuid(conversationId) ? await findConversation(ctx.db, conversationId, scopeOf(who)) : undefined;
  if (!found) throw new NotFound(ConversationMessages.notFound);
  const [messages, reports, stop] = await Promise.all([
    findMessages(ctx.db, conversationId),
    findReports(ctx.db, conversationId),
    findMessagingStop(ctx.db, who.side, accountIdOf(who)),
  ]);
  await markConversationRead(ctx.db, conversationId, who.side, ctx.now());
  return {
    id: found.conversation.id,
    artwork: found.artwork,
    ...namesOf(found),
    yourSide: who.side,
    reportedByYou: reports.some((report) => report.reporterSide === who.side),
    canSend: !stop,
    messages: messages.map((row) => toMessage(row, imagePath)),
  };
}

/** Either person reports the conversation with a reason: from then on the console can read it. */
export async function reportConversation(
  ctx: AppContext,
  who: Participant,
  conversationId: string,
  reason: string,
): Promise<{ reported: true }> {
  if (!isUuid(conversationId)) throw new NotFound(ConversationMessages.notFound);
  return withTransaction(ctx, async (tx) => {
    const conversation = await lockConversation(tx, conversationId, scopeOf(who));
    if (!conversation) throw new NotFound(ConversationMessages.notFound);
    await insertReport(tx, { conversationId, reporterSide: who.side, reason, createdAt: ctx.now() });
    return { reported: true as const };
  });
}

/** One image of a message of the reader's conversation. */
export async function readOwnMessageImage(
  ctx: AppContext,
  who: Participant,
  conversationId: string,
  messageId: string,
  index: number,
) {
  const found =
    isUuid(conversationId) && isUuid(messageId) ? await findConversation(ctx.db, conversationId, scopeOf(who)) : undefined;
  const message = found ? await findMessage(ctx.db, conversationId, messageId) : undefined;
  if (!message) throw new NotFound(ConversationMessages.notFound);
  return readMessageImage(ctx, message.images, index);
}
