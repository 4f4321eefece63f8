import type { ArtistAnswer, Offer } from '@art-market/domain/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';
import type { ConversationAudience } from './conversations-api.ts';

/**
 * The collector's alive offer on a conversation's artwork, for the thread of either side
 * (docs/product/conversations.md#offers-in-a-conversation), and the answers each side may give from there.
 */
const offerPath = (audience: ConversationAudience, conversationId: string) =>
  audience.role === 'customer'
    ? `/CustomerDashboard/offers/conversations/${encodeURIComponent(conversationId)}`
    : `/vendordashboard/offers/${encodeURIComponent(audience.vendorId)}/conversations/${encodeURIComponent(conversationId)}`;

export const conversationOfferQueryKey = (audience: ConversationAudience, conversationId: string) =>
  ['conversation-offer', audience.role, conversationId] as const;

export function useConversationOffer(audience: ConversationAudience, conversationId: string) {
  return useQuery({
    queryKey: conversationOfferQueryKey(audience, conversationId),
    queryFn: async () =>
      (await apiRequest<{ offer: Offer | null }>(offerPath(audience, conversationId), { role: audience.role })).offer,
    retry: false,
  });
}

export type OfferAnswer = ArtistAnswer | { action: 'accept' | 'decline' };

/** The studio answers an open offer, the collector a counter, through the offers' own routes. */
export function useAnswerConversationOffer(audience: ConversationAudience, conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ offerId, answer }: { offerId: string; answer: OfferAnswer }) =>
      audience.role === 'customer'
        ? apiRequest<Offer>(`/CustomerDashboard/offers/${encodeURIComponent(offerId)}/answer`, {
            method: 'POST',
            body: { action: answer.action },
            role: 'customer',
          })
        : apiRequest<Offer>(
            `/vendordashboard/offers/${encodeURIComponent(audience.vendorId)}/${encodeURIComponent(offerId)}/answer`,
            { method: 'POST', body: answer, role: 'vendor' },
          ),
    onSuccess: (offer) => {
      queryClient.setQueryData(conversationOfferQueryKey(audience, conversationId), offer);
      void queryClient.invalidateQueries({ queryKey: audience.role === 'customer' ? ['my-offers'] : ['studio-offers'] });
    },
  });
}
