import { SavedWorksMessages } from '@art-market/domain/copy';
import { SAVED_WORKS_LIMIT, SAVED_WORKS_PAGE_SIZE, savedPriceChange, savedWorkState, toDollars } from '@art-market/domain/rules';
import type { SavedState, SavedWorksPage } from '@art-market/domain/schemas';
import type { AppContext } from '#api/context.ts';
import { withTransaction } from '#api/db/unit-of-work.ts';
import { Conflict, NotFound } from '#api/errors.ts';
import { isUuid } from '#api/http/ids.ts';
import {
  countSavedWorks,
  deleteSavedWork,
  findSaveableArtwork,
  findSavedState,
  findSavedWorkPage,
  insertSavedWork,
  isSaved,
  lockCollectorLists,
} from './saved-works.repository.ts';

/** The ids the collector saved and the artists they follow: what the storefront marks, from one small call. */
export function getSavedState(ctx: AppContext, customerId: string): Promise<SavedState> {
  return findSavedState(ctx.db, customerId);
}

/**
 * Saves a public artwork (sold ones too: collectors keep what they loved) with its price now. Saving it
 * again changes nothing, so the toggle is idempotent; the 501st is refused.
 */
export async function saveArtwork(ctx: AppContext, customerId: string, productId: string): Promise<void> {
  if (!isUuid(productId)) throw new NotFound(SavedWorksMessages.artworkNotFound);
  await withTransaction(ctx, async (tx) => {
    await lockCollectorLists(tx, customerId);
    if (await isSaved(tx, customerId, productId)) return;
    const artwork = await findSaveableArtwork(tx, productId);
    if (!artwork) throw new NotFound(SavedWorksMessages.artworkNotFound);
    if ((await countSavedWorks(tx, customerId)) >= SAVED_WORKS_LIMIT) throw new Conflict(SavedWorksMessages.limitReached);
    await insertSavedWork(tx, { customerId, productId, savedTotalCents: artwork.totalCents });
  });
}

/** Removes a saved work; removing one that is not saved (or is gone) is not an error. */
export async function unsaveArtwork(ctx: AppContext, customerId: string, productId: string): Promise<void> {
  if (!isUuid(productId)) return;
  await deleteSavedWork(ctx.db, customerId, productId);
}

/** A page of /saved: newest first, each work as it is now (available, reserved until, sold, price moved). */
export async function listSavedWorks(ctx: AppContext, customerId: string, page: number): Promise<SavedWorksPage> {
  const window = { limit: SAVED_WORKS_PAGE_SIZE, offset: (page - 1) * SAVED_WORKS_PAGE_SIZE };
  const [rows, total] = await Promise.all([
    findSavedWorkPage(ctx.db, customerId, window, ctx.now()),
    countSavedWorks(ctx.db, customerId),
  ]);
  const items = rows.map((row) => {
    const isHeld = row.hold?.held === true;
    const state = savedWorkState({ isPublic: row.isPublic, isSoldOut: row.isSoldOut, isHeld });
    const change = savedPriceChange(row.savedTotalCents, row.totalCents);
    return {
      productId: row.productId,
      title: row.title,
      artistName: row.artistName,
      image: row.image?.url ? { url: row.image.url, width: row.image.width ?? 0, height: row.image.height ?? 0 } : null,
      totalPrice: toDollars(row.totalCents),
      savedTotalPrice: toDollars(row.savedTotalCents),
      savedAt: row.savedAt.toISOString(),
      state,
      reservedUntil: state === 'reserved' ? (row.hold?.expiresAt?.toISOString() ?? null) : null,
      priceChange: change ? { from: toDollars(change.fromCents), to: toDollars(change.toCents) } : null,
    };
  });
  return { items, total, page, pageSize: SAVED_WORKS_PAGE_SIZE };
}
