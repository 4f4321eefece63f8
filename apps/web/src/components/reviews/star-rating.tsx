import { ratingSummaryText } from '@art-market/domain/copy';
import type { ArtistRating } from '@art-market/domain/schemas';
import { Star } from 'lucide-react';

/** Five stars, `rating` of them filled (rounded to the nearest half is not worth the noise: whole stars). */
export function Stars({ rating, label }: { rating: number; label?: string }) {
  const filled = Math.round(rating);
  return (
    <span role="img" aria-label={label ?? `${rating} out of 5 stars`} className="inline-flex gap-0.5 text-accent">
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className="size-4"
          fill={star <= filled ? 'currentColor' : 'none'}
          strokeWidth={1.5}
        />
      ))}
    </span>
  );
}

/** "★★★★☆ 4.3 out of 5 (12 reviews)", or nothing while the artist has no visible review. */
export function RatingSummary({ rating, className = '' }: { rating: ArtistRating | undefined; className?: string }) {
  if (!rating || rating.average === null || rating.count === 0) return null;
  const text = ratingSummaryText(rating.average, rating.count);
  return (
    <p className={`flex flex-wrap items-center gap-2 text-sm ${className}`}>
      <Stars rating={rating.average} label={`Rated ${text}`} />
      <span aria-hidden="true">{text}</span>
    </p>
  );
}
