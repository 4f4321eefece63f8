import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { adminVendorsQueryKey } from './get-admin-vendors.ts';

/**
 * DELETE /admin/dashboard/vendors/{id}. A vendor with paid orders not yet delivered is refused (409)
 * unless `cancelOpenOrders`, which cancels and refunds those not shipped before closing the vendor.
 */
export function deleteVendor(request: { vendorId: string; cancelOpenOrders?: boolean }): Promise<{ message: string }> {
  const query = request.cancelOpenOrders ? '?cancelOpenOrders=true' : '';
  return apiRequest(`/admin/dashboard/vendors/${encodeURIComponent(request.vendorId)}${query}`, {
    method: 'DELETE',
    role: 'admin',
  });
}

export function useDeleteVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVendor,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminVendorsQueryKey }),
  });
}
