import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockCatalogApi } from '../../../test/catalog-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

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

describe('search page', () => {
  it('searches by the query and titles the results', async () => {
    const api = mockCatalogApi({ 'GET /api/Product/search': { body: [result] } });
    renderApp('/search?q=river');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search Results for: river' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: /River at Dusk/ })).toBeTruthy();
    expect(screen.getByText('Filtered by Search: river')).toBeTruthy();
    expect(api.paramsOf('/api/Product/search')[0]).toEqual({ query: 'river', page: '1', pageSize: '24' });
  });

  it('prefers the subcategory, then the category, and lists every active filter', async () => {
    const api = mockCatalogApi({ 'GET /api/Product/search': { body: [result] } });
    renderApp('/search?q=river&category=Themes&subcategory=Nature&artist=Meera%20Nair');
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for Nature' })).toBeTruthy();
    expect(
      screen.getByText('Filtered by Search: river · Category: Themes · Subcategory: Nature · Artist: Meera Nair'),
    ).toBeTruthy();
    await screen.findByRole('link', { name: /River at Dusk/ });
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
    expect(screen.getAllByText('Filtered by Search: zzzz · Artist: Nobody')).toHaveLength(2);
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
