import type { VendorAudience } from '@art-market/domain/schemas';
import { eq } from 'drizzle-orm';
import type { AppContext } from '#api/context.ts';
import { products } from '#api/db/schema.ts';
import { countFollowersOf } from './followed-artists.repository.ts';
import { countSaversOf } from './saved-works.repository.ts';

/**
 * The studio's audience: counts for its own artworks and the artist names on them, never who. An
 * artwork or artist nobody saved or follows is listed with 0, so the studio's table reads every row.
 */
export async function getVendorAudience(ctx: AppContext, vendorId: string): Promise<VendorAudience> {
  const own = await ctx.db
    .select({ id: products.id, artistName: products.artistName })
    .from(products)
    .where(eq(products.vendorId, vendorId));
  const artistNames = [...new Set(own.map((row) => row.artistName))];
  const [saved, followers] = await Promise.all([
    countSaversOf(
      ctx.db,
      own.map((row) => row.id),
    ),
    countFollowersOf(ctx.db, artistNames),
  ]);
  const savedCounts = new Map(saved.map((entry) => [entry.productId, entry.savedCount]));
  const followerCounts = new Map(followers.map((entry) => [entry.artistName, entry.followerCount]));
  return {
    artworks: own.map((row) => ({
      productId: row.id,
      savedCount: savedCounts.get(row.id) ?? 0,
    })),
    artists: artistNames.map((artistName) => ({
      artistName,
      followerCount: followerCounts.get(artistName) ?? 0,
    })),
  };
}
