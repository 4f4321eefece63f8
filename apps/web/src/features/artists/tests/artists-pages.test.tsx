import type { Artist } from '@art-market/domain/schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockCatalogApi } from '#web/test/catalog-fixtures.ts';
import { renderApp } from '#web/test/render-app.tsx';

const studio = {
  displayName: 'Studio Kaveri',
  logoUrl: '/uploads/kaveri-logo.webp',
  bannerUrl: '/uploads/kaveri-banner.webp',
  bio: 'A studio on the banks of the Kaveri.',
  city: 'Mysuru',
  country: 'India',
};
const ARTISTS: Artist[] = [
  { name: 'Ananya Rao', artworkCount: 1, studio, rating: { average: 4.5, count: 2 } },
  {
    name: 'Meera Iyer',
    artworkCount: 7,
    studio: { ...studio, logoUrl: null, city: '', country: 'India' },
    rating: { average: null, count: 0 },
  },
];

describe('artists', () => {
  it('lists the artists A to Z with their count, place and studio logo, each linking to their page', async () => {
    const api = mockCatalogApi({ 'GET /api/artists': { body: ARTISTS } });
    renderApp('/artists');
    const list = await screen.findByRole('list', { name: 'Artists A to Z' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Ananya Rao1 artwork · Mysuru, India',
      'MMeera Iyer7 artworks · India',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/artists/Ananya%20Rao', '/artists/Meera%20Iyer']);
    expect(list.querySelector('img')?.getAttribute('src')).toBe('/uploads/kaveri-logo.webp');
    expect(screen.getByRole('heading', { level: 1, name: 'Artists' })).toBeTruthy();
    expect(screen.queryByText(/0 artworks/)).toBeNull();
    expect(api.callsTo('GET', '/api/Product')).toHaveLength(0);
  });

  it('says so when no artist has live work, and offers a retry when the call fails', async () => {
    mockCatalogApi({ 'GET /api/artists': { body: [] } });
    const { unmount } = renderApp('/artists');
    expect(await screen.findByText('No artists yet')).toBeTruthy();
    unmount();
    mockCatalogApi({ 'GET /api/artists': { status: 500, body: { message: 'boom' } } });
    renderApp('/artists');
    expect(await screen.findByRole('button', { name: /Retry/ })).toBeTruthy();
  });

  it("shows the studio's banner, logo, bio and place above the artist's works", async () => {
    mockCatalogApi({
      'GET /api/artists/Ananya%20Rao': { body: ARTISTS[0] },
      'GET /api/Product': { body: [] },
    });
    renderApp('/artists/Ananya%20Rao');
    const about = await screen.findByRole('region', { name: 'About Ananya Rao' });
    expect(within(about).getByRole('img', { name: 'Studio Kaveri banner' }).getAttribute('src')).toBe(
      '/uploads/kaveri-banner.webp',
    );
    expect(within(about).getByRole('img', { name: 'Studio Kaveri logo' })).toBeTruthy();
    expect(within(about).getByText('A studio on the banks of the Kaveri.')).toBeTruthy();
    expect(within(about).getByText('Mysuru, India')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Art by Ananya Rao' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Artists' }).getAttribute('href')).toBe('/artists');
  });
});
