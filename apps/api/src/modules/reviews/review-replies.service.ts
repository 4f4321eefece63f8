import { ReviewMessages } from '@art-market/domain/copy';
import type { PublicReview } from '@art-market/domain/schemas';
import type { AppContext } from '#api/context.ts';
import { withTransaction } from '#api/db/unit-of-work.ts';
import { NotFound } from '#api/errors.ts';
import { isUuid } from '#api/http/ids.ts';
import { lockReview, toPublicReview, updateReview } from './reviews.repository.ts';

/**
 * The studio writes, or rewrites, its one public reply to a review of itself; a review of another
 * studio answers 404, as if it were not there. A hidden review takes no reply.
 */
export async function replyToReview(ctx: AppContext, vendorId: string, reviewId: string, body: string): Promise<PublicReview> {
  if (!isUuid(reviewId)) throw new NotFound(ReviewMessages.notFound);
  return withTransaction(ctx, async (tx, after) => {
    const found = await lockReview(tx, reviewId, { vendorId });
    if (!found || found.review.hiddenAt !== null) throw new NotFound(ReviewMessages.notFound);
    const now = ctx.now();
    const first = found.review.replyCreatedAt === null;
    const row = await updateReview(tx, found.review.id, {
      replyBody: body,
      replyCreatedAt: found.review.replyCreatedAt ?? now,
      replyUpdatedAt: first ? null : now,
    });
    await after.publish({ type: 'review.changed', vendorId: found.review.vendorId });
    return toPublicReview(row, found.author);
  });
}
