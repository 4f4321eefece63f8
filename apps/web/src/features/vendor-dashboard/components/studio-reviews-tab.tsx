import { ReviewMessages } from '@art-market/domain/copy';
import { fieldErrorsOf } from '@art-market/domain/rules';
import { type PublicReview, reviewReplyInputSchema } from '@art-market/domain/schemas';
import { type FormEvent, useState } from 'react';
import { ReviewList } from '#web/components/reviews/review-list.tsx';
import { RatingSummary } from '#web/components/reviews/star-rating.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorPanel } from '#web/components/ui/error-panel.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { TextAreaField } from '#web/components/ui/text-field.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useReplyToReview, useStudioReviews } from '../api/studio-reviews.ts';

/** The studio's reviews with its one public reply to each, written or changed here. */
export function StudioReviewsTab({ vendorId }: { vendorId: string }) {
  const [page, setPage] = useState(1);
  const reviews = useStudioReviews(vendorId, page);
  if (reviews.isPending) return <Spinner label="Loading reviews" />;
  if (reviews.isError) return <ErrorPanel message={ReviewMessages.fetchFailed} onRetry={() => reviews.refetch()} />;
  const { rating, reviews: list, pageSize } = reviews.data;
  if (list.length === 0 && page === 1) return <EmptyState title={ReviewMessages.emptyStudioReviews} />;
  return (
    <section aria-labelledby="studio-reviews-heading" className="flex flex-col gap-4">
      <h2 id="studio-reviews-heading" className="font-display text-2xl">
        Reviews
      </h2>
      <RatingSummary rating={rating} />
      <ReviewList reviews={list} actions={(review) => <ReplyEditor vendorId={vendorId} review={review} />} />
      {rating.count > pageSize ? (
        <nav aria-label="Review pages" className="flex gap-3">
          <Button variant="secondary" disabled={page === 1} onClick={() => setPage(page - 1)}>
            Newer reviews
          </Button>
          <Button variant="secondary" disabled={rating.count <= page * pageSize} onClick={() => setPage(page + 1)}>
            Older reviews
          </Button>
        </nav>
      ) : null}
    </section>
  );
}

function ReplyEditor({ vendorId, review }: { vendorId: string; review: PublicReview }) {
  const [editing, setEditing] = useState(false);
  const [body, setBody] = useState(review.reply?.body ?? '');
  const [error, setError] = useState<string | undefined>();
  const reply = useReplyToReview(vendorId);
  if (!editing) {
    return (
      <div className="flex flex-col gap-2">
        {reply.isSuccess ? <Alert tone="success">{ReviewMessages.replySaved}</Alert> : null}
        <Button variant="secondary" className="self-start" onClick={() => setEditing(true)}>
          {review.reply ? 'Edit your reply' : 'Reply'}
        </Button>
      </div>
    );
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = reviewReplyInputSchema.safeParse({ body });
    if (!parsed.success) {
      setError(fieldErrorsOf(parsed.error.issues).body);
      return;
    }
    reply.mutate({ vendorId, reviewId: review.id, body: parsed.data.body }, { onSuccess: () => setEditing(false) });
  }
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <TextAreaField
        label={`Your public reply to “${review.title}”`}
        value={body}
        error={error}
        onChange={(event) => {
          setBody(event.target.value);
          setError(undefined);
        }}
      />
      {reply.isError ? <Alert>{errorMessage(reply.error, ReviewMessages.fetchFailed)}</Alert> : null}
      <div className="flex gap-3">
        <Button type="submit" disabled={reply.isPending}>
          {reply.isPending ? 'Saving…' : 'Publish reply'}
        </Button>
        <Button variant="ghost" onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
