import type { ListingEditInput, ManagedProduct } from '@art-market/domain/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { vendorProductsQueryKey } from './get-vendor-products.ts';

/** Pending or rejected: changed at once. Live: kept as a change for review; the live listing stays up (ADR 0024). */
export function editListing(productId: string, edit: ListingEditInput): Promise<ManagedProduct> {
  return apiRequest<ManagedProduct>(`/vendordashboard/products/${encodeURIComponent(productId)}`, {
    method: 'PUT',
    body: edit,
    role: 'vendor',
  });
}

export function useEditListing(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, edit }: { productId: string; edit: ListingEditInput }) => editListing(productId, edit),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorProductsQueryKey(vendorId) }),
  });
}
