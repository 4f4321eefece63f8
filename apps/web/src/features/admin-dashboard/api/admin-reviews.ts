import type { ReviewVisibility } from '@art-market/domain/rules';
import type { AdminReviews } from '@art-market/domain/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

const adminReviewsKey = ['admin-reviews'] as const;

/** GET /admin/dashboard/reviews: visible or hidden reviews, newest first, 20 a page. */
export function getAdminReviews(visibility: ReviewVisibility, page: number): Promise<AdminReviews> {
  return apiRequest<AdminReviews>(`/admin/dashboard/reviews?visibility=${visibility}&page=${page}`, { role: 'admin' });
}

export function useAdminReviews(visibility: ReviewVisibility, page: number) {
  return useQuery({
    queryKey: [...adminReviewsKey, visibility, page],
    queryFn: () => getAdminReviews(visibility, page),
    placeholderData: keepPreviousData,
  });
}

/** POST .../hide with the reason (mailed to the author), or POST .../unhide. */
export function setReviewHidden({ reviewId, reason }: { reviewId: string; reason: string | null }) {
  const path = `/admin/dashboard/reviews/${encodeURIComponent(reviewId)}/${reason === null ? 'unhide' : 'hide'}`;
  return apiRequest<{ hidden: boolean }>(path, {
    method: 'POST',
    ...(reason === null ? {} : { body: { reason } }),
    role: 'admin',
  });
}

export function useSetReviewHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setReviewHidden,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminReviewsKey }),
  });
}
