import { FIRST_DATA_ELEMENT_ID, type FirstData, firstApiPath } from '@art-market/domain/rules';
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiFetch } from '#web/lib/api-client.ts';
import { getProducts } from '#web/lib/catalog/get-products.ts';
import { resetFirstData } from '#web/lib/first-data.ts';
import { SUPPORTS_WEBP_KEY } from '#web/lib/image-url.ts';
import { homeCatalog, mockCatalogApi, productCard, productDetail } from '#web/test/catalog-fixtures.ts';
import { primeFirstData } from './first-data.ts';
import { AppProviders } from './providers.tsx';
import { loadFirstPaintPage, routes } from './router.tsx';

/** The JSON script the server puts into the page (ADR 0009). */
function injectFirstData(data: FirstData) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = FIRST_DATA_ELEMENT_ID;
  script.textContent = JSON.stringify(data);
  document.body.append(script);
}

/** The app as main.tsx starts it: the query client primed before the first render. */
function startApp(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  primeFirstData(queryClient, path);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

beforeEach(() => resetFirstData());
afterEach(() => {
  document.getElementById(FIRST_DATA_ELEMENT_ID)?.remove();
  resetFirstData();
});

describe('first data injected into the page', () => {
  // First in the file: no earlier test has loaded the artwork page's code yet.
  it("renders the artwork on the first render when the page's code was loaded first, with no spinner between", async () => {
    mockCatalogApi();
    const product = productDetail();
    injectFirstData({ webp: false, answers: [{ path: `/Product/${product.id}`, body: product }] });
    // What main.tsx does before its first render on a page whose code the server preloads (ADR 0011).
    await loadFirstPaintPage(`/product/${product.id}`);
    startApp(`/product/${product.id}`);
    // Synchronous: no Suspense fallback first.
    expect(screen.getByRole('heading', { level: 1, name: 'Backwaters at Dawn' })).toBeTruthy();
  });

  it('renders the home page from it on the first render, without asking the API', () => {
    const api = mockCatalogApi({ 'GET /api/Product/home': { body: homeCatalog({ latest: [] }) } });
    const site = { parentCompany: 'Injected Gallery Ltd', supportEmail: 'help@example.test' };
    injectFirstData({
      webp: true,
      answers: [
        { path: '/Product/home', body: homeCatalog() },
        { path: '/site', body: site },
      ],
    });
    startApp('/');
    // The footer's facts too.
    expect(screen.getByText(/a service of Injected Gallery Ltd/)).toBeTruthy();
    expect(api.callsTo('GET', '/api/site')).toHaveLength(0);
    // Synchronous: the art is there before any fetch could have answered.
    // The hero and the Latest section both show the newest work.
    expect(screen.getAllByRole('link', { name: /Latest One/ }).length).toBeGreaterThan(0);
    expect(api.callsTo('GET', '/api/Product/home')).toHaveLength(0);
    // The browser said it takes WebP, so the images skip the original files.
    expect(localStorage.getItem(SUPPORTS_WEBP_KEY)).toBe('true');
  });

  it('renders the artwork page from it', async () => {
    const api = mockCatalogApi();
    const product = productDetail();
    injectFirstData({ webp: false, answers: [{ path: `/Product/${product.id}`, body: product }] });
    startApp(`/product/${product.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Backwaters at Dawn' })).toBeTruthy();
    expect(api.callsTo('GET', `/api/Product/${product.id}`)).toHaveLength(0);
    expect(localStorage.getItem(SUPPORTS_WEBP_KEY)).toBeNull();
  });

  it("shows a listing whose URL has filters once the catalogue's schemas have loaded, with the spinner until then", async () => {
    const api = mockCatalogApi({ 'GET /api/Product': { body: [productCard({ title: 'Square Oil' })] } }, { '/api/Product': 1 });
    await loadFirstPaintPage('/category/oil-paintings');
    startApp('/category/oil-paintings?orientation=square');
    // The page's code is loaded, but reading the filters takes the catalogue's schemas (zod), which are not in it
    // (ADR 0011); no earlier test here has rendered a listing, which loads them after its first paint (ADR 0012).
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(await screen.findByRole('link', { name: /Square Oil/ })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Oil Paintings' })).toBeTruthy();
    expect(api.paramsOf('/api/Product')[0]).toMatchObject({ subcategory: 'oil-paintings', orientation: 'square' });
  });

  it.each([
    ['a category', '/category/oil-paintings'],
    ["a group's item", '/medium/oil-paintings'],
  ])("renders %s's first page of cards on the first render", async (_name, pagePath) => {
    const api = mockCatalogApi();
    const path = firstApiPath(pagePath) ?? '';
    injectFirstData({ webp: false, answers: [{ path, total: 1, body: [productCard({ title: 'Injected Oil' })] }] });
    await loadFirstPaintPage(pagePath);
    startApp(pagePath);
    // Synchronous: the cards are in the first render, not in a second one after the query has fetched them.
    expect(screen.getByRole('link', { name: /Injected Oil/ })).toBeTruthy();
    expect(api.callsTo('GET', '/api/Product')).toHaveLength(0);
  });

  it('answers a listing from it under the exact path the listing asks for, with its total', async () => {
    const api = mockCatalogApi();
    const path = firstApiPath('/category/oil-paintings') ?? '';
    injectFirstData({ webp: false, answers: [{ path, total: 1, body: [productCard({ title: 'Injected Oil' })] }] });
    // The listing's own request for its first page (components/product-listing.tsx without a query string).
    const page = await getProducts({ subcategory: 'oil-paintings' }, 1);
    expect(page.items.map((card) => card.title)).toEqual(['Injected Oil']);
    expect(page.total).toBe(1);
    expect(api.callsTo('GET', '/api/Product')).toHaveLength(0);
  });

  it('gives each answer once; the next request goes to the API', async () => {
    const api = mockCatalogApi({ 'GET /api/Product/home': { body: homeCatalog() } });
    injectFirstData({ webp: false, answers: [{ path: '/Product/home', body: { from: 'page' } }] });
    expect(await (await apiFetch('/Product/home')).json()).toEqual({ from: 'page' });
    await apiFetch('/Product/home');
    expect(api.callsTo('GET', '/api/Product/home')).toHaveLength(1);
  });

  it('ignores a page without first data or with broken data', async () => {
    const api = mockCatalogApi({ 'GET /api/Product/home': { body: homeCatalog() } });
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = FIRST_DATA_ELEMENT_ID;
    script.textContent = '{not json';
    document.body.append(script);
    startApp('/');
    expect((await screen.findAllByRole('link', { name: /Latest One/ })).length).toBeGreaterThan(0);
    expect(api.callsTo('GET', '/api/Product/home')).toHaveLength(1);
  });
});
