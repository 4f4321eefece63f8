import type { VendorProfile, VendorProfileUpdate } from '@art-market/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { vendorProfileQueryKey } from './get-vendor-profile.ts';

export function updateVendorProfile(vendorId: string, fields: VendorProfileUpdate): Promise<VendorProfile> {
  return apiRequest<VendorProfile>(`/vendordashboard/profile/${encodeURIComponent(vendorId)}`, {
    method: 'PUT',
    body: fields,
    role: 'vendor',
  });
}

export function useUpdateVendorProfile(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: VendorProfileUpdate) => updateVendorProfile(vendorId, fields),
    onSuccess: (profile) => queryClient.setQueryData(vendorProfileQueryKey(vendorId), profile),
  });
}
