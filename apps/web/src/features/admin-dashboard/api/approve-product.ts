import type { ManagedProduct } from '@art-market/domain/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { adminProductsQueryKey } from './get-admin-products.ts';

export interface ApprovalDecision {
  productId: string;
  isApproved: boolean;
  commissionPercentage: number;
}

/** 409 with the server's message when approving an artwork without images. */
export function approveProduct({ productId, isApproved, commissionPercentage }: ApprovalDecision): Promise<ManagedProduct> {
  return apiRequest<ManagedProduct>(`/admin/dashboard/products/${encodeURIComponent(productId)}/approve`, {
    method: 'PUT',
    body: { isApproved, commissionPercentage },
    role: 'admin',
  });
}

export function useApproveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminProductsQueryKey }),
  });
}
