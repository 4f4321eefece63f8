import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { homeCatalog, mockCatalogApi, productCard } from '#web/test/catalog-fixtures.ts';
import { renderApp } from '#web/test/render-app.tsx';

const section = (name: string) => within(screen.getByRole('region', { name }));
const HERO = 'Find the work you will live with for years.';

describe('home page', () => {
  it('renders every section from one home answer', async () => {
    const api = mockCatalogApi({ 'GET /api/Product/home': { body: homeCatalog() } });
    renderApp('/');
    const latest = within(await screen.findByRole('region', { name: 'Latest artworks' }));
    expect(latest.getByRole('link', { name: /Latest One/ })).toBeTruthy();
    expect(api.callsTo('GET', '/api/Product/home')).toHaveLength(1);

    const collections = section('Featured Collections');
    // Spelled as the menu spells it (issue 10), not the spec's 'Wild Life'.
    expect(collections.getByRole('link', { name: 'Wildlife' }).getAttribute('href')).toBe('/category/wildlife');
    expect(collections.getByRole('link', { name: 'People & Portraits' }).getAttribute('href')).toBe(
      '/category/people-&-portraits',
    );
    expect(within(collections.getByRole('list')).getAllByRole('link')).toHaveLength(4);
    expect(collections.getByRole('link', { name: 'All collections' }).getAttribute('href')).toBe('/collections');

    expect(section('Spotlight').getByRole('link', { name: /Spotlight One/ })).toBeTruthy();
    const glimpse = section('Gallery Glimpse');
    for (const [name, path] of [
      ['Medium', '/medium'],
      ['Themes', '/themes'],
      ['Art Styles', '/art-styles'],
      ['Technique', '/technique'],
    ]) {
      expect(glimpse.getByRole('link', { name: new RegExp(`^${name}`) }).getAttribute('href')).toBe(path);
    }
    expect(section('Indian Art').getByRole('link', { name: /Indian One/ })).toBeTruthy();
    expect(section('World Art').getByRole('link', { name: /World One/ })).toBeTruthy();

    const artists = section('Explore Artists');
    expect(artists.getByRole('link', { name: /Ravi & Sons/ }).getAttribute('href')).toBe('/artists/Ravi%20%26%20Sons');
    expect(artists.getByRole('link', { name: /Meera Nair/ })).toBeTruthy();
  });

  it('shows the first 4 affordable works and a More link', async () => {
    mockCatalogApi({ 'GET /api/Product/home': { body: homeCatalog() } });
    renderApp('/');
    await screen.findByRole('region', { name: 'Affordable Art' });
    const affordable = section('Affordable Art');
    expect(affordable.getAllByRole('link', { name: /Affordable \d/ })).toHaveLength(4);
    expect(affordable.queryByText('Affordable 5')).toBeNull();
    // It reads "More" and names its section for screen readers and search engines (Lighthouse's link-text audit).
    const more = affordable.getByRole('link', { name: 'More Affordable Art' });
    expect(more.getAttribute('href')).toBe('/category/affordable-art-(below-$500)');
    expect(more.querySelector('.sr-only')?.textContent).toBe('Affordable Art');
  });

  it('shows Error: {message} with Retry, which calls again', async () => {
    let calls = 0;
    mockCatalogApi({
      'GET /api/Product/home': () => {
        calls += 1;
        return calls === 1 ? { status: 500, body: { message: 'Database unavailable' } } : { body: homeCatalog() };
      },
    });
    const { user } = renderApp('/');
    expect(await screen.findByText('Error: Database unavailable')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const latest = within(await screen.findByRole('region', { name: 'Latest artworks' }));
    expect(latest.getByRole('link', { name: /Latest One/ })).toBeTruthy();
  });

  it('says "Failed to fetch latest products" when the home call fails without a message', async () => {
    mockCatalogApi({
      'GET /api/Product/home': { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } },
    });
    renderApp('/');
    expect(await screen.findByText('Error: Failed to fetch latest products')).toBeTruthy();
  });

  it('opens with art: the newest available works, each linked with its title and artist', async () => {
    const latest = [
      productCard({ id: 'sold', title: 'Already Home', isSoldOut: true }),
      productCard({ id: 'new-1', title: 'Monsoon over Kochi', artistName: 'Ravi Menon' }),
      productCard({ id: 'new-2', title: 'Tiger at Dusk' }),
      productCard({ id: 'new-3', title: 'Banyan Roots' }),
      productCard({ id: 'new-4', title: 'Fourth Work' }),
    ];
    mockCatalogApi({ 'GET /api/Product/home': { body: homeCatalog({ latest }) } });
    renderApp('/');
    const hero = section(HERO);
    // The box for the main work is there before the answer.
    expect(screen.getByRole('region', { name: HERO }).querySelector('.animate-pulse')).toBeTruthy();
    const main = await hero.findByRole('link', { name: /Monsoon over Kochi/ });
    expect(main.getAttribute('href')).toBe('/product/new-1');
    expect(within(main).getByRole('img', { name: 'Monsoon over Kochi by Ravi Menon' }).getAttribute('loading')).toBe('eager');
    expect(within(main).getByText('Ravi Menon')).toBeTruthy();
    expect(hero.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/product/new-2',
      '/product/new-3',
      '/product/new-1',
    ]);
    expect(hero.queryByText('Already Home')).toBeNull();
  });

  it('crops collection and artist tiles to one 4:5 size', async () => {
    mockCatalogApi({ 'GET /api/Product/home': { body: homeCatalog() } });
    renderApp('/');
    const collections = await screen.findByRole('region', { name: 'Featured Collections' });
    const artists = screen.getByRole('region', { name: 'Explore Artists' });
    const tiles = (region: HTMLElement) => within(within(region).getByRole('list')).getAllByRole('link');
    for (const tile of [...tiles(collections), ...tiles(artists)]) {
      const frame = tile.firstElementChild as HTMLElement;
      expect(frame.className).toContain('aspect-4/5');
      const picture = frame.firstElementChild as HTMLElement;
      if (picture.tagName === 'IMG') expect(picture.className).toContain('object-cover');
      else expect(picture.className).toContain('h-full w-full');
    }
  });

  it('puts featured curated collections first among the Featured Collections, each linked to its page', async () => {
    const featuredCollections = [
      { slug: 'spring-light', title: 'Spring Light', cover: { url: '/uploads/spring.jpg', width: 800, height: 1000 } },
    ];
    mockCatalogApi({ 'GET /api/Product/home': { body: homeCatalog({ featuredCollections }) } });
    renderApp('/');
    const collections = within(await screen.findByRole('region', { name: 'Featured Collections' }));
    const links = within(collections.getByRole('list')).getAllByRole('link');
    expect(links).toHaveLength(5);
    expect(links[0]?.getAttribute('href')).toBe('/collections/spring-light');
    expect(links[0]?.textContent).toContain('Spring Light');
    expect(links[0]?.textContent).toContain('Curated collection');
  });
});
