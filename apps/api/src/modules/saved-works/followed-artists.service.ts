import { SavedWorksMessages } from '@art-market/domain/copy';
import { FOLLOWED_ARTISTS_LIMIT, FOLLOWING_THUMBNAILS } from '@art-market/domain/rules';
import type { FollowedArtist } from '@art-market/domain/schemas';
import type { AppContext } from '#api/context.ts';
import { withTransaction } from '#api/db/unit-of-work.ts';
import { Conflict, NotFound } from '#api/errors.ts';
import {
  countFollows,
  deleteFollow,
  findFollows,
  findNewestWorksOf,
  hasPublicArtist,
  insertFollow,
  isFollowing,
} from './followed-artists.repository.ts';
import { lockCollectorLists } from './saved-works.repository.ts';

/** Follows an artist with live work; following again changes nothing; the 501st is refused. */
export async function followArtist(ctx: AppContext, customerId: string, artistName: string): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    await lockCollectorLists(tx, customerId);
    if (await isFollowing(tx, customerId, artistName)) return;
    if (!(await hasPublicArtist(tx, artistName))) throw new NotFound(SavedWorksMessages.artistNotFound);
    if ((await countFollows(tx, customerId)) >= FOLLOWED_ARTISTS_LIMIT) throw new Conflict(SavedWorksMessages.followLimitReached);
    await insertFollow(tx, { customerId, artistName });
  });
}

/** Stops following; an artist not followed is not an error (the toggle is idempotent). */
export async function unfollowArtist(ctx: AppContext, customerId: string, artistName: string): Promise<void> {
  await deleteFollow(ctx.db, customerId, artistName);
}

/** The Following list: newest follow first, each artist with a few of their newest live works. */
export async function listFollowedArtists(ctx: AppContext, customerId: string): Promise<FollowedArtist[]> {
  const follows = await findFollows(ctx.db, customerId);
  const works = await findNewestWorksOf(
    ctx.db,
    follows.map((follow) => follow.artistName),
    FOLLOWING_THUMBNAILS,
  );
  return follows.map((follow) => {
    const own = works.filter((work) => work.artistName === follow.artistName);
    return {
      artistName: follow.artistName,
      followedAt: follow.followedAt.toISOString(),
      artworkCount: own[0]?.total ?? 0,
      newestWorks: own.map((work) => ({
        id: work.id,
        title: work.title,
        isSoldOut: work.isSoldOut,
        image: work.image?.url ? { url: work.image.url, width: work.image.width ?? 0, height: work.image.height ?? 0 } : null,
      })),
    };
  });
}
