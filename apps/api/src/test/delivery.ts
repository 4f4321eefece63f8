import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '#api/db/client.ts';
import { vendorOrders } from '#api/db/schema.ts';
import { bearer } from './factories.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Each vendor of the order ships its part and marks it delivered through the vendor dashboard,
 * `daysAgo` days back (the app's clock is moved for the calls, then put back).
 */
export async function deliverOrder(
  app: FastifyInstance,
  db: Database,
  orderId: string,
  vendorTokens: ReadonlyMap<string, string>,
  daysAgo = 0,
): Promise<void> {
  const clock = app.ctx.now;
  app.ctx.now = () => new Date(clock().getTime() - daysAgo * DAY_MS);
  try {
    for (const vendorOrder of await db.select().from(vendorOrders).where(eq(vendorOrders.orderId, orderId))) {
      const headers = bearer(vendorTokens.get(vendorOrder.vendorId) ?? '');
      const shipped = await app.inject({
        method: 'PUT',
        url: `/api/vendordashboard/orders/${vendorOrder.id}/tracking`,
        headers,
        payload: { trackingNumber: 'BD123456789IN', shippingProvider: 'India Post' },
      });
      if (shipped.statusCode !== 200) throw new Error(`shipping failed: ${shipped.body}`);
      const answer = await app.inject({
        method: 'PUT',
        url: `/api/vendordashboard/orders/${vendorOrder.id}/status`,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: '3',
      });
      if (answer.statusCode !== 200) throw new Error(`delivery failed: ${answer.body}`);
    }
  } finally {
    app.ctx.now = clock;
  }
}
