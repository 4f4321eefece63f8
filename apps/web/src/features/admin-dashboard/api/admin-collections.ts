import type { AdminCollection, CollectionArtwork, CollectionInput } from '@art-market/domain/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

export const adminCollectionsQueryKey = ['admin-collections'] as const;

export function useAdminCollections() {
  return useQuery({
    queryKey: adminCollectionsQueryKey,
    queryFn: () => apiRequest<AdminCollection[]>('/admin/collections', { role: 'admin' }),
  });
}

/** The editor's "add by search": live, unsold artworks whose title or artist contains the words. */
export function useCollectionArtworkSearch(words: string) {
  return useQuery({
    queryKey: ['admin-collection-artworks', words],
    queryFn: () =>
      apiRequest<CollectionArtwork[]>(`/admin/collections/artworks?q=${encodeURIComponent(words)}`, { role: 'admin' }),
    enabled: words.trim().length > 0,
  });
}

export function useSaveCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: CollectionInput }) =>
      apiRequest<AdminCollection>(id ? `/admin/collections/${id}` : '/admin/collections', {
        method: id ? 'PUT' : 'POST',
        body: input,
        role: 'admin',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCollectionsQueryKey }),
  });
}

export function useDeleteCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<null>(`/admin/collections/${id}`, { method: 'DELETE', role: 'admin' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCollectionsQueryKey }),
  });
}
