import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockCatalogApi, productCard } from '#web/test/catalog-fixtures.ts';
import { renderApp } from '#web/test/render-app.tsx';

describe('category pages', () => {
  it('shows the loading text, then the cards with price, description, artist and Sold', async () => {
    const api = mockCatalogApi({
      'GET /api/Product': {
        body: [productCard({ title: 'River Song', totalPrice: 1285 }), productCard({ title: 'Gone Home', isSoldOut: true })],
      },
    });
    renderApp('/category/nature');
    expect(await screen.findByText('Loading products...')).toBeTruthy();
    const card = await screen.findByRole('link', { name: /River Song/ });
    expect(card.getAttribute('href')).toMatch(/^\/product\/p\d+$/);
    expect(card.textContent).toContain('$1,285.00');
    expect(card.textContent).toContain('Meera Nair');
    expect(card.textContent).toContain('Morning light over the backwaters');
    expect(screen.getByRole('link', { name: /Gone Home/ }).textContent).toContain('Sold');
    expect(screen.getByRole('img', { name: 'River Song by Meera Nair' })).toBeTruthy();
    expect(api.paramsOf('/api/Product')[0]).toEqual({ subcategory: 'nature', page: '1', pageSize: '24' });
    await waitFor(() => expect(document.title).toBe('Nature · Art Market'));
  });

  it('passes a navigation slug as the subcategory and names the item when empty', async () => {
    const api = mockCatalogApi({ 'GET /api/Product': { body: [] } });
    renderApp('/category/affordable-art-(below-$500)');
    expect(await screen.findByText('There are no artworks in Affordable Art (Below $500) right now.')).toBeTruthy();
    expect(screen.queryByText(/ART's/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
    expect(api.paramsOf('/api/Product')[0]?.subcategory).toBe('affordable-art-(below-$500)');
  });

  it('shows Error: {message} and Retry fetches again', async () => {
    let calls = 0;
    mockCatalogApi({
      'GET /api/Product': () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { message: 'Failed to fetch products' } }
          : { body: [productCard({ title: 'Back Again' })] };
      },
    });
    const { user } = renderApp('/category/nature');
    expect(await screen.findByText('Error: Failed to fetch products')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /Back Again/ })).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('says so when the network fails', async () => {
    mockCatalogApi({ 'GET /api/Product': 'network-error' });
    renderApp('/category/nature');
    expect(await screen.findByText('Error: Network error - please check your connection')).toBeTruthy();
  });

  it('serves a group landing as /{category} with a title from the slug', async () => {
    const api = mockCatalogApi({ 'GET /api/Product': { body: [] } });
    renderApp('/art-styles');
    expect(await screen.findByRole('heading', { level: 1, name: 'Art Styles' })).toBeTruthy();
    expect(await screen.findByText('There are no artworks in Art Styles right now.')).toBeTruthy();
    expect(api.paramsOf('/api/Product')[0]).toMatchObject({ category: 'art-styles' });
  });

  it('shows /price-range as every artwork, with each price band and its real count', async () => {
    const facets = {
      total: 3,
      ...Object.fromEntries(
        ['medium', 'style', 'orientation', 'size', 'framed', 'artistType', 'shipsTo', 'available'].map((name) => [name, []]),
      ),
      priceBand: [
        { value: 'affordable', count: 2 },
        { value: 'mid-range', count: 0 },
        { value: 'luxury', count: 1 },
      ],
    };
    const api = mockCatalogApi(
      {
        'GET /api/Product': {
          body: [productCard({ title: 'Small One' }), productCard({ title: 'Small Two' }), productCard({ title: 'Big One' })],
        },
        'GET /api/Product/facets': { body: facets },
      },
      { '/api/Product': 3 },
    );
    renderApp('/price-range');
    expect(await screen.findByRole('heading', { level: 1, name: 'Price Range' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: /Big One/ })).toBeTruthy();
    // Not a category of its own: the list is not filtered by a category nobody's artwork has.
    expect(api.paramsOf('/api/Product')[0]).not.toHaveProperty('category');
    expect(await screen.findByText('3 artworks')).toBeTruthy();
    const bands = screen.getByRole('navigation', { name: 'Price Range collections' });
    await waitFor(() =>
      expect(
        within(bands)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual([
        'Affordable Art (Below $500)(2 artworks)',
        'Mid-Range Art ($500–$1000)(0 artworks)',
        'Luxury Art (Above $1000)(1 artwork)',
      ]),
    );
    expect(
      within(bands)
        .getByRole('link', { name: /Luxury/ })
        .getAttribute('href'),
    ).toBe('/category/luxury-art-(above-$1000)');
    expect(screen.queryByText(/aren't available|ART's/)).toBeNull();
  });

  it('filters /{category}/{subcategory} by both', async () => {
    const api = mockCatalogApi({ 'GET /api/Product': { body: [productCard()] } });
    renderApp('/medium/oil-paintings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Oil Paintings' })).toBeTruthy();
    await screen.findAllByRole('link', { name: /Artwork/ });
    expect(api.paramsOf('/api/Product')[0]).toMatchObject({ category: 'medium', subcategory: 'oil-paintings' });
  });

  it.each(['/category/no-such-collection', '/medium/no-such-collection'])(
    'shows the 404 page for an unknown collection slug %s, without calling the catalogue',
    async (path) => {
      const api = mockCatalogApi({ 'GET /api/Product': { body: [] } });
      renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
      expect(screen.queryByText(/aren't available/)).toBeNull();
      expect(api.callsTo('GET', '/api/Product')).toHaveLength(0);
    },
  );

  it.each(['/category/luxury', '/category/Featured-Artists', '/themes/nature'])(
    'still lists a known slug in any spelling: %s',
    async (path) => {
      mockCatalogApi({ 'GET /api/Product': { body: [productCard({ title: 'Known Slug' })] } });
      renderApp(path);
      expect(await screen.findByRole('link', { name: /Known Slug/ })).toBeTruthy();
    },
  );

  it('keeps other one-segment paths a 404, without calling the catalogue', async () => {
    const api = mockCatalogApi();
    renderApp('/no-such-page'); // /checkout was the example until checkout became a page
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(api.callsTo('GET', '/api/Product')).toHaveLength(0);
  });

  it("lists an artist's works under 'Art by {name}', or says none are available", async () => {
    const api = mockCatalogApi({ 'GET /api/Product': { body: [] } });
    renderApp('/artists/Ravi%20%26%20Sons');
    expect(await screen.findByRole('heading', { level: 1, name: 'Art by Ravi & Sons' })).toBeTruthy();
    expect(await screen.findByText('No artworks available from this artist at the moment.')).toBeTruthy();
    expect(api.paramsOf('/api/Product')[0]).toMatchObject({ artist: 'Ravi & Sons' });
  });
});
