import type { ProductDetail } from '@art-market/domain/rules';
import type { Offer } from '@art-market/domain/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { CART_QUERY_ROOT } from '#web/lib/cart-query.ts';

export const myOffersQueryKey = ['my-offers'] as const;

/** GET /CustomerDashboard/offers: the collector's offers, newest first. */
export function getMyOffers(): Promise<Offer[]> {
  return apiRequest<Offer[]>('/CustomerDashboard/offers', { role: 'customer' });
}

export function useMyOffers() {
  return useQuery({ queryKey: myOffersQueryKey, queryFn: getMyOffers });
}

/** POST /CustomerDashboard/offers/{id}/answer: the collector accepts or declines the artist's counter. */
export function answerCounter({ offerId, action }: { offerId: string; action: 'accept' | 'decline' }): Promise<Offer> {
  return apiRequest<Offer>(`/CustomerDashboard/offers/${encodeURIComponent(offerId)}/answer`, {
    method: 'POST',
    body: { action },
    role: 'customer',
  });
}

export function useAnswerCounter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerCounter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myOffersQueryKey }),
  });
}

/** The artwork's ways to ship, for Pay now to put it in the cart with one. */
export function getShippingOptions(productId: string): Promise<ProductDetail['shippingOptions']> {
  return apiRequest<ProductDetail>(`/Product/${encodeURIComponent(productId)}`).then((product) => product.shippingOptions);
}

export function useShippingOptions(productId: string, enabled: boolean) {
  return useQuery({ queryKey: ['product', productId, 'shipping'], queryFn: () => getShippingOptions(productId), enabled });
}

/**
 * Pay now: the accepted work goes into the cart with the chosen shipping; the server prices it at the agreed
 * amount while the offer's hold lives, so checkout shows and charges that price.
 */
export function putOfferInCart({ productId, shippingOptionId }: { productId: string; shippingOptionId: string }) {
  return apiRequest<unknown>('/Cart/add', { method: 'POST', body: { productId, shippingOptionId }, role: 'customer' });
}

export function usePutOfferInCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putOfferInCart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CART_QUERY_ROOT }),
  });
}
