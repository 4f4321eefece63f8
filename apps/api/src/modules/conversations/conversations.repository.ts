import type { ConversationSide } from '@art-market/domain/rules';
import { and, asc, desc, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import {
  conversationMessages,
  conversationReports,
  conversations,
  customers,
  type MessageImage,
  messagingStops,
  productImages,
  products,
  vendors,
} from '#api/db/schema.ts';
import { isPublic } from '#api/db/storefront-visibility.ts';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof conversationMessages.$inferSelect;

/** Whose conversations a query may see: the collector's, the studio's, or (for the console) reported ones only. */
export type ConversationScope = { customerId: string } | { vendorId: string } | { reported: true };

function scopeWhere(scope: ConversationScope) {
  if ('customerId' in scope) return eq(conversations.customerId, scope.customerId);
  if ('vendorId' in scope) return eq(conversations.vendorId, scope.vendorId);
  return isNotNull(conversations.reportedAt);
}

const primaryImage = sql<string | null>`(
  select ${productImages.url} from ${productImages} where ${productImages.productId} = ${products.id}
  order by ${productImages.isPrimary} desc, ${productImages.displayOrder} limit 1
)`;

/** The names people see of each other (the collector's first name and initial, the studio's display name), never an address. */
const faces = {
  artwork: { id: products.id, title: products.title, artistName: products.artistName, imageUrl: primaryImage },
  collector: { firstName: customers.firstName, lastName: customers.lastName },
  studioName: vendors.displayName,
};

/** An artwork the storefront shows, of a studio that still exists: what a collector may ask about. */
export async function findAskableArtwork(db: Database, productId: string) {
  const [row] = await db
    .select({ id: products.id, vendorId: products.vendorId })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(and(eq(products.id, productId), isPublic, isNull(vendors.deletedAt)));
  return row;
}

/** The collector's row, locked: their new conversations are counted and started one at a time. */
export async function lockCollector(db: Database, customerId: string): Promise<void> {
  await db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
}

export async function findConversationOfTriple(
  db: Database,
  triple: { customerId: string; vendorId: string; productId: string },
) {
  const [row] = await db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.customerId, triple.customerId),
        eq(conversations.vendorId, triple.vendorId),
        eq(conversations.productId, triple.productId),
      ),
    );
  return row;
}

/** The collector's conversations started since `since`, and the earliest of them (when the limit frees a place). */
export async function countConversationsStartedSince(db: Database, customerId: string, since: Date) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, earliest: sql<string | null>`min(${conversations.createdAt})` })
    .from(conversations)
    .where(and(eq(conversations.customerId, customerId), sql`${conversations.createdAt} > ${since.toISOString()}`));
  return { count: row?.count ?? 0, earliest: row?.earliest ? new Date(row.earliest) : null };
}

export async function insertConversation(
  db: Database,
  values: { customerId: string; vendorId: string; productId: string; createdAt: Date },
): Promise<ConversationRow> {
  const [row] = await db
    .insert(conversations)
    .values({ ...values, lastMessageAt: values.createdAt })
    .returning();
  if (!row) throw new Error('conversation insert returned nothing');
  return row;
}

/** A conversation within the caller's scope, locked while a message is added to it. */
export async function lockConversation(db: Database, id: string, scope: ConversationScope) {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, id), scopeWhere(scope)))
    .for('update');
  return row;
}

/** A conversation within the caller's scope, with the artwork and the names its people are shown by. */
export async function findConversation(db: Database, id: string, scope: ConversationScope) {
  const [row] = await db
    .select({ conversation: conversations, ...faces })
    .from(conversations)
    .innerJoin(products, eq(products.id, conversations.productId))
    .innerJoin(customers, eq(customers.id, conversations.customerId))
    .innerJoin(vendors, eq(vendors.id, conversations.vendorId))
    .where(and(eq(conversations.id, id), scopeWhere(scope)));
  return row;
}

export type ConversationFaces = NonNullable<Awaited<ReturnType<typeof findConversation>>>;

export async function findMessages(db: Database, conversationId: string): Promise<MessageRow[]> {
  return db
    .select()
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, conversationId))
    .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id));
}

export async function findMessage(db: Database, conversationId: string, messageId: string) {
  const [row] = await db
    .select()
    .from(conversationMessages)
    .where(and(eq(conversationMessages.id, messageId), eq(conversationMessages.conversationId, conversationId)));
  return row;
}

export async function insertMessage(
  db: Database,
  values: { conversationId: string; senderSide: ConversationSide; body: string; images: MessageImage[]; createdAt: Date },
): Promise<MessageRow> {
  const [row] = await db.insert(conversationMessages).values(values).returning();
  if (!row) throw new Error('message insert returned nothing');
  return row;
}

const readColumn = { customer: conversations.customerReadAt, vendor: conversations.vendorReadAt } as const;
const mailedColumn = { customer: conversations.customerMailedAt, vendor: conversations.vendorMailedAt } as const;
const readKey = { customer: 'customerReadAt', vendor: 'vendorReadAt' } as const;
const mailedKey = { customer: 'customerMailedAt', vendor: 'vendorMailedAt' } as const;

