import type { Database } from '#api/db/client.ts';
import { findUndecidedReturnItems, setInspection } from './returns.repository.ts';

// What the studio and the console's artwork actions may do to returned artworks (ADR 0037, 0052).

/** These returned items are on sale again: their listing change was approved while they waited for it. */
export async function markRelistedAfterEdit(tx: Database, orderItemIds: readonly string[], now: Date): Promise<void> {
  await setInspection(tx, orderItemIds, 'relisted', now);
}

/** The artist put the returned artwork back on sale by hand: every return of it still undecided is decided so. */
export async function markRelistedByArtist(tx: Database, productId: string, now: Date): Promise<void> {
  await setInspection(tx, await findUndecidedReturnItems(tx, productId), 'relisted', now);
}
