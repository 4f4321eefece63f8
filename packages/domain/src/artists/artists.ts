import { z } from 'zod';
import { artistRatingSchema } from './reviews.ts';

/** The studio (vendor) that lists an artist's work, as the public artist pages show it. */
export const artistStudioSchema = z.object({
  displayName: z.string(),
  logoUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  bio: z.string(),
  city: z.string(),
  country: z.string(),
});

/** An artist of the storefront (GET /api/artists and /api/artists/{name}): named on live artworks. */
export const artistSchema = z.object({
  name: z.string(),
  artworkCount: z.number(),
  /** Where the artist works: the country of origin of most of their live artworks ('' when none says). */
  country: z.string(),
  /** The gallery that lists most of their work, with the gallery's own place. */
  studio: artistStudioSchema,
  /** The studio's visible reviews (docs/product/reviews.md): the same for everyone, so it is cached with the rest. */
  rating: artistRatingSchema,
});
export type Artist = z.infer<typeof artistSchema>;
