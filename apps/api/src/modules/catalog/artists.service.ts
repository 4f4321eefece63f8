import { ArtistMessages } from '@art-market/domain/copy';
import { compareArtistNames } from '@art-market/domain/rules';
import type { Artist } from '@art-market/domain/schemas';
import type { AppContext } from '#api/context.ts';
import { NotFound } from '#api/errors.ts';
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

/**
 * One entry per artist name. An artist listed by several studios is shown with the one that lists
 * most of their work (the first by id on a tie, so the answer is stable).
 */
async function artistsOf(ctx: AppContext, counts: ArtistStudioCount[]): Promise<Artist[]> {
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
  const studios = await findStudios(ctx.db, [...new Set([...byArtist.values()].map((entry) => entry.main.vendorId))]);
  const artists: Artist[] = [];
  for (const [name, entry] of byArtist) {
    const studio = studios.find((candidate) => candidate.id === entry.main.vendorId);
    if (!studio) continue;
    const { id: _id, ...shown } = studio;
    artists.push({ name, artworkCount: entry.total, studio: shown });
  }
  return artists;
}
