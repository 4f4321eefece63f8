import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { productImages, type RevisionImage } from '#api/db/schema.ts';
import type { StoredImage } from '#api/plugins/images.ts';

export async function countProductImages(db: Database, productId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(productImages)
    .where(eq(productImages.productId, productId));
  return row?.count ?? 0;
}

/** The artwork's images in display order, with their ids. */
export function listProductImages(db: Database, productId: string): Promise<(RevisionImage & { id: string })[]> {
  return db
    .select({ id: productImages.id, url: productImages.url, width: productImages.width, height: productImages.height })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.displayOrder));
}

/** Adds images after the `existing` ones; the very first image of a product is its primary. */
export async function insertProductImages(
  db: Database,
  productId: string,
  images: StoredImage[],
  existing: number,
): Promise<void> {
  await db.insert(productImages).values(
    images.map((image, index) => ({
      productId,
      url: image.url,
      width: image.width,
      height: image.height,
      isPrimary: existing === 0 && index === 0,
      displayOrder: existing + index,
    })),
  );
}

/**
 * Makes the artwork's images exactly `images`, in that order (the first is primary): rows of other
 * URLs go, kept rows keep their id, new URLs are added. Answers the URLs that went.
 */
export async function replaceProductImages(db: Database, productId: string, images: RevisionImage[]): Promise<string[]> {
  const urls = images.map((image) => image.url);
  const ofProduct = eq(productImages.productId, productId);
  const removed = await db
    .delete(productImages)
    .where(urls.length > 0 ? and(ofProduct, notInArray(productImages.url, urls)) : ofProduct)
    .returning({ url: productImages.url });
  const kept =
    urls.length > 0
      ? await db
          .select()
          .from(productImages)
          .where(and(ofProduct, inArray(productImages.url, urls)))
      : [];
  for (const [displayOrder, image] of images.entries()) {
    const order = { displayOrder, isPrimary: displayOrder === 0 };
    const row = kept.find((candidate) => candidate.url === image.url);
    if (row) await db.update(productImages).set(order).where(eq(productImages.id, row.id));
    else await db.insert(productImages).values({ productId, ...image, ...order });
  }
  return removed.map((row) => row.url);
}
