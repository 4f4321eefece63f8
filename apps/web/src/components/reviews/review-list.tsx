import type { PublicReview } from '@art-market/domain/schemas';
import type { ReactNode } from 'react';
import { formatOrderDate } from '#web/lib/dates.ts';
import { Stars } from './star-rating.tsx';

/**
 * Reviews, newest first, each with the studio's reply. Every text is rendered as text (React escapes it;
 * line breaks are kept by CSS), never as HTML. `actions` adds a control under a review (the studio's reply).
 */
export function ReviewList({ reviews, actions }: { reviews: PublicReview[]; actions?: (review: PublicReview) => ReactNode }) {
  return (
    <ul className="flex flex-col divide-y divide-line">
      {reviews.map((review) => (
        <li key={review.id} className="py-5">
          <article aria-labelledby={`review-${review.id}`} className="flex flex-col gap-2">
            <Stars rating={review.rating} />
            <h3 id={`review-${review.id}`} className="font-medium">
              {review.title}
            </h3>
            <p className="text-sm text-muted">
              {review.reviewerName} · {formatOrderDate(review.createdAt)}
              {review.updatedAt ? ' · edited' : ''}
            </p>
            {review.body ? <p className="whitespace-pre-line">{review.body}</p> : null}
            {review.photoUrl ? (
              <img
                src={review.photoUrl}
                alt={`Sent with ${review.reviewerName}'s review`}
                loading="lazy"
                className="max-h-64 w-auto self-start rounded-sm border border-line"
              />
            ) : null}
            {review.reply ? (
              <div className="mt-2 border-l-2 border-accent bg-white px-4 py-3 text-sm">
                <p className="font-medium">Reply from the artist</p>
                <p className="mt-1 whitespace-pre-line">{review.reply.body}</p>
              </div>
            ) : null}
            {actions?.(review)}
          </article>
        </li>
      ))}
    </ul>
  );
}
