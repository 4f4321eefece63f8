import type { HomeCatalog, ProductDetail } from '@art-market/domain';
import type { QueryClient } from '@tanstack/react-query';
import { homeCatalogQueryKey } from '../features/home/api/get-home-catalog.ts';
import { productQueryKey } from '../features/product/api/get-product.ts';
import { loadFirstData, takeFirstAnswer } from '../lib/first-data.ts';

/**
 * ADR 0009: before the first render, the home and artwork answers the server injected into the page become
 * their queries' data, so the first render already shows the art. Other injected answers (listings) are
 * taken by the first fetch of their path (lib/api-client.ts).
 */
export function primeFirstData(client: QueryClient, pagePath: string): void {
  loadFirstData();
  if (pagePath === '/') {
    const home = takeFirstAnswer('/Product/home');
    if (home) client.setQueryData(homeCatalogQueryKey, home.body as HomeCatalog);
    return;
  }
  const product = /^\/product\/([^/]+)$/.exec(pagePath);
  if (!product?.[1]) return;
  let id: string;
  try {
    id = decodeURIComponent(product[1]);
  } catch {
    return;
  }
  const answer = takeFirstAnswer(`/Product/${encodeURIComponent(id)}`);
  if (answer) client.setQueryData(productQueryKey(id), answer.body as ProductDetail);
}
