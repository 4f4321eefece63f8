import type { ProductDetail } from '@art-market/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, readFailure } from '#web/lib/api-client.ts';

export const productQueryKey = (id: string) => ['product', id] as const;

export function getProduct(id: string): Promise<ProductDetail> {
  return apiRequest<ProductDetail>(`/Product/${encodeURIComponent(id)}`);
}

/** `enabled: false` (no artwork to ask about) asks nothing. */
export function useProduct(id: string, enabled = true) {
  return useQuery({
    queryKey: productQueryKey(id),
    queryFn: () => getProduct(id),
    enabled,
    // An unknown or hidden artwork will not appear by asking again.
    retry: (count, error) => readFailure(error).status !== 404 && count < 1,
  });
}
