import type { ManagedProduct } from '@art-market/domain/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { adminProductsQueryKey } from './get-admin-products.ts';

export interface Rejection {
  productId: string;
  reason: string;
}

/** Refuses a pending artwork or the change waiting on a live one; the server mails the vendor the reason. */
export function rejectProduct({ productId, reason }: Rejection): Promise<ManagedProduct> {
  return apiRequest<ManagedProduct>(`/admin/dashboard/products/${encodeURIComponent(productId)}/reject`, {
    method: 'PUT',
    body: { reason },
    role: 'admin',
  });
}

export function useRejectProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminProductsQueryKey }),
  });
}
