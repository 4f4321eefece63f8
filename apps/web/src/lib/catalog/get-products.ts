import { CATALOG_PAGE_SIZE, encodeCatalogQuery, type ProductCard } from '@art-market/domain/rules';
import type { CatalogQuery } from '@art-market/domain/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CatalogPage, getCatalogPage } from './catalog-request.ts';

/** GET /api/Product filters and sort (the domain's catalogue query); every one is optional and applied on the server. */
export type ProductFilters = Partial<Omit<CatalogQuery, 'page' | 'pageSize'>>;

export const productsQueryKey = (filters: ProductFilters, page: number) => ['products', filters, page] as const;

export function getProducts(
  filters: ProductFilters,
  page: number,
  pageSize: number = CATALOG_PAGE_SIZE,
  signal?: AbortSignal,
): Promise<CatalogPage<ProductCard>> {
  const params = new URLSearchParams(encodeCatalogQuery({ ...filters, page, pageSize }, { textKey: 'query', paging: true }));
  return getCatalogPage<ProductCard>(`/Product?${params}`, signal);
}

/**
 * One numbered page of the listing, in the asked order (newest first by default). While the next page
 * loads, the one shown stays (marked as placeholder data) instead of a spinner.
 */
export function useProducts(filters: ProductFilters, page: number) {
  return useQuery({
    queryKey: productsQueryKey(filters, page),
    queryFn: ({ signal }) => getProducts(filters, page, CATALOG_PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
  });
}
