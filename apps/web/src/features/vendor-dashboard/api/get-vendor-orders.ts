import type { VendorOrder } from '@art-market/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

export const vendorOrdersQueryKey = (vendorId: string) => ['vendor-orders', vendorId] as const;

/** The vendor's paid orders, newest first (GET /vendordashboard/orders/{vendorId}). */
export function getVendorOrders(vendorId: string): Promise<VendorOrder[]> {
  return apiRequest<VendorOrder[]>(`/vendordashboard/orders/${encodeURIComponent(vendorId)}`, { role: 'vendor' });
}

export function useVendorOrders(vendorId: string) {
  return useQuery({ queryKey: vendorOrdersQueryKey(vendorId), queryFn: () => getVendorOrders(vendorId) });
}
