import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { adminVendorsQueryKey } from './get-admin-vendors.ts';

/** POST /admin/dashboard/vendors/{id}/suspend or /reactivate: artworks hidden or back, the login kept either way. */
export function setVendorSuspension(request: { vendorId: string; suspend: boolean }): Promise<{ message: string }> {
  const action = request.suspend ? 'suspend' : 'reactivate';
  return apiRequest(`/admin/dashboard/vendors/${encodeURIComponent(request.vendorId)}/${action}`, {
    method: 'POST',
    role: 'admin',
  });
}

export function useVendorSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setVendorSuspension,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminVendorsQueryKey }),
  });
}
