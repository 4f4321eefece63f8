import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { homeCatalog, mockCatalogApi } from '../../../test/catalog-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('home page', () => {
  it('renders every section from one home answer', async () => {
    const api = mockCatalogApi({ 'GET /api/Product/home': { body: homeCatalog() } });
    renderApp('/');
    expect(await screen.findByRole('link', { name: /Latest One/ })).toBeTruthy();
    expect(api.callsTo('GET', '/api/Product/home')).toHaveLength(1);

    const collections = section('Featured Collections');
    expect(collections.getByRole('link', { name: 'Wild Life' }).getAttribute('href')).toBe('/category/wildlife');
    expect(collections.getByRole('link', { name: 'People & Portraits' }).getAttribute('href')).toBe(
      '/category/people-&-portraits',
    );
    expect(collections.getAllByRole('link')).toHaveLength(4);

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
    expect(section('World ART').getByRole('link', { name: /World One/ })).toBeTruthy();

    const artists = section('Explore Artists');
    expect(artists.getByRole('link', { name: /Ravi & Sons/ }).getAttribute('href')).toBe('/artists/Ravi%20%26%20Sons');
    expect(artists.getByRole('link', { name: /Meera Nair/ })).toBeTruthy();
  });

  it('shows the first 4 affordable works and a More link', async () => {
    mockCatalogApi({ 'GET /api/Product/home': { body: homeCatalog() } });
    renderApp('/');
    await screen.findByRole('link', { name: /Latest One/ });
    const affordable = section('Affordable Art');
    expect(affordable.getAllByRole('link', { name: /Affordable \d/ })).toHaveLength(4);
    expect(affordable.queryByText('Affordable 5')).toBeNull();
    expect(affordable.getByRole('link', { name: 'More' }).getAttribute('href')).toBe('/category/affordable-art-(below-$500)');
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
    expect(await screen.findByRole('link', { name: /Latest One/ })).toBeTruthy();
  });
});
