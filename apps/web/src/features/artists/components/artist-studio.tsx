import { artistLocation } from '@art-market/domain/rules';
import type { Artist } from '@art-market/domain/schemas';
import { RatingSummary } from '#web/components/reviews/star-rating.tsx';

/**
 * The artist page's header: where the artist works (their own country, as their artworks say), then the
 * gallery that represents them, with its banner, logo, bio and its own place, named as the gallery's.
 */
export function ArtistStudio({ artist }: { artist: Artist }) {
  const { studio } = artist;
  const location = artistLocation(studio);
  return (
    <section aria-label={`About ${artist.name}`} className="flex flex-col gap-4">
      {studio.bannerUrl ? (
        <img src={studio.bannerUrl} alt={`${studio.displayName} banner`} className="h-40 w-full object-cover sm:h-56" />
      ) : null}
      <div className="flex items-start gap-4">
        {studio.logoUrl ? (
          <img src={studio.logoUrl} alt={`${studio.displayName} logo`} className="size-16 shrink-0 rounded-full object-cover" />
        ) : null}
        <div className="flex flex-col gap-1">
          {artist.country ? <p>Works in {artist.country}</p> : null}
          <RatingSummary rating={artist.rating} />
          <p>
            Represented by <span className="font-medium">{studio.displayName}</span>
            {location ? <span className="text-sm text-muted"> · gallery in {location}</span> : null}
          </p>
          {studio.bio ? <p className="max-w-prose whitespace-pre-line">{studio.bio}</p> : null}
        </div>
      </div>
    </section>
  );
}
