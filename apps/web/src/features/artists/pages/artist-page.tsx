import { CatalogMessages } from '@art-market/domain';
import { useParams } from 'react-router';
import { Breadcrumbs } from '../../../components/catalog-filters/breadcrumbs.tsx';
import { CatalogHeading, ProductListing } from '../../../components/product-listing.tsx';
import { usePageMeta } from '../../../components/ui/use-page-meta.ts';

/** /artists/{name}: the router hands over the decoded name. */
export function ArtistPage() {
  const artistName = useParams().artistName ?? '';
  const title = `Art by ${artistName}`;
  usePageMeta(title, `Original artworks by ${artistName} on Art Market.`);
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6">
      <Breadcrumbs trail={[{ label: artistName }]} />
      <CatalogHeading eyebrow="Artist" title={title} />
      <ProductListing
        key={artistName}
        filters={{ artist: artistName }}
        name={artistName}
        emptyText={CatalogMessages.artistEmpty}
      />
    </div>
  );
}
