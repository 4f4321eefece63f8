import type { Offer } from '@art-market/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

export const orderOffersQueryKey = (orderId: string) => ['admin-order', orderId, 'offers'] as const;

/** GET /admin/dashboard/orders/{id}/offers: the offers the order's items were bought through. */
export function getOrderOffers(orderId: string): Promise<Offer[]> {
  return apiRequest<Offer[]>(`/admin/dashboard/orders/${encodeURIComponent(orderId)}/offers`, { role: 'admin' });
}

export function useOrderOffers(orderId: string) {
  return useQuery({ queryKey: orderOffersQueryKey(orderId), queryFn: () => getOrderOffers(orderId) });
}
