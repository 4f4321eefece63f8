import type { ShippingAddress } from '@art-market/domain/schemas';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { customerAddresses } from '#api/db/schema.ts';

/** Keeps the address: a new place is added, a known one takes the newest details and moves to the top. */
export async function upsertCustomerAddress(
  db: Database,
  row: { customerId: string; address: ShippingAddress; placeKey: string; usedAt: Date },
): Promise<void> {
  await db
    .insert(customerAddresses)
    .values({ customerId: row.customerId, address: row.address, placeKey: row.placeKey, lastUsedAt: row.usedAt })
    .onConflictDoUpdate({
      target: [customerAddresses.customerId, customerAddresses.placeKey],
      set: { address: row.address, lastUsedAt: row.usedAt },
    });
}

export async function findCustomerAddresses(db: Database, customerId: string, limit: number) {
  return db
    .select({ id: customerAddresses.id, address: customerAddresses.address, lastUsedAt: customerAddresses.lastUsedAt })
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(desc(customerAddresses.lastUsedAt))
    .limit(limit);
}

/** Answers false when the customer has no such address (another customer's included). */
export async function deleteCustomerAddress(db: Database, customerId: string, addressId: string): Promise<boolean> {
  const deleted = await db
    .delete(customerAddresses)
    .where(and(eq(customerAddresses.id, addressId), eq(customerAddresses.customerId, customerId)))
    .returning({ id: customerAddresses.id });
  return deleted.length > 0;
}
