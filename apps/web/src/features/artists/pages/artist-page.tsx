import { CatalogMessages } from '@art-market/domain/rules';
import { useParams } from 'react-router';
import { Breadcrumbs } from '#web/components/catalog-filters/breadcrumbs.tsx';
import { CatalogHeading, ProductListing } from '#web/components/product-listing.tsx';
import { FollowArtistButton } from '#web/components/saved/follow-artist-button.tsx';
import { usePageMeta } from '#web/components/ui/use-page-meta.ts';
import { useArtist } from '../api/get-artist.ts';
import { ArtistReviews } from '../components/artist-reviews.tsx';
import { ArtistStudio } from '../components/artist-studio.tsx';

/** /artists/{name}: the router hands over the decoded name. */
export function ArtistPage() {
  const artistName = useParams().artistName ?? '';
  const title = `Art by ${artistName}`;
  usePageMeta(title, `Original artworks by ${artistName} on Art Market.`);
  // The studio's face is an extra: the artworks show whether or not it answers.
  const artist = useArtist(artistName).data;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6">
      <Breadcrumbs trail={[{ label: 'Artists', to: '/artists' }, { label: artistName }]} />
      {artist ? <ArtistStudio artist={artist} /> : null}
      <CatalogHeading eyebrow="Artist" title={title}>
        <FollowArtistButton artistName={artistName} />
      </CatalogHeading>
      <ProductListing
        key={artistName}
        filters={{ artist: artistName }}
        name={artistName}
        emptyText={CatalogMessages.artistEmpty}
      />
      <ArtistReviews key={`reviews:${artistName}`} artistName={artistName} />
    </div>
  );
}
