import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockCatalogApi } from '#web/test/catalog-fixtures.ts';
import { renderApp } from '#web/test/render-app.tsx';

const result = {
  id: 'r1',
  title: 'River at Dusk',
  category: 'Themes',
  subcategory: 'Nature',
  artistName: 'Meera Nair',
  totalPrice: 640,
  isSoldOut: false,
  images: [{ url: '/uploads/river.jpg', isPrimary: true, width: 900, height: 600 }],
};

/** The buttons of the "Filtered by" line, one per active filter. */
function filterButtons(): string[] {
  const line = screen.getByText('Filtered by').parentElement as HTMLElement;
  return within(line)
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label') ?? '')
    .filter((name) => name.startsWith('Remove'));
}

describe('search page', () => {
  it('searches by the query and titles the results', async () => {
    const api = mockCatalogApi({ 'GET /api/Product/search': { body: [result] } });
    renderApp('/search?q=river');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search Results for: river' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: /River at Dusk/ })).toBeTruthy();
    expect(filterButtons()).toEqual(['Remove Search: river']);
    expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull();
    expect(api.paramsOf('/api/Product/search')[0]).toEqual({ query: 'river', page: '1', pageSize: '24' });
  });

  it('prefers the subcategory, then the category, and lists every active filter', async () => {
    const api = mockCatalogApi({ 'GET /api/Product/search': { body: [result] } });
    renderApp('/search?q=river&category=Themes&subcategory=Nature&artist=Meera%20Nair');
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for Nature' })).toBeTruthy();
    await screen.findByRole('link', { name: /River at Dusk/ });
    expect(filterButtons()).toEqual([
      'Remove Search: river',
      'Remove Category: Themes',
      'Remove Subcategory: Nature',
      'Remove Artist: Meera Nair',
    ]);
    expect(api.paramsOf('/api/Product/search')[0]).toMatchObject({ subcategory: 'Nature', artist: 'Meera Nair' });
  });

  it('refines the search with the filters and sort in the URL, and offers relevance as a sort', async () => {
    const api = mockCatalogApi({ 'GET /api/Product/search': { body: [result] } });
    renderApp('/search?q=river&sort=price_asc&orientation=landscape&available=true');
    await screen.findByRole('link', { name: /River at Dusk/ });
    expect(api.paramsOf('/api/Product/search')[0]).toMatchObject({
      query: 'river',
      sort: 'price_asc',
      orientation: 'landscape',
      available: 'true',
    });
    const sort = screen.getByLabelText('Sort by') as HTMLSelectElement;
    expect(sort.value).toBe('price_asc');
    expect([...sort.options].map((option) => option.value)).toContain('relevance');
  });

  it('lists every active filter of the panel too, each removable, and Clear all keeps the words', async () => {
    const api = mockCatalogApi({ 'GET /api/Product/search': { body: [result] } });
    const { user, location } = renderApp(
      '/search?q=river&minPrice=100&maxPrice=500&medium=Oil&medium=Acrylic&orientation=landscape&framed=true&shipsTo=domestic&available=true&sort=price_asc',
    );
    await screen.findByRole('link', { name: /River at Dusk/ });
    expect(filterButtons()).toEqual([
      'Remove Search: river',
      'Remove Available only',
      'Remove Price: $100.00 to $500.00',
      'Remove Medium: Acrylic',
      'Remove Medium: Oil',
      'Remove Orientation: Landscape',
      'Remove Framed',
      'Remove Ships to: Domestic',
    ]);

    await act(() => user.click(screen.getByRole('button', { name: 'Remove Medium: Oil' })));
    await waitFor(() => expect(new URLSearchParams(location().search).getAll('medium')).toEqual(['Acrylic']));
    await waitFor(() => expect(api.paramsOf('/api/Product/search').at(-1)?.medium).toBe('Acrylic'));
    expect(screen.queryByRole('button', { name: 'Remove Medium: Oil' })).toBeNull();

    await act(() => user.click(screen.getByRole('button', { name: 'Clear all' })));
    await waitFor(() => expect(location().search).toBe('?q=river&sort=price_asc'));
    expect(filterButtons()).toEqual(['Remove Search: river']);
    await waitFor(() =>
      expect(api.paramsOf('/api/Product/search').at(-1)).toEqual({
        query: 'river',
        sort: 'price_asc',
        page: '1',
        pageSize: '24',
      }),
    );
  });

  it('removes the search scope one filter at a time', async () => {
    mockCatalogApi({ 'GET /api/Product/search': { body: [result] } });
    const { user, location } = renderApp('/search?q=river&artist=Meera%20Nair');
    await screen.findByRole('link', { name: /River at Dusk/ });
    await act(() => user.click(screen.getByRole('button', { name: 'Remove Artist: Meera Nair' })));
    await waitFor(() => expect(location().search).toBe('?q=river'));
    expect(filterButtons()).toEqual(['Remove Search: river']);
  });

  it("titles a category search 'Results in {category}'", async () => {
    const api = mockCatalogApi({ 'GET /api/Product/search': { body: [result] } });
    renderApp('/search?category=Medium');
    expect(await screen.findByRole('heading', { level: 1, name: 'Results in Medium' })).toBeTruthy();
    await screen.findByRole('link', { name: /River at Dusk/ });
    expect(api.paramsOf('/api/Product/search')[0]).toMatchObject({ category: 'Medium' });
  });

  it('says No results found with the filters', async () => {
    mockCatalogApi({ 'GET /api/Product/search': { body: [] } });
    renderApp('/search?q=zzzz&artist=Nobody');
    expect(await screen.findByText('No results found')).toBeTruthy();
    expect(screen.getByText('Filtered by Search: zzzz · Artist: Nobody')).toBeTruthy();
    expect(filterButtons()).toEqual(['Remove Search: zzzz', 'Remove Artist: Nobody']);
  });

  it("shows 'Search Results' and no call without terms", async () => {
    const api = mockCatalogApi();
    renderApp('/search');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search Results' })).toBeTruthy();
    expect(await screen.findByText('No results found')).toBeTruthy();
    expect(api.callsTo('GET', '/api/Product/search')).toHaveLength(0);
  });

  it('shows the error with Retry', async () => {
    mockCatalogApi({ 'GET /api/Product/search': { status: 500, body: {} } });
    renderApp('/search?q=river');
    expect(await screen.findByText('Error: Error performing search')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
