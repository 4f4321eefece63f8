import type { ArtistReviews, PublicReview } from '@art-market/domain/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

export const studioReviewsQueryKey = (vendorId: string, page: number) => ['studio-reviews', vendorId, page] as const;

/** GET /vendordashboard/reviews/{vendorId}: the studio's visible reviews, newest first, with its replies. */
export function getStudioReviews(vendorId: string, page: number): Promise<ArtistReviews> {
  return apiRequest<ArtistReviews>(`/vendordashboard/reviews/${encodeURIComponent(vendorId)}?page=${page}`, { role: 'vendor' });
}

export function useStudioReviews(vendorId: string, page: number) {
  return useQuery({
    queryKey: studioReviewsQueryKey(vendorId, page),
    queryFn: () => getStudioReviews(vendorId, page),
    placeholderData: keepPreviousData,
  });
}

/** PUT /vendordashboard/reviews/{vendorId}/{reviewId}/reply: writes or rewrites the studio's one public reply. */
export function replyToReview({ vendorId, reviewId, body }: { vendorId: string; reviewId: string; body: string }) {
  return apiRequest<PublicReview>(
    `/vendordashboard/reviews/${encodeURIComponent(vendorId)}/${encodeURIComponent(reviewId)}/reply`,
    {
      method: 'PUT',
      body: { body },
      role: 'vendor',
    },
  );
}

export function useReplyToReview(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['studio-reviews', vendorId] }),
  });
}
