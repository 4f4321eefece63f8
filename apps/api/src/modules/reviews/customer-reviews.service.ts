import { ReviewMessages } from '@art-market/domain/copy';
import { canEditReview, reviewEditableUntil } from '@art-market/domain/rules';
import type { OrderReviewState, OwnReview, ReviewFields } from '@art-market/domain/schemas';
import type { AppContext } from '#api/context.ts';
import { withTransaction } from '#api/db/unit-of-work.ts';
import { Conflict, Invalid, NotFound } from '#api/errors.ts';
import { isUuid } from '#api/http/ids.ts';
import { readImageFormat, removeStoredImage, storeImage } from '#api/plugins/images.ts';
import type { UploadedFile } from '#api/plugins/multipart-form.ts';
import {
  findReviewableParts,
  findReviewsOfVendorOrders,
  insertReview,
  lockCustomerVendorOrder,
  lockReview,
  type ReviewRow,
  toPublicReview,
  updateReview,
} from './reviews.repository.ts';

function toOwnReview(row: ReviewRow, author: { firstName: string; lastName: string }, now: Date): OwnReview {
  return {
    ...toPublicReview(row, author),
    vendorOrderId: row.vendorOrderId,
    hidden: row.hiddenAt !== null,
    editableUntil: reviewEditableUntil(row.createdAt).toISOString(),
    canEdit: row.hiddenAt === null && canEditReview(row.createdAt, now),
  };
}

/** For each vendor part of the collector's order: may it be reviewed, and the review once written. */
export async function getOrderReviewStates(ctx: AppContext, customerId: string, orderId: string): Promise<OrderReviewState[]> {
  if (!isUuid(orderId)) throw new NotFound(ReviewMessages.notFound);
  const parts = await findReviewableParts(ctx.db, customerId, orderId);
  const reviews = await findReviewsOfVendorOrders(
    ctx.db,
    parts.map((part) => part.vendorOrderId),
  );
  const now = ctx.now();
  return parts.map((part) => {
    const written = reviews.find((row) => row.review.vendorOrderId === part.vendorOrderId);
    return {
      vendorOrderId: part.vendorOrderId,
      studioName: part.studioName,
      canReview: !written && part.delivered && !part.refundedBeforeDelivery,
      review: written ? toOwnReview(written.review, written.author, now) : null,
    };
  });
}

/**
 * The buyer reviews a delivered vendor order of theirs, once (the vendor order's row lock and the unique
 * index make two at once end in one review). Anyone else's order answers 404, as if it were not there.
 */
export async function createReview(
  ctx: AppContext,
  customerId: string,
  vendorOrderId: string,
  fields: ReviewFields,
): Promise<OwnReview> {
  if (!isUuid(vendorOrderId)) throw new NotFound(ReviewMessages.orderNotReviewable);
  return withTransaction(ctx, async (tx, after) => {
    const owned = await lockCustomerVendorOrder(tx, customerId, vendorOrderId);
    if (!owned) throw new NotFound(ReviewMessages.orderNotReviewable);
    const part = (await findReviewableParts(tx, customerId, owned.orderId)).find((row) => row.vendorOrderId === vendorOrderId);
    if (!part?.delivered || part.refundedBeforeDelivery) throw new Conflict(ReviewMessages.orderNotReviewable);
    if ((await findReviewsOfVendorOrders(tx, [vendorOrderId])).length > 0) throw new Conflict(ReviewMessages.alreadyReviewed);
    const now = ctx.now();
    const row = await insertReview(tx, { ...fields, vendorOrderId, vendorId: part.vendorId, customerId, createdAt: now });
    await after.publish({ type: 'review.changed', vendorId: part.vendorId });
    const [written] = await findReviewsOfVendorOrders(tx, [vendorOrderId]);
    if (!written) throw new Error('review vanished');
    return toOwnReview(row, written.author, now);
  });
}

/** Locks the author's own review and checks it may still change: not hidden, within the edit window. */
async function lockEditableReview(ctx: AppContext, tx: Parameters<typeof lockReview>[0], customerId: string, reviewId: string) {
  if (!isUuid(reviewId)) throw new NotFound(ReviewMessages.notFound);
  const found = await lockReview(tx, reviewId, { customerId });
  if (!found) throw new NotFound(ReviewMessages.notFound);
  if (found.review.hiddenAt !== null) throw new Conflict(ReviewMessages.hiddenByTeam);
  if (!canEditReview(found.review.createdAt, ctx.now())) throw new Conflict(ReviewMessages.editWindowClosed);
  return found;
}

export async function editReview(
  ctx: AppContext,
  customerId: string,
  reviewId: string,
  fields: ReviewFields,
): Promise<OwnReview> {
  return withTransaction(ctx, async (tx, after) => {
    const found = await lockEditableReview(ctx, tx, customerId, reviewId);
    const now = ctx.now();
    const row = await updateReview(tx, found.review.id, { ...fields, updatedAt: now });
    await after.publish({ type: 'review.changed', vendorId: found.review.vendorId });
    return toOwnReview(row, found.author, now);
  });
}

/**
 * The review's one photo, by the artwork images' rules (an image by content, at most 5 MB, re-encoded
 * without metadata, into the same storage); it replaces the one before, which goes after the commit.
 */
export async function replaceReviewPhoto(
  ctx: AppContext,
  customerId: string,
  reviewId: string,
  file: UploadedFile | undefined,
): Promise<OwnReview> {
  if (!file) throw new Invalid(ReviewMessages.photoMissing, { photo: ReviewMessages.photoMissing });
  // Checked before the image work, and again under the lock below.
  await withTransaction(ctx, (tx) => lockEditableReview(ctx, tx, customerId, reviewId));
  if (!(await readImageFormat(file.path))) {
    throw new Invalid(ReviewMessages.photoImagesOnly, { photo: ReviewMessages.photoImagesOnly });
  }
  const stored = await storeImage(ctx.storage, file.path, ReviewMessages.photoImagesOnly);
  try {
    return await withTransaction(ctx, async (tx, after) => {
      const found = await lockEditableReview(ctx, tx, customerId, reviewId);
      const now = ctx.now();
      const row = await updateReview(tx, found.review.id, { photoUrl: stored.url, updatedAt: now });
      const replaced = found.review.photoUrl;
      if (replaced) after.run(() => ctx.storage.remove(replaced));
      await after.publish({ type: 'review.changed', vendorId: found.review.vendorId });
      return toOwnReview(row, found.author, now);
    });
  } catch (error) {
    await removeStoredImage(ctx.storage, stored);
    throw error;
  }
}

export async function removeReviewPhoto(ctx: AppContext, customerId: string, reviewId: string): Promise<OwnReview> {
  return withTransaction(ctx, async (tx, after) => {
    const found = await lockEditableReview(ctx, tx, customerId, reviewId);
    const now = ctx.now();
    const row = await updateReview(tx, found.review.id, { photoUrl: null, updatedAt: now });
    const removed = found.review.photoUrl;
    if (removed) after.run(() => ctx.storage.remove(removed));
    await after.publish({ type: 'review.changed', vendorId: found.review.vendorId });
    return toOwnReview(row, found.author, now);
  });
}
