import type { ManagedProduct } from '@art-market/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

export const vendorProductsQueryKey = (vendorId: string) => ['vendor-products', vendorId] as const;

export function getVendorProducts(vendorId: string): Promise<ManagedProduct[]> {
  return apiRequest<ManagedProduct[]>(`/vendordashboard/${encodeURIComponent(vendorId)}/products`, { role: 'vendor' });
}

export function useVendorProducts(vendorId: string) {
  return useQuery({
    queryKey: vendorProductsQueryKey(vendorId),
    queryFn: () => getVendorProducts(vendorId),
    enabled: vendorId !== '',
  });
}
