import { ReviewMessages } from '@art-market/domain/copy';
import { fieldErrorsOf, REVIEW_VISIBILITIES, type ReviewVisibility } from '@art-market/domain/rules';
import { type AdminReview, reviewHideInputSchema } from '@art-market/domain/schemas';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Stars } from '#web/components/reviews/star-rating.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorPanel } from '#web/components/ui/error-panel.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TableSkeleton } from '#web/components/ui/skeleton.tsx';
import { TextAreaField } from '#web/components/ui/text-field.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { formatOrderDate } from '#web/lib/dates.ts';
import { useAdminReviews, useSetReviewHidden } from '../api/admin-reviews.ts';
import { useUrlFilters } from './use-url-filters.ts';

const FILTER_KEYS = ['visibility'] as const;
const NAMES: Record<ReviewVisibility, string> = { visible: 'Visible', hidden: 'Hidden' };
const OPTIONS = REVIEW_VISIBILITIES.map((value) => ({ value, label: NAMES[value] }));
const isVisibility = (value: string): value is ReviewVisibility => (REVIEW_VISIBILITIES as readonly string[]).includes(value);

/** The collectors' reviews of artists: hide one with a reason mailed to its author, or show it again. */
export function ReviewsTab() {
  const filters = useUrlFilters('review', FILTER_KEYS);
  const visibility = isVisibility(filters.values.visibility) ? filters.values.visibility : 'visible';
  const [page, setPage] = useState(1);
  const reviews = useAdminReviews(visibility, page);
  const change = useSetReviewHidden();
  const [hiding, setHiding] = useState<AdminReview | null>(null);
  return (
    <div className="flex flex-col gap-6">
      <div className="max-w-xs">
        <SelectField
          label="Show"
          options={OPTIONS}
          value={visibility}
          onChange={(event) => {
            setPage(1);
            filters.setFilter('visibility', event.target.value);
          }}
        />
      </div>
      {reviews.isPending ? <TableSkeleton label="Loading reviews…" rows={3} /> : null}
      {reviews.isError ? <ErrorPanel message={ReviewMessages.fetchFailed} onRetry={() => reviews.refetch()} /> : null}
      {reviews.data && reviews.data.reviews.length === 0 ? <EmptyState title={ReviewMessages.emptyConsoleReviews} /> : null}
      {reviews.data && reviews.data.reviews.length > 0 ? (
        <ul aria-label="Reviews" className="flex flex-col gap-4">
          {reviews.data.reviews.map((review) => (
            <li key={review.id} className="flex flex-col gap-2 border border-line bg-white p-4">
              <div className="flex flex-wrap items-center gap-3">
                <Stars rating={review.rating} />
                <span className="font-medium">{review.title}</span>
              </div>
              <p className="text-sm text-muted">
                {review.studioName} · order {review.vendorOrderNumber} · {review.reviewerName} ({review.authorEmail}) ·{' '}
                {formatOrderDate(review.createdAt)}
              </p>
              {review.body ? <p className="whitespace-pre-line text-sm">{review.body}</p> : null}
              {review.photoUrl ? (
                <img src={review.photoUrl} alt="Sent with the review" className="h-24 w-auto self-start" />
              ) : null}
              {review.reply ? <p className="text-sm">Reply from the artist: {review.reply.body}</p> : null}
              {review.hidden ? <p className="text-sm text-danger">Hidden: {review.hiddenReason}</p> : null}
              <div>
                {review.hidden ? (
                  <Button
                    variant="secondary"
                    disabled={change.isPending}
                    onClick={() =>
                      change.mutate(
                        { reviewId: review.id, reason: null },
                        {
                          onSuccess: () => toast.success(ReviewMessages.unhidden),
                          onError: (error) => toast.error(errorMessage(error, ReviewMessages.fetchFailed)),
                        },
                      )
                    }
                  >
                    Show again
                  </Button>
                ) : (
                  <Button variant="secondary" onClick={() => setHiding(review)}>
                    Hide
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {reviews.data && reviews.data.total > reviews.data.pageSize ? (
        <nav aria-label="Review pages" className="flex gap-3">
          <Button variant="secondary" disabled={page === 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <Button
            variant="secondary"
            disabled={reviews.data.total <= page * reviews.data.pageSize}
            onClick={() => setPage(page + 1)}
          >
            Next
          </Button>
        </nav>
      ) : null}
      <Modal
        open={hiding !== null}
        onOpenChange={(open) => (open ? undefined : setHiding(null))}
        title={`Hide “${hiding?.title ?? ''}”`}
        description="The review leaves the artist page and its rating. Its author is e-mailed your reason."
      >
        {hiding ? <HideForm review={hiding} onDone={() => setHiding(null)} /> : null}
      </Modal>
    </div>
  );
}

function HideForm({ review, onDone }: { review: AdminReview; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const change = useSetReviewHidden();
  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = reviewHideInputSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(fieldErrorsOf(parsed.error.issues).reason);
      return;
    }
    change.mutate(
      { reviewId: review.id, reason: parsed.data.reason },
      {
        onSuccess: () => {
          toast.success(ReviewMessages.hidden);
          onDone();
        },
      },
    );
  }
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextAreaField
        label="Reason (sent to the author)"
        required
        value={reason}
        error={error}
        onChange={(event) => {
          setReason(event.target.value);
          setError(undefined);
        }}
      />
      {change.isError ? <Alert>{errorMessage(change.error, ReviewMessages.fetchFailed)}</Alert> : null}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Hiding…' : 'Hide review'}
        </Button>
      </div>
    </form>
  );
}
