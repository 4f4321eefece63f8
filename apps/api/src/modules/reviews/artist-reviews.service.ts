import { REVIEWS_PAGE_SIZE } from '@art-market/domain/rules';
import type { ArtistReviews } from '@art-market/domain/schemas';
import type { AppContext } from '#api/context.ts';
import { ratingOf } from './artist-ratings.ts';
import { findVisibleReviews } from './reviews.repository.ts';

/** One page of a studio's visible reviews, newest first, with its rating: the artist page and the studio. */
export async function listStudioReviews(ctx: AppContext, vendorId: string, page: number): Promise<ArtistReviews> {
  const [rating, reviews] = await Promise.all([ratingOf(ctx.db, vendorId), findVisibleReviews(ctx.db, vendorId, page)]);
  return { rating, page, pageSize: REVIEWS_PAGE_SIZE, reviews };
}
