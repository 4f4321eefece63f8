import { encodeCatalogQuery } from '@art-market/domain/rules';
import type { CatalogFacets, CatalogQuery } from '@art-market/domain/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { afterFirstPaint } from '#web/lib/after-first-paint.ts';
import { apiErrorOf, apiFetch } from '#web/lib/api-client.ts';

export const facetsQueryKey = (query: Partial<CatalogQuery>) => ['catalog-facets', query] as const;

/**
 * GET /api/Product/facets: how many artworks each filter value would leave. The request waits for the page's first
 * paint (ADR 0012): the listing's cards come first. The answer is read as the route's response schema gave it, as
 * the lists' are: checking it here again would load zod on every listing.
 */
export async function getFacets(query: Partial<CatalogQuery>, signal?: AbortSignal): Promise<CatalogFacets> {
  await afterFirstPaint();
  const { page: _page, pageSize: _pageSize, sort: _sort, ...filters } = query;
  const params = new URLSearchParams(encodeCatalogQuery(filters, { textKey: 'query' }));
  const response = await apiFetch(`/Product/facets${params.size ? `?${params}` : ''}`, { signal });
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw apiErrorOf(response.status, payload);
  return payload as CatalogFacets;
}

export function useFacets(query: Partial<CatalogQuery>) {
  return useQuery({
    queryKey: facetsQueryKey(query),
    queryFn: ({ signal }) => getFacets(query, signal),
    placeholderData: keepPreviousData,
  });
}
