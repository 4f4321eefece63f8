import type { MakeOfferInput, Offer } from '@art-market/domain/schemas';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

export const artworkOffersQueryKey = (productId: string) => ['product', productId, 'offers'] as const;

/** GET /offers/artworks/{id}: whether the artist takes offers on this artwork (never the floor). */
export function getArtworkOffers(productId: string): Promise<{ acceptsOffers: boolean }> {
  return apiRequest<{ acceptsOffers: boolean }>(`/offers/artworks/${encodeURIComponent(productId)}`);
}

export function useArtworkOffers(productId: string, enabled: boolean) {
  return useQuery({
    queryKey: artworkOffersQueryKey(productId),
    queryFn: () => getArtworkOffers(productId),
    enabled,
    retry: false,
  });
}

/** POST /CustomerDashboard/offers: the collector's offer; a declined answer carries the polite message. */
export function makeOffer(input: MakeOfferInput & { productId: string }): Promise<Offer> {
  return apiRequest<Offer>('/CustomerDashboard/offers', { method: 'POST', body: input, role: 'customer' });
}

export function useMakeOffer() {
  return useMutation({ mutationFn: makeOffer });
}
