import { type CertificateEvent, type CertificateStatus, certificateStatusesBefore } from '@art-market/domain/rules';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import {
  certificateOwnerships,
  certificateTransfers,
  customers,
  orderItems,
  orders,
  products,
  saleCertificates,
} from '#api/db/schema.ts';

export type CertificateRow = typeof saleCertificates.$inferSelect;
export type OwnershipRow = typeof certificateOwnerships.$inferSelect;
export type TransferRow = typeof certificateTransfers.$inferSelect;

/**
 * What a certificate says about each item of a delivered vendor order: the artwork as it is listed now
 * (year, medium, size), and the order's reference, date of payment and buyer. Reads the orders module's
 * tables, never writes them (as reviews do).
 */
export async function findDeliveredItems(db: Database, vendorOrderId: string) {
  return db
    .select({
      orderItemId: orderItems.id,
      orderId: orders.id,
      productId: orderItems.productId,
      title: orderItems.title,
      artistName: orderItems.artistName,
      imageUrl: orderItems.imageUrl,
      yearCreated: products.yearCreated,
      medium: products.medium,
      surface: products.surface,
      width: products.width,
      height: products.height,
      orderNumber: orders.orderNumber,
      paidAt: orders.paidAt,
      createdAt: orders.createdAt,
      customerId: orders.customerId,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orderItems.vendorOrderId, vendorOrderId))
    .orderBy(asc(orderItems.id));
}

export async function nextCertificateSequence(db: Database): Promise<number> {
  const [row] = await db
    .select({ value: sql<string>`nextval('certificate_number_seq')::text` })
    .from(sql`(values (1)) as one (x)`);
  return Number(row?.value);
}

/** The certificate of an order item, unless it has one: answers the new row, or undefined when it had one. */
export async function insertCertificateOnce(db: Database, values: typeof saleCertificates.$inferInsert) {
  const [row] = await db
    .insert(saleCertificates)
    .values(values)
    .onConflictDoNothing({ target: saleCertificates.orderItemId })
    .returning();
  return row;
}

export async function insertOwnership(db: Database, values: typeof certificateOwnerships.$inferInsert): Promise<OwnershipRow> {
  const [row] = await db.insert(certificateOwnerships).values(values).returning();
  if (!row) throw new Error('ownership insert returned nothing');
  return row;
}

export async function findCertificate(db: Database, number: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(saleCertificates).where(eq(saleCertificates.number, number));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function findCertificateById(db: Database, id: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(saleCertificates).where(eq(saleCertificates.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function findOwnerships(db: Database, certificateIds: string[]): Promise<OwnershipRow[]> {
  if (certificateIds.length === 0) return [];
  return db
    .select()
    .from(certificateOwnerships)
    .where(inArray(certificateOwnerships.certificateId, certificateIds))
    .orderBy(asc(certificateOwnerships.certificateId), asc(certificateOwnerships.sequence));
}

export async function updateOwnership(db: Database, id: string, values: Partial<OwnershipRow>): Promise<void> {
  await db.update(certificateOwnerships).set(values).where(eq(certificateOwnerships.id, id));
}

/**
 * Moves a certificate by an event, guarded in SQL by the statuses the domain's table allows it from:
 * answers false (nothing changed) when another writer moved it first.
 */
export async function moveCertificate(
  db: Database,
  id: string,
  event: CertificateEvent,
  values: Partial<CertificateRow> & { status: CertificateStatus },
): Promise<boolean> {
  const moved = await db
    .update(saleCertificates)
    .set(values)
    .where(and(eq(saleCertificates.id, id), inArray(saleCertificates.status, certificateStatusesBefore(event))))
    .returning({ id: saleCertificates.id });
  return moved.length > 0;
}

/** The certificates of these order items that still stand, locked. */
export async function lockStandingCertificatesOfItems(db: Database, orderItemIds: string[]): Promise<CertificateRow[]> {
  if (orderItemIds.length === 0) return [];
  return db
    .select()
    .from(saleCertificates)
    .where(
      and(
        inArray(saleCertificates.orderItemId, orderItemIds),
        inArray(saleCertificates.status, certificateStatusesBefore('revoke')),
      ),
    )
    .orderBy(asc(saleCertificates.id))
    .for('update');
}

/** Every certificate the collector owns or once owned, newest first. */
export async function findCollectorCertificates(db: Database, customerId: string): Promise<CertificateRow[]> {
  const owned = db
    .select({ id: certificateOwnerships.certificateId })
    .from(certificateOwnerships)
    .where(eq(certificateOwnerships.customerId, customerId));
  return db
    .select()
    .from(saleCertificates)
    .where(inArray(saleCertificates.id, owned))
    .orderBy(sql`${saleCertificates.issuedAt} desc`, asc(saleCertificates.number));
}

export async function findPendingTransfers(db: Database, certificateIds: string[]): Promise<TransferRow[]> {
  if (certificateIds.length === 0) return [];
  return db
    .select()
    .from(certificateTransfers)
    .where(and(inArray(certificateTransfers.certificateId, certificateIds), eq(certificateTransfers.status, 'pending')));
}

export async function insertTransfer(db: Database, values: typeof certificateTransfers.$inferInsert): Promise<TransferRow> {
  const [row] = await db.insert(certificateTransfers).values(values).returning();
  if (!row) throw new Error('transfer insert returned nothing');
  return row;
}

export async function findTransferByTokenHash(db: Database, tokenHash: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(certificateTransfers).where(eq(certificateTransfers.tokenHash, tokenHash));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** Closes the certificate's pending transfer (accepted or cancelled); answers whether one was open. */
export async function closePendingTransfer(
  db: Database,
  certificateId: string,
  values: { status: 'accepted' | 'cancelled'; decidedAt: Date; acceptedBy?: string },
): Promise<boolean> {
  const closed = await db
    .update(certificateTransfers)
    .set(values)
    .where(and(eq(certificateTransfers.certificateId, certificateId), eq(certificateTransfers.status, 'pending')))
    .returning({ id: certificateTransfers.id });
  return closed.length > 0;
}

export async function findCustomer(db: Database, customerId: string) {
  const [row] = await db
    .select({ id: customers.id, email: customers.email, firstName: customers.firstName, lastName: customers.lastName })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row;
}
