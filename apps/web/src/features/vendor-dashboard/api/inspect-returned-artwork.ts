import type { InspectionDecision } from '@art-market/domain/rules';
import type { ReturnView } from '@art-market/domain/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { vendorOrdersQueryKey } from './get-vendor-orders.ts';
import { vendorProductsQueryKey } from './get-vendor-products.ts';

export interface ReturnedArtworkDecision {
  returnId: string;
  itemId: string;
  decision: InspectionDecision;
}

/** PUT /vendordashboard/returns/{id}/items/{itemId}/inspection: 409 once it was decided (relisted) meanwhile. */
export function inspectReturnedArtwork({ returnId, itemId, decision }: ReturnedArtworkDecision): Promise<ReturnView> {
  return apiRequest<ReturnView>(
    `/vendordashboard/returns/${encodeURIComponent(returnId)}/items/${encodeURIComponent(itemId)}/inspection`,
    { method: 'PUT', body: { decision }, role: 'vendor' },
  );
}

/** The orders and the artworks reload either way: the decision may have put an artwork back on sale. */
export function useInspectReturnedArtwork(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inspectReturnedArtwork,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: vendorOrdersQueryKey(vendorId) });
      await queryClient.invalidateQueries({ queryKey: vendorProductsQueryKey(vendorId) });
    },
  });
}
