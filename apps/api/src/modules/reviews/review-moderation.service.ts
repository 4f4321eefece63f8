import { ReviewMessages } from '@art-market/domain/copy';
import type { AdminReview, AdminReviews, adminReviewsQuerySchema } from '@art-market/domain/schemas';
import type { z } from 'zod';
import type { AppContext } from '#api/context.ts';
import { withTransaction } from '#api/db/unit-of-work.ts';
import { NotFound } from '#api/errors.ts';
import { isUuid } from '#api/http/ids.ts';
import { recordAdminAction } from '#api/modules/audit/audit-log.ts';
import { reviewHiddenMail } from './review.mails.ts';
import {
  findConsoleReviews,
  findStudioName,
  lockReview,
  type ReviewRow,
  toPublicReview,
  updateReview,
} from './reviews.repository.ts';

const CONSOLE_PAGE_SIZE = 20;
const iso = (date: Date | null) => date?.toISOString() ?? null;

export async function listConsoleReviews(
  ctx: AppContext,
  query: z.output<typeof adminReviewsQuerySchema>,
): Promise<AdminReviews> {
  const window = { limit: CONSOLE_PAGE_SIZE, offset: (query.page - 1) * CONSOLE_PAGE_SIZE };
  const { rows, total } = await findConsoleReviews(ctx.db, query.visibility, window);
  return {
    page: query.page,
    pageSize: CONSOLE_PAGE_SIZE,
    total,
    reviews: rows.map((row) => toAdminReview(row.review, row.author, row.studioName, row.vendorOrderNumber)),
  };
}

function toAdminReview(
  review: ReviewRow,
  author: { firstName: string; lastName: string; email: string },
  studioName: string,
  vendorOrderNumber: string,
): AdminReview {
  return {
    ...toPublicReview(review, author),
    studioName,
    vendorOrderNumber,
    authorEmail: author.email,
    hidden: review.hiddenAt !== null,
    hiddenReason: review.hiddenReason,
    hiddenAt: iso(review.hiddenAt),
  };
}

/**
 * An admin hides a review with a reason: it leaves the artist page and the average at once (the cached
 * answers are cleared after the commit), the author is mailed the reason, and the action is audit-logged.
 * Hiding a hidden review changes nothing and mails nobody.
 */
export async function hideReview(ctx: AppContext, adminId: string, reviewId: string, reason: string): Promise<{ hidden: true }> {
  if (!isUuid(reviewId)) throw new NotFound(ReviewMessages.notFound);
  return withTransaction(ctx, async (tx, after) => {
    const found = await lockReview(tx, reviewId);
    if (!found) throw new NotFound(ReviewMessages.notFound);
    if (found.review.hiddenAt !== null) return { hidden: true as const };
    await updateReview(tx, found.review.id, { hiddenAt: ctx.now(), hiddenReason: reason });
    await recordAdminAction(tx, {
      adminId,
      action: 'review.hide',
      entityType: 'review',
      entityId: found.review.id,
      before: { hidden: false },
      after: { hidden: true, reason },
    });
    const studioName = await findStudioName(tx, found.review.vendorId);
    await after.mail(reviewHiddenMail(ctx, found.author, { title: found.review.title, studioName }, reason));
    await after.publish({ type: 'review.changed', vendorId: found.review.vendorId });
    return { hidden: true as const };
  });
}

/** The admin puts a hidden review back on the artist page (audit-logged); its author is not mailed. */
export async function unhideReview(ctx: AppContext, adminId: string, reviewId: string): Promise<{ hidden: false }> {
  if (!isUuid(reviewId)) throw new NotFound(ReviewMessages.notFound);
  return withTransaction(ctx, async (tx, after) => {
    const found = await lockReview(tx, reviewId);
    if (!found) throw new NotFound(ReviewMessages.notFound);
    if (found.review.hiddenAt === null) return { hidden: false as const };
    await updateReview(tx, found.review.id, { hiddenAt: null, hiddenReason: null });
    await recordAdminAction(tx, {
      adminId,
      action: 'review.unhide',
      entityType: 'review',
      entityId: found.review.id,
      before: { hidden: true, reason: found.review.hiddenReason },
      after: { hidden: false },
    });
    await after.publish({ type: 'review.changed', vendorId: found.review.vendorId });
    return { hidden: false as const };
  });
}
