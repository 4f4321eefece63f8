import type { AdminVendorImpact } from '@art-market/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

/** GET /admin/dashboard/vendors/{id}/impact: what suspending or deleting the vendor would touch, counted now. */
export function getVendorImpact(vendorId: string): Promise<AdminVendorImpact> {
  return apiRequest<AdminVendorImpact>(`/admin/dashboard/vendors/${encodeURIComponent(vendorId)}/impact`, { role: 'admin' });
}

/** Asked each time a confirmation opens (never from a cache): the counts are what the admin agrees to. */
export function useVendorImpact(vendorId: string | null) {
  return useQuery({
    queryKey: ['admin-vendor-impact', vendorId] as const,
    queryFn: () => getVendorImpact(vendorId ?? ''),
    enabled: vendorId !== null,
    staleTime: 0,
    gcTime: 0,
  });
}
