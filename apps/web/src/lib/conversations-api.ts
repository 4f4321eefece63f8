import type { Conversation, ConversationList, ConversationMessage } from '@art-market/domain/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch, apiRequest } from './api-client.ts';

/**
 * Who reads conversations here: the collector (`/me/conversations`) or a studio
 * (`/vendordashboard/conversations/{vendorId}`). One set of calls serves the dashboard and the studio.
 */
export type ConversationAudience = { role: 'customer' } | { role: 'vendor'; vendorId: string };

const basePath = (audience: ConversationAudience) =>
  audience.role === 'customer' ? '/me/conversations' : `/vendordashboard/conversations/${encodeURIComponent(audience.vendorId)}`;

export const conversationsQueryKey = (audience: ConversationAudience) => ['conversations', audience.role] as const;
export const conversationQueryKey = (audience: ConversationAudience, id: string) => ['conversations', audience.role, id] as const;

/** GET the reader's conversations, newest first, with what is unread. */
export function useConversationList(audience: ConversationAudience, enabled = true) {
  return useQuery({
    queryKey: conversationsQueryKey(audience),
    queryFn: () => apiRequest<ConversationList>(basePath(audience), { role: audience.role }),
    enabled,
    refetchInterval: 60_000,
  });
}

/** GET one conversation; reading it marks the other side's messages read, so the list is fetched again. */
export function useConversation(audience: ConversationAudience, id: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: conversationQueryKey(audience, id ?? ''),
    queryFn: async () => {
      const conversation = await apiRequest<Conversation>(`${basePath(audience)}/${encodeURIComponent(id ?? '')}`, {
        role: audience.role,
      });
      void queryClient.invalidateQueries({ queryKey: conversationsQueryKey(audience), exact: true });
      return conversation;
    },
    enabled: id !== undefined,
    refetchInterval: 30_000,
  });
}

/** POST a reply as a multipart form: its words, then its images. */
export function useSendMessage(audience: ConversationAudience, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, images }: { body: string; images: readonly File[] }) => {
      const form = new FormData();
      form.append('body', body);
      for (const image of images) form.append('images', image, image.name);
      return apiRequest<ConversationMessage>(`${basePath(audience)}/${encodeURIComponent(id)}/messages`, {
        method: 'POST',
        body: form,
        role: audience.role,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['conversations', audience.role] }),
  });
}

export function useReportConversation(audience: ConversationAudience, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      apiRequest<{ reported: true }>(`${basePath(audience)}/${encodeURIComponent(id)}/report`, {
        method: 'POST',
        body: { reason },
        role: audience.role,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationQueryKey(audience, id) }),
  });
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

/**
 * A message's image: private, so it is fetched with the reader's token (an <img src> cannot send one) and
 * shown from memory as a data URL. `apiPath` is the full path the server gave ("/api/…").
 */
export function useMessageImage(apiPath: string, role: 'customer' | 'vendor' | 'admin') {
  return useQuery({
    queryKey: ['message-image', apiPath],
    queryFn: async () => {
      const response = await apiFetch(apiPath.replace(/^\/api(?=\/)/, ''), { role });
      if (!response.ok) throw new ApiError(response.status, '');
      const type = response.headers.get('content-type') ?? 'application/octet-stream';
      return `data:${type};base64,${toBase64(new Uint8Array(await response.arrayBuffer()))}`;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}
