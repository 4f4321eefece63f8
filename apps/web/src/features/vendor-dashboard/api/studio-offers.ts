import type { ArtistAnswer, Offer, OfferSettings } from '@art-market/domain/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

export const studioOffersQueryKey = (vendorId: string) => ['studio-offers', vendorId] as const;
export const offerSettingsQueryKey = (vendorId: string) => ['studio-offer-settings', vendorId] as const;

export interface StudioOfferSetting {
  productId: string;
  title: string;
  price: number;
  acceptsOffers: boolean;
  floor: number | null;
}

/** GET /vendordashboard/offers/{vendorId}: offers on the studio's artworks, newest first. */
export function getStudioOffers(vendorId: string): Promise<Offer[]> {
  return apiRequest<Offer[]>(`/vendordashboard/offers/${encodeURIComponent(vendorId)}`, { role: 'vendor' });
}

export function useStudioOffers(vendorId: string) {
  return useQuery({ queryKey: studioOffersQueryKey(vendorId), queryFn: () => getStudioOffers(vendorId) });
}

/** POST /vendordashboard/offers/{vendorId}/{offerId}/answer: accept, decline or counter. */
export function answerOffer({ vendorId, offerId, answer }: { vendorId: string; offerId: string; answer: ArtistAnswer }) {
  return apiRequest<Offer>(`/vendordashboard/offers/${encodeURIComponent(vendorId)}/${encodeURIComponent(offerId)}/answer`, {
    method: 'POST',
    body: answer,
    role: 'vendor',
  });
}

export function useAnswerOffer(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerOffer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studioOffersQueryKey(vendorId) }),
  });
}

/** GET /vendordashboard/offer-settings/{vendorId}: each artwork on sale with its switch and private floor. */
export function getOfferSettings(vendorId: string): Promise<StudioOfferSetting[]> {
  return apiRequest<StudioOfferSetting[]>(`/vendordashboard/offer-settings/${encodeURIComponent(vendorId)}`, { role: 'vendor' });
}

export function useOfferSettings(vendorId: string) {
  return useQuery({ queryKey: offerSettingsQueryKey(vendorId), queryFn: () => getOfferSettings(vendorId) });
}

/** PUT /vendordashboard/offer-settings/{vendorId}/{productId}. */
export function saveOfferSettings({
  vendorId,
  productId,
  settings,
}: {
  vendorId: string;
  productId: string;
  settings: OfferSettings;
}) {
  return apiRequest<unknown>(`/vendordashboard/offer-settings/${encodeURIComponent(vendorId)}/${encodeURIComponent(productId)}`, {
    method: 'PUT',
    body: settings,
    role: 'vendor',
  });
}

export function useSaveOfferSettings(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOfferSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerSettingsQueryKey(vendorId) }),
  });
}
