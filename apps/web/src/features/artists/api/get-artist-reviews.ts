import type { ArtistReviews } from '@art-market/domain/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

export const artistReviewsQueryKey = (name: string, page: number) => ['artist-reviews', name, page] as const;

/** GET /artists/{name}/reviews: a page of the artist's visible reviews, newest first, with the rating. */
export function getArtistReviews(name: string, page: number): Promise<ArtistReviews> {
  return apiRequest<ArtistReviews>(`/artists/${encodeURIComponent(name)}/reviews?page=${page}`);
}

export function useArtistReviews(name: string, page: number) {
  return useQuery({
    queryKey: artistReviewsQueryKey(name, page),
    queryFn: () => getArtistReviews(name, page),
    enabled: name !== '',
    placeholderData: keepPreviousData,
  });
}
