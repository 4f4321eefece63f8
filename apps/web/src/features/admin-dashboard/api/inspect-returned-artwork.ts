import type { InspectionDecision } from '@art-market/domain/rules';
import type { ReturnView } from '@art-market/domain/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { adminReturnsQueryKey } from './get-admin-returns.ts';

export interface ReturnedArtworkDecision {
  returnId: string;
  itemId: string;
  decision: InspectionDecision;
}

/** PUT /admin/dashboard/returns/{id}/items/{itemId}/inspection (logged): 409 once it was relisted meanwhile. */
export function inspectReturnedArtwork({ returnId, itemId, decision }: ReturnedArtworkDecision): Promise<ReturnView> {
  return apiRequest<ReturnView>(
    `/admin/dashboard/returns/${encodeURIComponent(returnId)}/items/${encodeURIComponent(itemId)}/inspection`,
    { method: 'PUT', body: { decision }, role: 'admin' },
  );
}

export function useInspectReturnedArtwork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inspectReturnedArtwork,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminReturnsQueryKey }),
  });
}
