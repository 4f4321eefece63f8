import type { AdminOrder } from '@art-market/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

export type { AdminOrder };

export const adminOrderQueryKey = (orderId: string) => ['admin-order', orderId] as const;

export function getAdminOrder(orderId: string): Promise<AdminOrder> {
  return apiRequest<AdminOrder>(`/admin/dashboard/orders/${encodeURIComponent(orderId)}`, { role: 'admin' });
}

export function useAdminOrder(orderId: string | null) {
  return useQuery({
    queryKey: adminOrderQueryKey(orderId ?? ''),
    queryFn: () => getAdminOrder(orderId ?? ''),
    enabled: orderId !== null,
  });
}
