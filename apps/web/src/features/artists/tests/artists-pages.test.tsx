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
// The gallery sits in India; Lena Fischer works in Germany (her artworks' country of origin).
const ARTISTS: Artist[] = [
  { name: 'Ananya Rao', artworkCount: 1, country: 'India', studio, rating: { average: 4.5, count: 2 } },
  {
    name: 'Lena Fischer',
    artworkCount: 7,
    country: 'Germany',
    studio: { ...studio, logoUrl: null },
    rating: { average: null, count: 0 },
  },
  { name: 'Meera Iyer', artworkCount: 2, country: '', studio: { ...studio, logoUrl: null }, rating: { average: null, count: 0 } },
];

describe('artists', () => {
  it("lists the artists A to Z with their count, their own country (not the gallery's city) and logo", async () => {
    const api = mockCatalogApi({ 'GET /api/artists': { body: ARTISTS } });
    renderApp('/artists');
    const list = await screen.findByRole('list', { name: 'Artists A to Z' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Ananya Rao1 artwork · India',
      'LLena Fischer7 artworks · Germany',
      'MMeera Iyer2 artworks',
    ]);
    expect(screen.queryByText(/Mysuru/)).toBeNull();
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/artists/Ananya%20Rao',
      '/artists/Lena%20Fischer',
      '/artists/Meera%20Iyer',
    ]);
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

  it("shows where the artist works, then the representing gallery's banner, logo, bio and place", async () => {
    mockCatalogApi({
      'GET /api/artists/Lena%20Fischer': { body: { ...ARTISTS[1], studio } },
      'GET /api/Product': { body: [] },
    });
    renderApp('/artists/Lena%20Fischer');
    const about = await screen.findByRole('region', { name: 'About Lena Fischer' });
    expect(within(about).getByText('Works in Germany')).toBeTruthy();
    expect(within(about).getByText(/Represented by/).textContent).toBe('Represented by Studio Kaveri · gallery in Mysuru, India');
    expect(within(about).getByRole('img', { name: 'Studio Kaveri banner' }).getAttribute('src')).toBe(
      '/uploads/kaveri-banner.webp',
    );
    expect(within(about).getByRole('img', { name: 'Studio Kaveri logo' })).toBeTruthy();
    expect(within(about).getByText('A studio on the banks of the Kaveri.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Art by Lena Fischer' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Artists' }).getAttribute('href')).toBe('/artists');
  });
});
