import type { VendorProfile, VendorProfileUpdate, VendorProfileUpdateResult } from '@art-market/domain/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { getSession, saveLogin } from '#web/lib/session.ts';
import { vendorProfileQueryKey } from './get-vendor-profile.ts';

export function updateVendorProfile(vendorId: string, fields: VendorProfileUpdate): Promise<VendorProfileUpdateResult> {
  return apiRequest<VendorProfileUpdateResult>(`/vendordashboard/profile/${encodeURIComponent(vendorId)}`, {
    method: 'PUT',
    body: fields,
    role: 'vendor',
  });
}

/** A changed e-mail ended every session: the new token keeps this studio logged in. */
function keepSession({ token, ...profile }: VendorProfileUpdateResult): VendorProfile {
  const stored = getSession().vendor;
  if (token && stored) {
    const { firstName, lastName, email } = profile;
    saveLogin('vendor', token, { ...stored, firstName, lastName, email });
  }
  return profile;
}

export function useUpdateVendorProfile(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: VendorProfileUpdate) => updateVendorProfile(vendorId, fields),
    onSuccess: (result) => queryClient.setQueryData(vendorProfileQueryKey(vendorId), keepSession(result)),
  });
}
