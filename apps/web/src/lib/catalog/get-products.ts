import { CATALOG_PAGE_SIZE, type CatalogQuery, encodeCatalogQuery, type ProductCard } from '@art-market/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type CatalogPage, getCatalogPage } from './catalog-request.ts';

/** GET /api/Product filters and sort (the domain's catalogue query); every one is optional and applied on the server. */
export type ProductFilters = Partial<Omit<CatalogQuery, 'page' | 'pageSize'>>;

export const productsQueryKey = (filters: ProductFilters) => ['products', filters] as const;

export function getProducts(
  filters: ProductFilters,
  page: number,
  pageSize: number = CATALOG_PAGE_SIZE,
  signal?: AbortSignal,
): Promise<CatalogPage<ProductCard>> {
  const params = new URLSearchParams(encodeCatalogQuery({ ...filters, page, pageSize }, { textKey: 'query', paging: true }));
  return getCatalogPage<ProductCard>(`/Product?${params}`, signal);
}

/** In the asked order (newest first by default), page by page ("Load more"), while X-Total-Count says more remain. */
export function useProducts(filters: ProductFilters) {
  return useInfiniteQuery({
    queryKey: productsQueryKey(filters),
    queryFn: ({ pageParam, signal }) => getProducts(filters, pageParam, CATALOG_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      const more = last.total !== undefined ? loaded < last.total : last.items.length === CATALOG_PAGE_SIZE;
      return more && last.items.length > 0 ? pages.length + 1 : undefined;
    },
  });
}
