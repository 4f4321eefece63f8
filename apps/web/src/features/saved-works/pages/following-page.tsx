import { SavedWorksMessages } from '@art-market/domain/copy';
import type { FollowedArtist } from '@art-market/domain/schemas';
import { Link } from 'react-router';
import { FollowArtistButton } from '#web/components/saved/follow-artist-button.tsx';
import { ArtworkImage, artworkAlt } from '#web/components/ui/artwork-image.tsx';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorPanel } from '#web/components/ui/error-panel.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useFollowedArtists } from '../api/get-followed-artists.ts';
import { CollectorPage } from '../components/collector-page.tsx';

const artistPath = (name: string) => `/artists/${encodeURIComponent(name)}`;

/** /following: the artists the collector follows, each with their newest works. */
export function FollowingPage() {
  useDocumentTitle('Following');
  return <CollectorPage title="Following">{(token) => <FollowingList token={token} />}</CollectorPage>;
}

function FollowingList({ token }: { token: string }) {
  const artists = useFollowedArtists(token);
  if (artists.isPending) return <Spinner label="Loading the artists you follow…" />;
  if (artists.isError) {
    return (
      <ErrorPanel message={errorMessage(artists.error, SavedWorksMessages.fetchFollowing)} onRetry={() => artists.refetch()} />
    );
  }
  if (artists.data.length === 0) {
    return (
      <EmptyState title={SavedWorksMessages.noFollowing}>
        <ButtonLink to="/artists" variant="secondary">
          Browse artists
        </ButtonLink>
      </EmptyState>
    );
  }
  return (
    <ul aria-label="Artists you follow" className="flex flex-col gap-10">
      {artists.data.map((artist) => (
        <FollowedArtistItem key={artist.artistName} artist={artist} />
      ))}
    </ul>
  );
}

function FollowedArtistItem({ artist }: { artist: FollowedArtist }) {
  const headingId = `artist-${encodeURIComponent(artist.artistName)}`;
  return (
    <li aria-labelledby={headingId} className="flex flex-col gap-4 border-b border-line pb-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h2 id={headingId} className="text-2xl">
            <Link to={artistPath(artist.artistName)} className="hover:text-accent">
              {artist.artistName}
            </Link>
          </h2>
          <p className="text-sm text-muted">
            {artist.artworkCount === 1 ? '1 artwork' : `${artist.artworkCount} artworks`} on Art Market
          </p>
        </div>
        <FollowArtistButton artistName={artist.artistName} />
      </div>
      {artist.newestWorks.length > 0 ? (
        <ul aria-label={`Newest works by ${artist.artistName}`} className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          {artist.newestWorks.map((work) => (
            <li key={work.id}>
              <Link to={`/product/${work.id}`} className="flex flex-col gap-1 hover:text-accent">
                <ArtworkImage
                  url={work.image?.url}
                  width={work.image?.width}
                  height={work.image?.height}
                  alt={artworkAlt(work.title, artist.artistName)}
                  sizes="12rem"
                />
                <span className="text-sm">
                  {work.title}
                  {work.isSoldOut ? ' (sold)' : ''}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">No works on sale right now.</p>
      )}
    </li>
  );
}
