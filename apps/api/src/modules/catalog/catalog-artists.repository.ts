import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { products, vendors } from '#api/db/schema.ts';
import { isPublic } from '#api/db/storefront-visibility.ts';

export interface ArtistStudioCount {
  artistName: string;
  vendorId: string;
  /** The works' country of origin: where the artist made them (the artwork page shows it). */
  country: string;
  count: number;
}

/** Live artworks counted per artist name, the studio that lists them and their country of origin. */
export function countPublicWorksByArtist(db: Database, artistName?: string): Promise<ArtistStudioCount[]> {
  const where: SQL[] = [isPublic];
  if (artistName !== undefined) where.push(eq(products.artistName, artistName));
  return db
    .select({
      artistName: products.artistName,
      vendorId: products.vendorId,
      country: products.countryOfOrigin,
      count: sql<number>`count(*)::int`,
    })
    .from(products)
    .where(and(...where))
    .groupBy(products.artistName, products.vendorId, products.countryOfOrigin);
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
