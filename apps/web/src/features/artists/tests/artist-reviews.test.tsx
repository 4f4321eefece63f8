import type { Artist, ArtistReviews, PublicReview } from '@art-market/domain/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockCatalogApi } from '#web/test/catalog-fixtures.ts';
import { renderApp } from '#web/test/render-app.tsx';

const ARTIST: Artist = {
  name: 'Ananya Rao',
  artworkCount: 3,
  country: 'India',
  studio: { displayName: 'Studio Kaveri', logoUrl: null, bannerUrl: null, bio: '', city: 'Mysuru', country: 'India' },
  rating: { average: 4.3, count: 12 },
};
const REVIEWS_PATH = '/api/artists/Ananya%20Rao/reviews';

const review = (index: number, overrides: Partial<PublicReview> = {}): PublicReview => ({
  id: `rv${index}`,
  rating: 5,
  title: `Review ${index}`,
  body: 'Beautiful.',
  photoUrl: null,
  reviewerName: 'Asha R.',
  createdAt: '2026-05-01T10:00:00.000Z',
  updatedAt: null,
  reply: null,
  ...overrides,
});
const page = (pageNumber: number, reviews: PublicReview[]): ArtistReviews => ({
  rating: ARTIST.rating,
  page: pageNumber,
  pageSize: 10,
  reviews,
});

describe("the artist page's reviews", () => {
  it('shows the average and count, the reviews as plain text with the reply, and pages to older ones', async () => {
    const first = [
      review(1, {
        title: '<b>Bold</b> claims',
        body: 'Line one\n<script>alert(1)</script>',
        reply: { body: 'Thank you, Asha!', createdAt: '2026-05-02T10:00:00.000Z', updatedAt: null },
      }),
      ...Array.from({ length: 9 }, (_, index) => review(index + 2)),
    ];
    const api = mockCatalogApi({
      'GET /api/artists/Ananya%20Rao': { body: ARTIST },
      'GET /api/Product': { body: [] },
      [`GET ${REVIEWS_PATH}`]: (call) => ({ body: call.query.page === '2' ? page(2, [review(11), review(12)]) : page(1, first) }),
    });
    const { user } = renderApp('/artists/Ananya%20Rao');
    const section = within(await screen.findByRole('region', { name: 'Reviews' }));
    expect(await section.findByRole('img', { name: 'Rated 4.3 out of 5 (12 reviews)' })).toBeTruthy();
    const bold = section.getByRole('heading', { name: '<b>Bold</b> claims' });
    const article = within(bold.closest('article') as HTMLElement);
    expect(article.getByText(/<script>alert\(1\)<\/script>/)).toBeTruthy();
    expect(document.querySelector('article script')).toBeNull();
    expect(article.getByText('Reply from the artist')).toBeTruthy();
    expect(article.getByText('Thank you, Asha!')).toBeTruthy();
    expect(section.getAllByRole('article')).toHaveLength(10);

    expect((section.getByRole('button', { name: 'Newer reviews' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(section.getByRole('button', { name: 'Older reviews' }));
    expect(await section.findByRole('heading', { name: 'Review 12' })).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET', REVIEWS_PATH).map((call) => call.query.page)).toEqual(['1', '2']));
    expect((section.getByRole('button', { name: 'Older reviews' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says so when the artist has no review yet, and shows no rating', async () => {
    mockCatalogApi({
      'GET /api/artists/Ananya%20Rao': { body: { ...ARTIST, rating: { average: null, count: 0 } } },
      'GET /api/Product': { body: [] },
      [`GET ${REVIEWS_PATH}`]: { body: { ...page(1, []), rating: { average: null, count: 0 } } },
    });
    renderApp('/artists/Ananya%20Rao');
    const section = within(await screen.findByRole('region', { name: 'Reviews' }));
    expect(await section.findByText('No reviews yet')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /^Rated/ })).toBeNull();
  });
});
