import { CollectionMessages, collectionSlugOf } from '@art-market/domain/rules';
import type { AdminCollection, CollectionArtwork, CollectionValues } from '@art-market/domain/schemas';
import type { AppContext } from '#api/context.ts';
import type { Database } from '#api/db/client.ts';
import { isUniqueViolation } from '#api/db/errors.ts';
import { withTransaction } from '#api/db/unit-of-work.ts';
import { Conflict, Invalid, NotFound } from '#api/errors.ts';
import { isUuid } from '#api/http/ids.ts';
import { recordAdminAction } from '#api/modules/audit/audit-log.ts';
import {
  type CollectionRow,
  deleteCollection as deleteCollectionRow,
  findAllCollections,
  findCollection,
  findCollectionArtworks,
  findExistingArtworkIds,
  insertCollection,
  isSlugTaken,
  replaceCollectionArtworks,
  searchArtworksForCollection,
  updateCollection as updateCollectionRow,
} from './collections.repository.ts';

function toAdminCollection(row: CollectionRow, artworks: CollectionArtwork[]): AdminCollection {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    coverProductId: row.coverProductId,
    isPublished: row.isPublished,
    isFeatured: row.isFeatured,
    updatedAt: row.updatedAt.toISOString(),
    artworks,
  };
}

/** What the audit log keeps of a collection: its fields and its artworks' ids in order. */
const snapshot = (collection: AdminCollection) => {
  const { artworks, ...fields } = collection;
  return { ...fields, artworkIds: artworks.map((artwork) => artwork.id) };
};

export async function listAdminCollections(ctx: AppContext): Promise<AdminCollection[]> {
  const rows = await findAllCollections(ctx.db);
  const artworks = await findCollectionArtworks(
    ctx.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toAdminCollection(row, artworks.get(row.id) ?? []));
}

async function readCollection(db: Database, id: string): Promise<AdminCollection | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await findCollection(db, id);
  if (!row) return undefined;
  return toAdminCollection(row, (await findCollectionArtworks(db, [id])).get(id) ?? []);
}

export async function getAdminCollection(ctx: AppContext, id: string): Promise<AdminCollection> {
  const collection = await readCollection(ctx.db, id);
  if (!collection) throw new NotFound(CollectionMessages.notFound);
  return collection;
}

/** The slug to store: the one typed, or the title's; refused when another collection has it. */
async function checkedFields(tx: Database, values: CollectionValues, exceptId?: string) {
  const { artworkIds, ...fields } = values;
  const slug = values.slug || collectionSlugOf(values.title);
  if (await isSlugTaken(tx, slug, exceptId)) throw slugTaken();
  const existing = await findExistingArtworkIds(tx, artworkIds);
  if (artworkIds.some((id) => !existing.has(id))) {
    throw new Invalid(CollectionMessages.unknownArtwork, { artworkIds: CollectionMessages.unknownArtwork });
  }
  return { fields: { ...fields, slug }, artworkIds };
}

const slugTaken = () => new Conflict(CollectionMessages.slugTaken, { slug: CollectionMessages.slugTaken });

/** Two admins saving one slug at once: the unique index refuses the second, which gets the same answer. */
async function slugSafe<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

/**
 * Each write is one transaction with its audit entry; the catalogue's answer cache (which holds the collection pages,
 * the list and the home page) is cleared after the commit, as every console write that changes the storefront does.
 */
export async function createCollection(ctx: AppContext, adminId: string, values: CollectionValues): Promise<AdminCollection> {
  return slugSafe(() =>
    withTransaction(ctx, async (tx, after) => {
      const { fields, artworkIds } = await checkedFields(tx, values);
      const row = await insertCollection(tx, fields, ctx.now());
      await replaceCollectionArtworks(tx, row.id, artworkIds);
      const created = (await readCollection(tx, row.id)) as AdminCollection;
      await recordAdminAction(tx, {
        adminId,
        action: 'collection.create',
        entityType: 'collection',
        entityId: row.id,
        before: null,
        after: snapshot(created),
      });
      await after.publish({ type: 'collection.changed', collectionId: row.id });
      return created;
    }),
  );
}

export async function updateCollection(
  ctx: AppContext,
  adminId: string,
  id: string,
  values: CollectionValues,
): Promise<AdminCollection> {
  return slugSafe(() =>
    withTransaction(ctx, async (tx, after) => {
      if (!isUuid(id) || !(await findCollection(tx, id, { lock: true }))) throw new NotFound(CollectionMessages.notFound);
      const before = (await readCollection(tx, id)) as AdminCollection;
      const { fields, artworkIds } = await checkedFields(tx, values, id);
      await updateCollectionRow(tx, id, fields, ctx.now());
      await replaceCollectionArtworks(tx, id, artworkIds);
      const changed = (await readCollection(tx, id)) as AdminCollection;
      await recordAdminAction(tx, {
        adminId,
        action: 'collection.update',
        entityType: 'collection',
        entityId: id,
        before: snapshot(before),
        after: snapshot(changed),
      });
      await after.publish({ type: 'collection.changed', collectionId: id });
      return changed;
    }),
  );
}

export async function deleteCollection(ctx: AppContext, adminId: string, id: string): Promise<void> {
  await withTransaction(ctx, async (tx, after) => {
    if (!isUuid(id) || !(await findCollection(tx, id, { lock: true }))) throw new NotFound(CollectionMessages.notFound);
    const before = (await readCollection(tx, id)) as AdminCollection;
    await deleteCollectionRow(tx, id);
    await recordAdminAction(tx, {
      adminId,
      action: 'collection.delete',
      entityType: 'collection',
      entityId: id,
      before: snapshot(before),
      after: null,
    });
    await after.publish({ type: 'collection.changed', collectionId: id });
  });
}

export async function findArtworksToAdd(ctx: AppContext, words: string): Promise<CollectionArtwork[]> {
  return searchArtworksForCollection(ctx.db, words);
}
