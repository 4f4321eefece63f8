import { CATALOG_PAGE_SIZE, type PriceBand, type ProductCard } from '@art-market/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type CatalogPage, getCatalogPage, withQuery } from './catalog-request.ts';

/** GET /api/Product filters; every one is optional and applied on the server. */
export interface ProductFilters {
  category?: string;
  subcategory?: string;
  artist?: string;
  artistType?: string;
  priceBand?: PriceBand;
}

export const productsQueryKey = (filters: ProductFilters) => ['products', filters] as const;

export function getProducts(
  filters: ProductFilters,
  page: number,
  pageSize: number = CATALOG_PAGE_SIZE,
  signal?: AbortSignal,
): Promise<CatalogPage<ProductCard>> {
  return getCatalogPage<ProductCard>(withQuery('/Product', { ...filters, page, pageSize }), signal);
}

/** Newest first, page by page ("Load more"), while X-Total-Count says more remain. */
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
