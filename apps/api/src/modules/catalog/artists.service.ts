import { ArtistMessages } from '@art-market/domain/copy';
import { compareArtistNames } from '@art-market/domain/rules';
import type { Artist, ArtistReviews } from '@art-market/domain/schemas';
import type { AppContext } from '#api/context.ts';
import { NotFound } from '#api/errors.ts';
import { ratingsOf } from '#api/modules/reviews/artist-ratings.ts';
import { listStudioReviews } from '#api/modules/reviews/artist-reviews.service.ts';
import { type ArtistStudioCount, countPublicWorksByArtist, findStudios } from './catalog-artists.repository.ts';

/** Every artist with live work, A to Z. */
export async function listArtists(ctx: AppContext): Promise<Artist[]> {
  const artists = await artistsOf(ctx, await countPublicWorksByArtist(ctx.db));
  return artists.sort((a, b) => compareArtistNames(a.name, b.name));
}

export async function getArtist(ctx: AppContext, name: string): Promise<Artist> {
  const [artist] = await artistsOf(ctx, await countPublicWorksByArtist(ctx.db, name));
  if (!artist) throw new NotFound(ArtistMessages.notFound);
  return artist;
}

/** A page of the reviews an artist page shows: those of the studio its artist entry is shown with. */
export async function getArtistReviews(ctx: AppContext, name: string, page: number): Promise<ArtistReviews> {
  const [main] = mainStudios(tally(await countPublicWorksByArtist(ctx.db, name))).values();
  if (!main) throw new NotFound(ArtistMessages.notFound);
  return listStudioReviews(ctx, main, page);
}

/** Per artist name: how many live works each studio lists, and how many give each country of origin. */
function tally(counts: ArtistStudioCount[]) {
  const byArtist = new Map<string, { studios: Map<string, number>; countries: Map<string, number> }>();
  for (const row of counts) {
    const entry = byArtist.get(row.artistName) ?? { studios: new Map(), countries: new Map() };
    byArtist.set(row.artistName, entry);
    entry.studios.set(row.vendorId, (entry.studios.get(row.vendorId) ?? 0) + row.count);
    const country = row.country.trim();
    if (country !== '') entry.countries.set(country, (entry.countries.get(country) ?? 0) + row.count);
  }
  return byArtist;
}

/** Each artist's main studio: the one that lists most of their work (the first by id on a tie). */
function mainStudios(byArtist: ReturnType<typeof tally>): Map<string, string> {
  return new Map([...byArtist].map(([name, entry]) => [name, mostCounted(entry.studios)]));
}

/**
 * One entry per artist name. An artist listed by several studios is shown with the one that lists
 * most of their work (the first by id on a tie, so the answer is stable), and that studio's rating.
 * Where the artist works is their own: the country of origin most of their live works give (the artwork
 * page shows the same), never the studio's address, since a gallery in Mumbai may represent an artist in Berlin.
 */
async function artistsOf(ctx: AppContext, counts: ArtistStudioCount[]): Promise<Artist[]> {
  const byArtist = tally(counts);
  const mainStudio = mainStudios(byArtist);
  const vendorIds = [...new Set(mainStudio.values())];
  const [ratings, studios] = await Promise.all([ratingsOf(ctx.db, vendorIds), findStudios(ctx.db, vendorIds)]);
  const artists: Artist[] = [];
  for (const [name, entry] of byArtist) {
    const studio = studios.find((candidate) => candidate.id === mainStudio.get(name));
    if (!studio) continue;
    const { id: _id, ...shown } = studio;
    const artworkCount = [...entry.studios.values()].reduce((sum, count) => sum + count, 0);
    artists.push({
      name,
      artworkCount,
      country: entry.countries.size > 0 ? mostCounted(entry.countries) : '',
      studio: shown,
      rating: ratings.get(studio.id) ?? { average: null, count: 0 },
    });
  }
  return artists;
}

/** The key counted most; on a tie the first in sort order, so the answer is stable. */
function mostCounted(counts: Map<string, number>): string {
  const [best] = [...counts].sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : a > b ? 1 : 0));
  return best?.[0] ?? '';
}