/** A new message: the conversation moves to the top of both lists, and its sender has read everything in it. */
export async function recordMessageSent(db: Database, id: string, sender: ConversationSide, at: Date): Promise<void> {
  await db
    .update(conversations)
    .set({ lastMessageAt: at, [readKey[sender]]: at })
    .where(eq(conversations.id, id));
}

export async function markConversationRead(db: Database, id: string, reader: ConversationSide, at: Date): Promise<void> {
  await db
    .update(conversations)
    .set({ [readKey[reader]]: at })
    .where(eq(conversations.id, id));
}

/**
 * Claims the recipient's mail for this message: true when no mail went to them in the last window. One
 * conditional UPDATE decides it, so of two instances (or two messages at once) exactly one claims it.
 */
export async function claimMessageMail(
  db: Database,
  id: string,
  recipient: ConversationSide,
  now: Date,
  windowStart: Date,
): Promise<boolean> {
  const column = mailedColumn[recipient];
  const claimed = await db
    .update(conversations)
    .set({ [mailedKey[recipient]]: now })
    .where(and(eq(conversations.id, id), or(isNull(column), lte(column, windowStart))))
    .returning({ id: conversations.id });
  return claimed.length > 0;
}

/** Each of the scope's conversations with its last message and how many of the other side's the reader has not read. */
export async function listConversations(db: Database, scope: { customerId: string } | { vendorId: string }) {
  const reader: ConversationSide = 'customerId' in scope ? 'customer' : 'vendor';
  const unread = sql<number>`(
    select count(*)::int from ${conversationMessages} m where m.conversation_id = ${conversations.id}
      and m.sender_side <> ${reader} and m.created_at > coalesce(${readColumn[reader]}, '-infinity'::timestamptz)
  )`;
  const lastMessage = sql<string>`coalesce((
    select m.body from ${conversationMessages} m where m.conversation_id = ${conversations.id}
    order by m.created_at desc, m.id desc limit 1
  ), '')`;
  return db
    .select({ conversation: conversations, ...faces, unread, lastMessage })
    .from(conversations)
    .innerJoin(products, eq(products.id, conversations.productId))
    .innerJoin(customers, eq(customers.id, conversations.customerId))
    .innerJoin(vendors, eq(vendors.id, conversations.vendorId))
    .where(scopeWhere(scope))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(200);
}

/** The console's list: reported conversations only, most recently reported first. */
export async function listReportedConversations(db: Database) {
  const reportCount = sql<number>`(select count(*)::int from ${conversationReports} r where r.conversation_id = ${conversations.id})`;
  return db
    .select({ conversation: conversations, ...faces, reportCount })
    .from(conversations)
    .innerJoin(products, eq(products.id, conversations.productId))
    .innerJoin(customers, eq(customers.id, conversations.customerId))
    .innerJoin(vendors, eq(vendors.id, conversations.vendorId))
    .where(isNotNull(conversations.reportedAt))
    .orderBy(desc(conversations.reportedAt), desc(conversations.id))
    .limit(200);
}

/** One report per side: a second one from the same side changes nothing. The conversation keeps its first report's time. */
export async function insertReport(
  db: Database,
  values: { conversationId: string; reporterSide: ConversationSide; reason: string; createdAt: Date },
): Promise<void> {
  await db.insert(conversationReports).values(values).onConflictDoNothing();
  await db
    .update(conversations)
    .set({ reportedAt: sql`coalesce(${conversations.reportedAt}, ${values.createdAt.toISOString()}::timestamptz)` })
    .where(eq(conversations.id, values.conversationId));
}

export async function findReports(db: Database, conversationId: string) {
  return db
    .select()
    .from(conversationReports)
    .where(eq(conversationReports.conversationId, conversationId))
    .orderBy(asc(conversationReports.createdAt));
}

export async function findMessagingStop(db: Database, side: ConversationSide, accountId: string) {
  const [row] = await db
    .select()
    .from(messagingStops)
    .where(and(eq(messagingStops.accountSide, side), eq(messagingStops.accountId, accountId)));
  return row;
}

/** Stops the person (true), or changes nothing when they already are (false). */
export async function insertMessagingStop(
  db: Database,
  values: { accountSide: ConversationSide; accountId: string; reason: string; adminId: string; createdAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(messagingStops)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: messagingStops.accountId });
  return inserted.length > 0;
}

/** Lifts the stop; answers the row it removed, or undefined when the person was not stopped. */
export async function deleteMessagingStop(db: Database, side: ConversationSide, accountId: string) {
  const [row] = await db
    .delete(messagingStops)
    .where(and(eq(messagingStops.accountSide, side), eq(messagingStops.accountId, accountId)))
    .returning();
  return row;
}

/** Where a message's mail goes: the recipient's own address and the name they are greeted by. */
export async function findMailRecipient(db: Database, conversation: ConversationRow, side: ConversationSide) {
  if (side === 'customer') {
    const [row] = await db
      .select({ email: customers.email, name: customers.firstName })
      .from(customers)
      .where(and(eq(customers.id, conversation.customerId), isNull(customers.disabledAt)));
    return row;
  }
  const [row] = await db
    .select({ email: vendors.email, name: vendors.displayName })
    .from(vendors)
    .where(and(eq(vendors.id, conversation.vendorId), isNull(vendors.deletedAt)));
  return row;
}
