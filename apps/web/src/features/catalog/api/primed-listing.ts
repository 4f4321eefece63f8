import type { ProductCard } from '@art-market/domain/rules';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CatalogPage } from '#web/lib/catalog/catalog-request.ts';
import { type ProductFilters, productsQueryKey } from '#web/lib/catalog/get-products.ts';
import { takeFirstListAnswer } from '#web/lib/first-data.ts';

/**
 * ADR 0011: the first page of cards the server injected into a listing page becomes the listing's query data
 * before the listing first renders, so that render already shows the art (as on the home and artwork pages)
 * instead of a second one after the query has fetched it. The server injects it only for an address without a
 * query string, where the listing's query has the page's own filters and nothing else, on page 1.
 */
export function usePrimedListing(filters: ProductFilters): void {
  const client = useQueryClient();
  useState(() => primeListing(client, filters));
}

/** In the shape of the listing's query (lib/catalog/get-products.ts): one page of cards with the total. */
function primeListing(client: QueryClient, filters: ProductFilters): void {
  const answer = takeFirstListAnswer();
  if (!answer || !Array.isArray(answer.body)) return;
  const data: CatalogPage<ProductCard> = { items: answer.body as ProductCard[], total: answer.total };
  client.setQueryData(productsQueryKey(filters, 1), data);
}
