import { eq } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { paypalWebhookTransmissions } from '#api/db/schema.ts';

/** True when a delivery with this transmission id was verified and handled before. */
export async function isTransmissionHandled(db: Database, transmissionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: paypalWebhookTransmissions.transmissionId })
    .from(paypalWebhookTransmissions)
    .where(eq(paypalWebhookTransmissions.transmissionId, transmissionId))
    .limit(1);
  return row !== undefined;
}

/** Remembers a handled delivery; a parallel copy of it that got here first is no error. */
export async function rememberTransmission(db: Database, transmissionId: string, handledAt: Date): Promise<void> {
  await db.insert(paypalWebhookTransmissions).values({ transmissionId, handledAt }).onConflictDoNothing();
}
