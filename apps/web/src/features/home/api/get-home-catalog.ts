import type { HomeCatalog } from '@art-market/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

export const homeCatalogQueryKey = ['home-catalog'] as const;

/** One call renders the whole home page. */
export function getHomeCatalog(): Promise<HomeCatalog> {
  return apiRequest<HomeCatalog>('/Product/home');
}

export function useHomeCatalog() {
  return useQuery({ queryKey: homeCatalogQueryKey, queryFn: getHomeCatalog });
}
