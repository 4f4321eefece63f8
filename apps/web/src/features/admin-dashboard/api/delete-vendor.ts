import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminVendorsQueryKey } from './get-admin-vendors.ts';

export function deleteVendor(vendorId: string): Promise<{ message: string }> {
  return apiRequest(`/admin/dashboard/vendors/${encodeURIComponent(vendorId)}`, { method: 'DELETE', role: 'admin' });
}

export function useDeleteVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVendor,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminVendorsQueryKey }),
  });
}
