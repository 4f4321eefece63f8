import { ConversationMessages } from '@art-market/domain/copy';
import type { ConversationSide } from '@art-market/domain/rules';
import type { AdminConversation, AdminConversationList } from '@art-market/domain/schemas';
import type { AppContext } from '#api/context.ts';
import type { Database } from '#api/db/client.ts';
import { withTransaction } from '#api/db/unit-of-work.ts';
import { NotFound } from '#api/errors.ts';
import { isUuid } from '#api/http/ids.ts';
import { recordAdminAction } from '#api/modules/audit/audit-log.ts';
import { readMessageImage } from './conversation-images.ts';
import { consoleImagePath, namesOf, toMessage } from './conversation-view.ts';
import {
  type ConversationRow,
  deleteMessagingStop,
  findConversation,
  findMessage,
  findMessages,
  findMessagingStop,
  findReports,
  insertMessagingStop,
  listReportedConversations,
  lockConversation,
} from './conversations.repository.ts';

// Admins read only what someone reported (docs/product/conversations.md#reports-and-stops): every query
// here is scoped `{ reported: true }`, so a conversation nobody reported answers 404 as if it were not there.
const REPORTED = { reported: true } as const;

export async function listConsoleConversations(ctx: AppContext): Promise<AdminConversationList> {
  const rows = await listReportedConversations(ctx.db);
  return {
    conversations: rows.map((row) => ({
      id: row.conversation.id,
      artwork: row.artwork,
      ...namesOf(row),
      reportedAt: (row.conversation.reportedAt ?? row.conversation.createdAt).toISOString(),
      reportCount: row.reportCount,
      lastMessageAt: row.conversation.lastMessageAt.toISOString(),
    })),
  };
}

const stopView = (stop: Awaited<ReturnType<typeof findMessagingStop>>) =>
  stop ? { reason: stop.reason, stoppedAt: stop.createdAt.toISOString() } : null;

export async function readReportedConversation(ctx: AppContext, conversationId: string): Promise<AdminConversation> {
  const found = isUuid(conversationId) ? await findConversation(ctx.db, conversationId, REPORTED) : undefined;
  if (!found) throw new NotFound(ConversationMessages.notFound);
  const { customerId, vendorId } = found.conversation;
  const [messages, reports, customerStop, vendorStop] = await Promise.all([
    findMessages(ctx.db, conversationId),
    findReports(ctx.db, conversationId),
    findMessagingStop(ctx.db, 'customer', customerId),
    findMessagingStop(ctx.db, 'vendor', vendorId),
  ]);
  return {
    id: found.conversation.id,
    artwork: found.artwork,
    ...namesOf(found),
    reports: reports.map((report) => ({
      side: report.reporterSide,
      reason: report.reason,
      createdAt: report.createdAt.toISOString(),
    })),
    stops: { customer: stopView(customerStop), vendor: stopView(vendorStop) },
    messages: messages.map((row) => toMessage(row, consoleImagePath)),
  };
}

export async function readReportedMessageImage(ctx: AppContext, conversationId: string, messageId: string, index: number) {
  const found =
    isUuid(conversationId) && isUuid(messageId) ? await findConversation(ctx.db, conversationId, REPORTED) : undefined;
  const message = found ? await findMessage(ctx.db, conversationId, messageId) : undefined;
  if (!message) throw new NotFound(ConversationMessages.notFound);
  return readMessageImage(ctx, message.images, index);
}

async function lockReported(tx: Database, conversationId: string): Promise<ConversationRow> {
  const conversation = isUuid(conversationId) ? await lockConversation(tx, conversationId, REPORTED) : undefined;
  if (!conversation) throw new NotFound(ConversationMessages.notFound);
  return conversation;
}

const accountOf = (conversation: ConversationRow, side: ConversationSide) =>
  side === 'customer' ? conversation.customerId : conversation.vendorId;

/**
 * The admin stops one person of a reported conversation from sending any message (in every conversation),
 * audit-logged with the reason. Stopping someone already stopped changes nothing.
 */
export async function stopMessaging(
  ctx: AppContext,
  adminId: string,
  conversationId: string,
  side: ConversationSide,
  reason: string,
): Promise<AdminConversation> {
  await withTransaction(ctx, async (tx) => {
    const conversation = await lockReported(tx, conversationId);
    const accountId = accountOf(conversation, side);
    const stopped = await insertMessagingStop(tx, { accountSide: side, accountId, reason, adminId, createdAt: ctx.now() });
    if (!stopped) return;
    await recordAdminAction(tx, {
      adminId,
      action: 'messaging.stop',
      entityType: side,
      entityId: accountId,
      before: { stopped: false },
      after: { stopped: true, reason, conversationId },
    });
  });
  return readReportedConversation(ctx, conversationId);
}

/** The admin lets the person send messages again (audit-logged). Lifting a stop that is not there changes nothing. */
export async function liftMessagingStop(
  ctx: AppContext,
  adminId: string,
  conversationId: string,
  side: ConversationSide,
): Promise<AdminConversation> {
  await withTransaction(ctx, async (tx) => {
    const conversation = await lockReported(tx, conversationId);
    const accountId = accountOf(conversation, side);
    const lifted = await deleteMessagingStop(tx, side, accountId);
    if (!lifted) return;
    await recordAdminAction(tx, {
      adminId,
      action: 'messaging.lift',
      entityType: side,
      entityId: accountId,
      before: { stopped: true, reason: lifted.reason },
      after: { stopped: false, conversationId },
    });
  });
  return readReportedConversation(ctx, conversationId);
}
