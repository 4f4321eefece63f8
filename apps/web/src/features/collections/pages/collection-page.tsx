import { COLLECTIONS_PATH } from '@art-market/domain/rules';
import { useParams } from 'react-router';
import { Breadcrumbs } from '#web/components/catalog-filters/breadcrumbs.tsx';
import { CatalogHeading, ProductListing } from '#web/components/product-listing.tsx';
import { ErrorPanel } from '#web/components/ui/error-panel.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { usePageMeta } from '#web/components/ui/use-page-meta.ts';
import { NotFoundPage } from '#web/features/not-found/pages/not-found-page.tsx';
import { errorMessage, readFailure } from '#web/lib/api-client.ts';
import { useCollection } from '../api/get-collections.ts';

const EMPTY = 'Every work in this collection has found a home. Explore the other collections.';

/**
 * /collections/{slug}: a published collection with the catalogue's filters and sorts, in the curators' order unless
 * the visitor picks another. A draft or unknown slug is the missing page (the server answers it with 404 too).
 */
export function CollectionPage() {
  const slug = useParams().slug ?? '';
  const collection = useCollection(slug);
  usePageMeta(collection.data?.title ?? 'Collection', collection.data?.description || 'A curated collection on Art Market.');
  if (collection.isPending) return <Spinner label="Loading collection..." />;
  if (collection.isError) {
    if (readFailure(collection.error).status === 404) return <NotFoundPage />;
    return (
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <ErrorPanel
          message={errorMessage(collection.error, 'The collection could not be loaded.')}
          onRetry={() => void collection.refetch()}
        />
      </div>
    );
  }
  const { title, description } = collection.data;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6">
      <Breadcrumbs trail={[{ label: 'Collections', to: COLLECTIONS_PATH }, { label: title }]} />
      <CatalogHeading eyebrow="Curated collection" title={title}>
        {description ? <p className="max-w-3xl whitespace-pre-line text-muted">{description}</p> : null}
      </CatalogHeading>
      <ProductListing key={slug} filters={{ collection: slug }} name={title} emptyText={EMPTY} />
    </div>
  );
}
