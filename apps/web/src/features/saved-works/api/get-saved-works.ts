import type { SavedWorksPage } from '@art-market/domain/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { COLLECTOR_LISTS_ROOT } from '#web/lib/saved-state.ts';

export const savedWorksQueryKey = (token: string | null, page: number) =>
  [...COLLECTOR_LISTS_ROOT, 'saved', token, page] as const;

export function getSavedWorks(page: number): Promise<SavedWorksPage> {
  return apiRequest<SavedWorksPage>(`/me/saved?page=${page}`, { role: 'customer' });
}

export function useSavedWorks(token: string | null, page: number) {
  return useQuery({
    queryKey: savedWorksQueryKey(token, page),
    queryFn: () => getSavedWorks(page),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
