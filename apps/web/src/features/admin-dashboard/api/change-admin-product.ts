import type { ProductAction } from '@art-market/domain/rules';
import type { ManagedProduct } from '@art-market/domain/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { adminProductsQueryKey } from './get-admin-products.ts';

export function changeAdminProduct(productId: string, action: ProductAction): Promise<ManagedProduct> {
  return apiRequest<ManagedProduct>(`/admin/dashboard/products/${encodeURIComponent(productId)}/${action}`, {
    method: 'PUT',
    role: 'admin',
  });
}

/** The list reloads after each action, whether it worked or not. */
export function useChangeAdminProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, action }: { productId: string; action: ProductAction }) => changeAdminProduct(productId, action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminProductsQueryKey }),
  });
}
