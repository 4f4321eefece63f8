import { CATALOG_COUNT_CAP, FACET_COUNT_CAP } from '@art-market/domain/rules';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockCatalogApi, productCard } from '#web/test/catalog-fixtures.ts';
import { renderApp } from '#web/test/render-app.tsx';

const facets = {
  total: 12,
  medium: [{ value: 'Oil on canvas', count: 4 }],
  style: [],
  orientation: [
    { value: 'portrait', count: 3 },
    { value: 'landscape', count: 7 },
    { value: 'square', count: 2 },
  ],
  size: [{ value: 'large', count: 1 }],
  framed: [],
  artistType: [],
  shipsTo: [],
  available: [{ value: 'true', count: 5 }],
  priceBand: [],
};

function catalogApi() {
  return mockCatalogApi(
    { 'GET /api/Product': { body: [productCard({ title: 'River Song' })] }, 'GET /api/Product/facets': { body: facets } },
    { '/api/Product': 12 },
  );
}

describe('listing filters in the URL', () => {
  it('restores the controls from a loaded URL and asks the API for the same', async () => {
    const api = catalogApi();
    renderApp('/medium/oil-paintings?orientation=square&sort=price_asc&available=true');
    expect(((await screen.findByRole('checkbox', { name: 'Square (2)' })) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Available only (5)' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('price_asc');
    expect(await screen.findByText('12 artworks')).toBeTruthy();
    expect(api.paramsOf('/api/Product')[0]).toMatchObject({
      category: 'medium',
      subcategory: 'oil-paintings',
      orientation: 'square',
      sort: 'price_asc',
      available: 'true',
    });
    expect(api.paramsOf('/api/Product/facets')[0]).toMatchObject({ orientation: 'square', available: 'true' });
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(crumbs.getByRole('link', { name: 'Medium' }).getAttribute('href')).toBe('/medium');
    expect(crumbs.getByText('Oil Paintings').getAttribute('aria-current')).toBe('page');
  });

  it('puts a chosen filter and sort in the URL and the request; Back restores the list before', async () => {
    const api = catalogApi();
    const { user, location, router } = renderApp('/category/nature');
    await user.click(await screen.findByRole('checkbox', { name: 'Portrait (3)' }));
    await waitFor(() => expect(location().search).toBe('?orientation=portrait'));
    await waitFor(() => expect(api.paramsOf('/api/Product').at(-1)).toMatchObject({ orientation: 'portrait' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price_desc');
    await waitFor(() => expect(location().search).toBe('?orientation=portrait&sort=price_desc'));
    await act(() => router.navigate(-1));
    expect(location().search).toBe('?orientation=portrait');
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('newest');
    await act(() => router.navigate(-1));
    expect(location().search).toBe('');
    expect((screen.getByRole('checkbox', { name: 'Portrait (3)' }) as HTMLInputElement).checked).toBe(false);
  });

  it('says when the filters leave nothing, and Clear filters brings the whole listing back', async () => {
    mockCatalogApi(
      { 'GET /api/Product': { body: [] }, 'GET /api/Product/facets': { body: { ...facets, total: 0 } } },
      { '/api/Product': 0 },
    );
    const { user, location } = renderApp('/category/nature?orientation=square&framed=true');
    expect(await screen.findByText('No artworks match these filters')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location().search).toBe(''));
  });

  it('applies a price range on Go and shows facet counts for medium and size', async () => {
    const api = catalogApi();
    const { user, location } = renderApp('/artists/Meera%20Nair');
    expect(await screen.findByRole('checkbox', { name: 'Oil on canvas (4)' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Large (over 40 in / 102 cm) (1)' })).toBeTruthy();
    await user.type(screen.getByLabelText('Min price'), '100');
    await user.type(screen.getByLabelText('Max price'), '900');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(location().search).toBe('?minPrice=100&maxPrice=900'));
    await waitFor(() =>
      expect(api.paramsOf('/api/Product').at(-1)).toMatchObject({ artist: 'Meera Nair', minPrice: '100', maxPrice: '900' }),
    );
  });

  it('on a phone, opens the filters in a sheet whose Apply button shows the count and closes it', async () => {
    const api = mockCatalogApi(
      {
        'GET /api/Product': { body: [productCard({ title: 'River Song' })] },
        'GET /api/Product/facets': (call) => ({ body: call.query.orientation ? { ...facets, total: 3 } : facets }),
      },
      { '/api/Product': 12 },
    );
    const { user, location } = renderApp('/category/nature');
    await user.click(await screen.findByRole('button', { name: 'Filters' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Filters' }));
    expect(sheet.getByRole('button', { name: 'Apply: show 12 artworks' })).toBeTruthy();
    await user.click(sheet.getByRole('checkbox', { name: 'Portrait (3)' }));
    await waitFor(() => expect(location().search).toBe('?orientation=portrait'));
    await user.click(await sheet.findByRole('button', { name: 'Apply: show 3 artworks' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull());
    expect(api.paramsOf('/api/Product/facets').at(-1)).toMatchObject({ orientation: 'portrait' });
  });

  it('says "100+" for a facet count past the facets\' cap, and "1,000+" for the list past its own', async () => {
    const many = CATALOG_COUNT_CAP + 1;
    mockCatalogApi(
      {
        'GET /api/Product': { body: [productCard()] },
        'GET /api/Product/facets': {
          body: {
            ...facets,
            total: many,
            available: [{ value: 'true', count: FACET_COUNT_CAP + 1 }],
            orientation: [{ value: 'square', count: FACET_COUNT_CAP }],
          },
        },
      },
      { '/api/Product': many },
    );
    renderApp('/category/nature');
    expect(await screen.findByRole('checkbox', { name: 'Available only (100+)' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Square (100)' })).toBeTruthy();
    expect(screen.getByText('1,000+ artworks')).toBeTruthy();
  });
});
