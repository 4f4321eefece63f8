import { ArtistMessages } from '@art-market/domain/copy';
import { Link } from 'react-router';
import { Breadcrumbs } from '#web/components/catalog-filters/breadcrumbs.tsx';
import { CatalogHeading } from '#web/components/product-listing.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorPanel } from '#web/components/ui/error-panel.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { usePageMeta } from '#web/components/ui/use-page-meta.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useArtists } from '../api/get-artists.ts';

const artistPath = (name: string) => `/artists/${encodeURIComponent(name)}`;

/**
 * /artists: every artist with live work, A to Z, each with their studio's logo and where the artist works
 * (their own country, as their artwork pages say; not the gallery's city).
 */
export function ArtistsPage() {
  usePageMeta('Artists', 'The artists whose original work is on Art Market, from A to Z.');
  const artists = useArtists();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6">
      <Breadcrumbs trail={[{ label: 'Artists' }]} />
      <CatalogHeading eyebrow="Browse" title="Artists" />
      {artists.isPending ? (
        <Spinner label="Loading artists…" />
      ) : artists.isError ? (
        <ErrorPanel message={errorMessage(artists.error, ArtistMessages.fetchFailed)} onRetry={() => artists.refetch()} />
      ) : artists.data.length === 0 ? (
        <EmptyState title={ArtistMessages.empty} />
      ) : (
        <ul aria-label="Artists A to Z" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {artists.data.map((artist) => (
            <li key={artist.name}>
              <Link
                to={artistPath(artist.name)}
                className="flex min-h-11 items-center gap-4 border border-line p-4 hover:border-ink"
              >
                {artist.studio.logoUrl ? (
                  <img src={artist.studio.logoUrl} alt="" className="size-12 shrink-0 rounded-full object-cover" />
                ) : (
                  <span
                    aria-hidden="true"
                    className="flex size-12 shrink-0 items-center justify-center rounded-full bg-ink/5 font-display text-lg"
                  >
                    {artist.name.charAt(0)}
                  </span>
                )}
                <span className="flex flex-col">
                  <span className="font-display text-lg">{artist.name}</span>
                  <span className="text-sm text-muted">
                    {[`${artist.artworkCount} ${artist.artworkCount === 1 ? 'artwork' : 'artworks'}`, artist.country]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
