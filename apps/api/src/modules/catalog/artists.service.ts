import { ArtistMessages } from '@art-market/domain/copy';
import { compareArtistNames } from '@art-market/domain/rules';
import type { Artist } from '@art-market/domain/schemas';
import type { AppContext } from '#api/context.ts';
import { NotFound } from '#api/errors.ts';
import { ratingsOf } from '#api/modules/reviews/artist-ratings.ts';
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

/** The studio whose reviews an artist page shows: the one its artist entry is shown with. */
export async function getArtistStudioId(ctx: AppContext, name: string): Promise<string> {
  const [main] = mainStudios(await countPublicWorksByArtist(ctx.db, name)).values();
  if (!main) throw new NotFound(ArtistMessages.notFound);
  return main.main.vendorId;
}

/**
 * One entry per artist name. An artist listed by several studios is shown with the one that lists
 * most of their work (the first by id on a tie, so the answer is stable).
 */
function mainStudios(counts: ArtistStudioCount[]) {
  const byArtist = new Map<string, { total: number; main: ArtistStudioCount }>();
  for (const row of counts) {
    const entry = byArtist.get(row.artistName);
    if (!entry) {
      byArtist.set(row.artistName, { total: row.count, main: row });
      continue;
    }
    entry.total += row.count;
    const better = row.count > entry.main.count || (row.count === entry.main.count && row.vendorId < entry.main.vendorId);
    if (better) entry.main = row;
  }
  return byArtist;
}

async function artistsOf(ctx: AppContext, counts: ArtistStudioCount[]): Promise<Artist[]> {
  const byArtist = mainStudios(counts);
  const vendorIds = [...new Set([...byArtist.values()].map((entry) => entry.main.vendorId))];
  const ratings = await ratingsOf(ctx.db, vendorIds);
  const studios = await findStudios(ctx.db, vendorIds);
  const artists: Artist[] = [];
  for (const [name, entry] of byArtist) {
    const studio = studios.find((candidate) => candidate.id === entry.main.vendorId);
    if (!studio) continue;
    const { id: _id, ...shown } = studio;
    artists.push({
      name,
      artworkCount: entry.total,
      studio: shown,
      rating: ratings.get(studio.id) ?? { average: null, count: 0 },
    });
  }
  return artists;
}
