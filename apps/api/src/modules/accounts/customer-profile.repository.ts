import { eq } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { customers } from '#api/db/schema.ts';

export async function updateCustomerDetails(
  db: Database,
  customerId: string,
  details: { firstName: string; lastName: string; mobileNumber: string; country: string },
): Promise<void> {
  await db.update(customers).set(details).where(eq(customers.id, customerId));
}
