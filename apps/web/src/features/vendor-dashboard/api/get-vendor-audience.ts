import type { VendorAudience } from '@art-market/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

/** How many collectors saved each of the studio's artworks and follow its artists (counts only, never who). */
export const vendorAudienceQueryKey = ['vendor-audience'] as const;

export function getVendorAudience(): Promise<VendorAudience> {
  return apiRequest<VendorAudience>('/vendordashboard/audience', { role: 'vendor' });
}

export function useVendorAudience() {
  return useQuery({ queryKey: vendorAudienceQueryKey, queryFn: getVendorAudience });
}
