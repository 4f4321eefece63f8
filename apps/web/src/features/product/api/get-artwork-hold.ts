import type { ArtworkHold } from '@art-market/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

export const artworkHoldQueryKey = (id: string) => ['product', id, 'hold'] as const;

export function getArtworkHold(id: string): Promise<ArtworkHold> {
  return apiRequest<ArtworkHold>(`/Product/${encodeURIComponent(id)}/hold`);
}

/** Asked again each minute and on focus: a hold ends when its payment fails or lapses. */
export function useArtworkHold(id: string, enabled: boolean) {
  return useQuery({
    queryKey: artworkHoldQueryKey(id),
    queryFn: () => getArtworkHold(id),
    enabled,
    refetchInterval: 60_000,
    retry: false,
  });
}
