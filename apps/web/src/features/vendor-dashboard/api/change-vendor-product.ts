import type { ProductAction } from '@art-market/domain/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { vendorProductsQueryKey } from './get-vendor-products.ts';
import { vendorStatsQueryKey } from './get-vendor-stats.ts';

/** PUT /vendordashboard/products/{id}/soldout or /disable; the server answers 409 unless the artwork is live. */
export function changeVendorProduct(productId: string, action: ProductAction): Promise<{ status: string }> {
  return apiRequest(`/vendordashboard/products/${encodeURIComponent(productId)}/${action}`, { method: 'PUT', role: 'vendor' });
}

export function useChangeVendorProduct(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, action }: { productId: string; action: ProductAction }) => changeVendorProduct(productId, action),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: vendorProductsQueryKey(vendorId) }),
        queryClient.invalidateQueries({ queryKey: vendorStatsQueryKey(vendorId) }),
      ]);
    },
  });
}
