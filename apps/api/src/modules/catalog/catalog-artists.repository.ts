import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { products, vendors } from '#api/db/schema.ts';
import { isPublic } from './storefront-visibility.ts';

export interface ArtistStudioCount {
  artistName: string;
  vendorId: string;
  count: number;
}

/** Live artworks counted per artist name and the studio that lists them. */
export function countPublicWorksByArtist(db: Database, artistName?: string): Promise<ArtistStudioCount[]> {
  const where: SQL[] = [isPublic];
  if (artistName !== undefined) where.push(eq(products.artistName, artistName));
  return db
    .select({ artistName: products.artistName, vendorId: products.vendorId, count: sql<number>`count(*)::int` })
    .from(products)
    .where(and(...where))
    .groupBy(products.artistName, products.vendorId);
}

/** The public face of these studios: name, logo, banner, bio and place (never contact details). */
export function findStudios(db: Database, vendorIds: string[]) {
  if (vendorIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: vendors.id,
      displayName: vendors.displayName,
      logoUrl: vendors.logoUrl,
      bannerUrl: vendors.bannerUrl,
      bio: vendors.bio,
      city: vendors.storeCity,
      country: vendors.storeCountry,
    })
    .from(vendors)
    .where(inArray(vendors.id, vendorIds));
}
