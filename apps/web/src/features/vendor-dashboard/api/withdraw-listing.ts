import type { ManagedProduct } from '@art-market/domain/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { vendorProductsQueryKey } from './get-vendor-products.ts';
import { vendorStatsQueryKey } from './get-vendor-stats.ts';

/** Takes a live, pending or rejected listing out of the storefront and the review queue. */
export function withdrawListing(productId: string): Promise<ManagedProduct> {
  return apiRequest<ManagedProduct>(`/vendordashboard/products/${encodeURIComponent(productId)}/withdraw`, {
    method: 'PUT',
    role: 'vendor',
  });
}

export function useWithdrawListing(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawListing,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: vendorProductsQueryKey(vendorId) }),
        queryClient.invalidateQueries({ queryKey: vendorStatsQueryKey(vendorId) }),
      ]);
    },
  });
}
