import { type HomeCatalog, type ProductDetail, SITE_INFO_API_PATH } from '@art-market/domain/rules';
import type { QueryClient } from '@tanstack/react-query';
import { homeCatalogQueryKey } from '#web/features/home/api/get-home-catalog.ts';
import { productQueryKey } from '#web/features/product/api/get-product.ts';
import { loadFirstData, takeFirstAnswer } from '#web/lib/first-data.ts';
import { type SiteInfo, siteInfoQueryKey } from '#web/lib/site-info.ts';

/**
 * ADR 0009: before the first render, the home and artwork answers the server injected into the page become
 * their queries' data, so the first render already shows the art; so does the footer's site info (ADR 0011).
 * Other injected answers (listings) are taken by the first fetch of their path (lib/api-client.ts).
 */
export function primeFirstData(client: QueryClient, pagePath: string): void {
  loadFirstData();
  const site = takeFirstAnswer(SITE_INFO_API_PATH);
  if (site) client.setQueryData(siteInfoQueryKey, site.body as SiteInfo);
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
