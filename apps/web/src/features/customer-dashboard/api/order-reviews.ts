import type { OrderReviewState, OwnReview, ReviewFields } from '@art-market/domain/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

export const orderReviewsQueryKey = (orderId: string) => ['order-reviews', orderId] as const;

/** GET /CustomerDashboard/orders/{id}/reviews: per artist of the order, may it be reviewed, and the review. */
export function getOrderReviews(orderId: string): Promise<OrderReviewState[]> {
  return apiRequest<OrderReviewState[]>(`/CustomerDashboard/orders/${encodeURIComponent(orderId)}/reviews`, { role: 'customer' });
}

export function useOrderReviews(orderId: string, enabled: boolean) {
  return useQuery({ queryKey: orderReviewsQueryKey(orderId), queryFn: () => getOrderReviews(orderId), enabled });
}

export interface ReviewSubmission {
  vendorOrderId: string;
  /** Set when the review exists: the submission edits it. */
  reviewId: string | null;
  fields: ReviewFields;
  /** A new photo to upload after the words are saved; `remove` takes the current one off. */
  photo: File | 'remove' | null;
}

/**
 * POST /CustomerDashboard/reviews (or PUT /CustomerDashboard/reviews/{id}), then the photo as its own
 * multipart upload (POST .../photo, field `photo`) or its removal (DELETE .../photo).
 */
export async function saveReview({ vendorOrderId, reviewId, fields, photo }: ReviewSubmission): Promise<OwnReview> {
  let saved = reviewId
    ? await apiRequest<OwnReview>(`/CustomerDashboard/reviews/${encodeURIComponent(reviewId)}`, {
        method: 'PUT',
        body: fields,
        role: 'customer',
      })
    : await apiRequest<OwnReview>('/CustomerDashboard/reviews', {
        method: 'POST',
        body: { vendorOrderId, ...fields },
        role: 'customer',
      });
  const photoPath = `/CustomerDashboard/reviews/${encodeURIComponent(saved.id)}/photo`;
  if (photo === 'remove') saved = await apiRequest<OwnReview>(photoPath, { method: 'DELETE', role: 'customer' });
  else if (photo) {
    const form = new FormData();
    form.append('photo', photo);
    saved = await apiRequest<OwnReview>(photoPath, { method: 'POST', body: form, role: 'customer' });
  }
  return saved;
}

/** The order's review states are fetched again, so its button reads "Edit your review". */
export function useSaveReview(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReview,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderReviewsQueryKey(orderId) }),
  });
}
