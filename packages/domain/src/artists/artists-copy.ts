export const ArtistMessages = {
  notFound: 'Artist not found',
  fetchFailed: 'Failed to fetch artists',
  empty: 'No artists yet',
} as const;
