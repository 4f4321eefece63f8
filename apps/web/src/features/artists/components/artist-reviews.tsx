import { ReviewMessages } from '@art-market/domain/copy';
import { useState } from 'react';
import { ReviewList } from '#web/components/reviews/review-list.tsx';
import { RatingSummary } from '#web/components/reviews/star-rating.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ErrorPanel } from '#web/components/ui/error-panel.tsx';
import { useArtistReviews } from '../api/get-artist-reviews.ts';

/** The artist page's reviews: the rating, the reviews newest first with the studio's replies, a page at a time. */
export function ArtistReviews({ artistName }: { artistName: string }) {
  const [page, setPage] = useState(1);
  const reviews = useArtistReviews(artistName, page);
  const data = reviews.data;
  return (
    <section aria-labelledby="artist-reviews-heading" className="flex flex-col gap-3">
      <h2 id="artist-reviews-heading" className="font-display text-2xl">
        Reviews
      </h2>
      {reviews.isError ? <ErrorPanel message={ReviewMessages.fetchFailed} onRetry={() => reviews.refetch()} /> : null}
      {data ? (
        <>
          <RatingSummary rating={data.rating} />
          {data.reviews.length === 0 ? (
            <p className="text-muted">{ReviewMessages.emptyArtistReviews}</p>
          ) : (
            <ReviewList reviews={data.reviews} />
          )}
          {page > 1 || data.rating.count > page * data.pageSize ? (
            <nav aria-label="Review pages" className="flex gap-3">
              <Button variant="secondary" disabled={page === 1} onClick={() => setPage(page - 1)}>
                Newer reviews
              </Button>
              <Button variant="secondary" disabled={data.rating.count <= page * data.pageSize} onClick={() => setPage(page + 1)}>
                Older reviews
              </Button>
            </nav>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
