import { z } from 'zod';

/** GET /api/me/saved-state: the ids the collector saved and the artists they follow; the web marks hearts with it. */
export const savedStateSchema = z.object({
  artworkIds: z.array(z.string()),
  artistNames: z.array(z.string()),
});
export type SavedState = z.infer<typeof savedStateSchema>;

const savedImageSchema = z.object({ url: z.string(), width: z.number(), height: z.number() });

/** One row of /saved: the work as it is now, and its price when it was saved (dollars). */
export const savedWorkSchema = z.object({
  productId: z.string(),
  title: z.string(),
  artistName: z.string(),
  image: savedImageSchema.nullable(),
  totalPrice: z.number(),
  savedTotalPrice: z.number(),
  savedAt: z.string(),
  state: z.enum(['available', 'reserved', 'sold', 'unavailable']),
  /** While reserved: when the hold ends (null: a payment still settling). */
  reservedUntil: z.string().nullable(),
  /** The price moved since it was saved: from the saved price to the current one (dollars). */
  priceChange: z.object({ from: z.number(), to: z.number() }).nullable(),
});
export type SavedWork = z.infer<typeof savedWorkSchema>;

export const savedWorksPageSchema = z.object({
  items: z.array(savedWorkSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type SavedWorksPage = z.infer<typeof savedWorksPageSchema>;

export const savedWorksQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(1000).default(1) });

/** One artist on the Following list, with a few of their newest live works. */
export const followedArtistSchema = z.object({
  artistName: z.string(),
  followedAt: z.string(),
  artworkCount: z.number(),
  newestWorks: z.array(
    z.object({ id: z.string(), title: z.string(), image: savedImageSchema.nullable(), isSoldOut: z.boolean() }),
  ),
});
export type FollowedArtist = z.infer<typeof followedArtistSchema>;

/** The studio's audience: how many collectors saved each of its artworks and follow each of its artists; never who. */
export const vendorAudienceSchema = z.object({
  artworks: z.array(z.object({ productId: z.string(), savedCount: z.number() })),
  artists: z.array(z.object({ artistName: z.string(), followerCount: z.number() })),
});
export type VendorAudience = z.infer<typeof vendorAudienceSchema>;
