import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { productImages } from '../../db/schema.ts';
import type { StoredImage } from '../../plugins/images.ts';

export async function countProductImages(db: Database, productId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(productImages)
    .where(eq(productImages.productId, productId));
  return row?.count ?? 0;
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
