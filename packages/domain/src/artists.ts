import { z } from 'zod';

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
  studio: artistStudioSchema,
});
export type Artist = z.infer<typeof artistSchema>;

export const ArtistMessages = {
  notFound: 'Artist not found',
  fetchFailed: 'Failed to fetch artists',
  empty: 'No artists yet',
} as const;

/** "Bengaluru, India", leaving out what is empty. */
export function artistLocation(studio: { city: string; country: string }): string {
  return [studio.city, studio.country].filter((part) => part.trim() !== '').join(', ');
}

/** A to Z as people read names: accents and case do not change the order. */
export function compareArtistNames(a: string, b: string): number {
  return a.localeCompare(b, 'en', { sensitivity: 'base' });
}
