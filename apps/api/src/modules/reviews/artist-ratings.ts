import { roundedAverage } from '@art-market/domain/rules';
import type { ArtistRating } from '@art-market/domain/schemas';
import type { Database } from '#api/db/client.ts';
import { findRatingTotals } from './reviews.repository.ts';

// The artwork page joins the totals into its one statement (catalog-artwork.repository.ts).
export { ratingTotalsOf } from './reviews.repository.ts';

/** A studio's rating from its totals: the average to one decimal, or null without reviews. */
export const ratingOfTotals = ({ stars, count }: { stars: number; count: number }): ArtistRating => ({
  average: roundedAverage(stars, count),
  count,
});

/**
 * What other modules may use of reviews: each studio's rating from its visible reviews. The catalogue
 * puts it into the artist and artwork answers, which are cached and cleared on every review change.
 */
export async function ratingsOf(db: Database, vendorIds: string[]): Promise<Map<string, ArtistRating>> {
  const totals = await findRatingTotals(db, [...new Set(vendorIds)]);
  const ratings = new Map<string, ArtistRating>();
  for (const id of vendorIds) ratings.set(id, { average: null, count: 0 });
  for (const row of totals) ratings.set(row.vendorId, ratingOfTotals(row));
  return ratings;
}

export async function ratingOf(db: Database, vendorId: string): Promise<ArtistRating> {
  return (await ratingsOf(db, [vendorId])).get(vendorId) ?? { average: null, count: 0 };
}
