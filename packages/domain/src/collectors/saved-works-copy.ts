import { FOLLOWED_ARTISTS_LIMIT, SAVED_WORKS_LIMIT } from './saved-works-rules.ts';

export const SavedWorksMessages = {
  limitReached: `You can keep up to ${SAVED_WORKS_LIMIT} saved works. Remove one to save another.`,
  followLimitReached: `You can follow up to ${FOLLOWED_ARTISTS_LIMIT} artists. Unfollow one to follow another.`,
  artworkNotFound: 'Artwork not found',
  artistNotFound: 'Artist not found',
  loginToSave: 'Please log in to save this artwork.',
  loginToFollow: 'Please log in to follow this artist.',
  saveFailed: 'Failed to update your saved works',
  followFailed: 'Failed to update the artists you follow',
  fetchSaved: 'Failed to load your saved works',
  fetchFollowing: 'Failed to load the artists you follow',
  noSaved: 'No saved works yet. Tap the heart on any artwork to keep it here.',
  noFollowing: 'You do not follow any artist yet. Follow an artist from their page or an artwork page.',
  available: 'Available',
  sold: 'Sold',
  unavailable: 'No longer available',
} as const;

/** The heart's accessible name: what pressing it will do. */
export function saveButtonLabel(title: string, saved: boolean): string {
  return saved ? `Remove ${title} from saved` : `Save ${title}`;
}
