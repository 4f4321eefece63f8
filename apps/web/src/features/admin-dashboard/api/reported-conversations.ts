import type { ConversationSide } from '@art-market/domain/rules';
import type { AdminConversation, AdminConversationList } from '@art-market/domain/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

export const reportedConversationsQueryKey = ['admin-reported-conversations'] as const;
export const reportedConversationQueryKey = (id: string) => ['admin-reported-conversations', id] as const;

/** GET /admin/dashboard/conversations: reported conversations only. */
export function useReportedConversations() {
  return useQuery({
    queryKey: reportedConversationsQueryKey,
    queryFn: () => apiRequest<AdminConversationList>('/admin/dashboard/conversations', { role: 'admin' }),
  });
}

export function useReportedConversation(id: string | undefined) {
  return useQuery({
    queryKey: reportedConversationQueryKey(id ?? ''),
    queryFn: () =>
      apiRequest<AdminConversation>(`/admin/dashboard/conversations/${encodeURIComponent(id ?? '')}`, { role: 'admin' }),
    enabled: id !== undefined,
  });
}

/** POST …/stop or …/lift: stops a person of the conversation from messaging, or lets them again. */
export function useMessagingStop(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      input: { action: 'stop'; side: ConversationSide; reason: string } | { action: 'lift'; side: ConversationSide },
    ) => {
      const { action, ...body } = input;
      return apiRequest<AdminConversation>(`/admin/dashboard/conversations/${encodeURIComponent(id)}/${action}`, {
        method: 'POST',
        body,
        role: 'admin',
      });
    },
    onSuccess: (conversation) => queryClient.setQueryData(reportedConversationQueryKey(id), conversation),
  });
}
