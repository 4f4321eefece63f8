import type { CollectionSummary } from '@art-market/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

export const collectionsQueryKey = ['collections'] as const;
export const collectionQueryKey = (slug: string) => ['collection', slug] as const;

/** GET /api/collections: the published curated collections, featured first. */
export function useCollections() {
  return useQuery({ queryKey: collectionsQueryKey, queryFn: () => apiRequest<CollectionSummary[]>('/collections') });
}

/** GET /api/collections/{slug}: a published collection; a draft or unknown slug fails with 404. */
export function useCollection(slug: string) {
  return useQuery({
    queryKey: collectionQueryKey(slug),
    queryFn: () => apiRequest<CollectionSummary>(`/collections/${encodeURIComponent(slug)}`),
    retry: false,
  });
}
