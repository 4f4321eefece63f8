import type { AlertPreferences, NotificationsPage } from '@art-market/domain/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

const notificationsKey = ['notifications'] as const;
const unreadKey = [...notificationsKey, 'unread'] as const;
const preferencesKey = ['alert-preferences'] as const;
/** The bell looks again this often while a page stays open, and whenever the tab comes back. */
const UNREAD_REFRESH_MS = 60_000;

/** The bell's count: one small personal call, never part of the shared catalogue answers. */
export function useUnreadCount(signedIn: boolean) {
  return useQuery({
    queryKey: unreadKey,
    queryFn: () => apiRequest<{ unread: number }>('/me/notifications/unread', { role: 'customer' }),
    enabled: signedIn,
    refetchInterval: UNREAD_REFRESH_MS,
    select: (answer) => answer.unread,
  });
}

export function useNotifications(page: number) {
  return useQuery({
    queryKey: [...notificationsKey, 'page', page],
    queryFn: () => apiRequest<NotificationsPage>(`/me/notifications?page=${page}`, { role: 'customer' }),
    placeholderData: keepPreviousData,
  });
}

/** Marks these notifications (or all) read; the list and the bell are fetched again. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[] | 'all') =>
      apiRequest<{ unread: number }>('/me/notifications/read', { method: 'POST', body: { ids }, role: 'customer' }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(unreadKey, answer);
      await queryClient.invalidateQueries({ queryKey: notificationsKey });
    },
  });
}

export function useAlertPreferences() {
  return useQuery({
    queryKey: preferencesKey,
    queryFn: () => apiRequest<AlertPreferences>('/me/alert-preferences', { role: 'customer' }),
  });
}

export function useSaveAlertPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: AlertPreferences) =>
      apiRequest<AlertPreferences>('/me/alert-preferences', { method: 'PUT', body: preferences, role: 'customer' }),
    onSuccess: (saved) => queryClient.setQueryData(preferencesKey, saved),
  });
}

export function checkUnsubscribeLink(token: string): Promise<{ valid: boolean }> {
  return apiRequest<{ valid: boolean }>(`/alerts/unsubscribe?token=${encodeURIComponent(token)}`);
}

export function unsubscribeFromDigests(token: string): Promise<{ unsubscribed: true }> {
  return apiRequest<{ unsubscribed: true }>(`/alerts/unsubscribe?token=${encodeURIComponent(token)}`, { method: 'POST' });
}
