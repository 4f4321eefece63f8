import { type CatalogFacets, type CatalogQuery, encodeCatalogQuery } from '@art-market/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiErrorOf, apiFetch } from '../../lib/api-client.ts';
import { loadCatalogSchemas } from './load-catalog-schemas.ts';

export const facetsQueryKey = (query: Partial<CatalogQuery>) => ['catalog-facets', query] as const;

/** GET /api/Product/facets: how many artworks each filter value would leave. */
export async function getFacets(query: Partial<CatalogQuery>, signal?: AbortSignal): Promise<CatalogFacets> {
  const { page: _page, pageSize: _pageSize, sort: _sort, ...filters } = query;
  const params = new URLSearchParams(encodeCatalogQuery(filters, { textKey: 'query' }));
  const response = await apiFetch(`/Product/facets${params.size ? `?${params}` : ''}`, { signal });
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw apiErrorOf(response.status, payload);
  const { catalogFacetsSchema } = await loadCatalogSchemas();
  return catalogFacetsSchema.parse(payload);
}

export function useFacets(query: Partial<CatalogQuery>) {
  return useQuery({
    queryKey: facetsQueryKey(query),
    queryFn: ({ signal }) => getFacets(query, signal),
    placeholderData: keepPreviousData,
  });
}
