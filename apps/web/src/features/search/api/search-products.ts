import { CATALOG_PAGE_SIZE, encodeCatalogQuery, type SearchResult } from '@art-market/domain/rules';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getCatalogPage } from '#web/lib/catalog/catalog-request.ts';
import type { ProductFilters } from '#web/lib/catalog/get-products.ts';

export interface SearchParams {
  q: string;
  category: string;
  subcategory: string;
  artist: string;
}

/** Search by subcategory if present, else category, else the query; the artist narrows it. */
export function searchRequestParams(params: SearchParams): Record<string, string> {
  const primary: Record<string, string> = params.subcategory
    ? { subcategory: params.subcategory }
    : params.category
      ? { category: params.category }
      : params.q
        ? { query: params.q }
        : {};
  return params.artist ? { ...primary, artist: params.artist } : primary;
}

export function hasSearchTerms(params: SearchParams): boolean {
  return Object.keys(searchRequestParams(params)).length > 0;
}

/** One numbered page of the search, refined by the listing's filters and sort (the same parameters as the catalogue list). */
export function useSearchProducts(params: SearchParams, choices: ProductFilters = {}, page = 1) {
  const request = searchRequestParams(params);
  const refinements = encodeCatalogQuery({
    ...choices,
    query: undefined,
    category: undefined,
    subcategory: undefined,
    artist: undefined,
  });
  return useQuery({
    queryKey: ['product-search', request, refinements, page],
    queryFn: ({ signal }) => {
      const search = new URLSearchParams([
        ...Object.entries(request),
        ...refinements,
        ['page', String(page)],
        ['pageSize', String(CATALOG_PAGE_SIZE)],
      ]);
      return getCatalogPage<SearchResult>(`/Product/search?${search}`, signal);
    },
    placeholderData: keepPreviousData,
    enabled: hasSearchTerms(params),
  });
}
