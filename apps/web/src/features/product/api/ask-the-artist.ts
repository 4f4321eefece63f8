import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

export const artworkConversationQueryKey = (productId: string) => ['artwork-conversation', productId] as const;

/** GET /me/artworks/{id}/conversation: the collector's conversation about this artwork, if they started one. */
export function useArtworkConversation(productId: string, signedIn: boolean) {
  return useQuery({
    queryKey: artworkConversationQueryKey(productId),
    queryFn: () =>
      apiRequest<{ conversationId: string | null }>(`/me/artworks/${encodeURIComponent(productId)}/conversation`, {
        role: 'customer',
      }),
    enabled: signedIn,
  });
}

/** POST /me/conversations: asks the artist (or adds to the conversation there is) and answers its id. */
export function useAskTheArtist() {
  return useMutation({
    mutationFn: (input: { productId: string; body: string }) =>
      apiRequest<{ conversationId: string }>('/me/conversations', { method: 'POST', body: input, role: 'customer' }),
  });
}
