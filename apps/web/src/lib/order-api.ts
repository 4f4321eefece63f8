import type { OrderView } from '@art-market/domain/schemas';
import { apiRequest } from './api-client.ts';

// The order and the PayPal capture are read by the checkout, the payment return and the
// confirmation page alike; features never import each other, so the calls live here.

export const orderQueryKey = (orderId: string) => ['order', orderId] as const;

/** GET /Orders/{id}: the server answers it with no-store, so this is always the current state. */
export function getOrder(orderId: string): Promise<OrderView> {
  return apiRequest<OrderView>(`/Orders/${encodeURIComponent(orderId)}`, { role: 'customer' });
}
