import { artistLocation } from '@art-market/domain/rules';
import type { Artist } from '@art-market/domain/schemas';
import { RatingSummary } from '#web/components/reviews/star-rating.tsx';

/** The artist page's header: the studio's banner and logo, with the bio and the place it works from. */
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
          <p className="font-medium">{studio.displayName}</p>
          <RatingSummary rating={artist.rating} />
          {location ? <p className="text-sm text-muted">{location}</p> : null}
          {studio.bio ? <p className="max-w-prose whitespace-pre-line">{studio.bio}</p> : null}
        </div>
      </div>
    </section>
  );
}
