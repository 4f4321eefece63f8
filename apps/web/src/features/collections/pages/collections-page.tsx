import { artworkCountText, CatalogMessages, collectionPath } from '@art-market/domain/rules';
import { Link } from 'react-router';
import { CatalogHeading } from '#web/components/product-listing.tsx';
import { ArtworkImage } from '#web/components/ui/artwork-image.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorPanel } from '#web/components/ui/error-panel.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { usePageMeta } from '#web/components/ui/use-page-meta.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useCollections } from '../api/get-collections.ts';

const LOAD_FAILED = 'Collections could not be loaded.';

/** /collections: every published curated collection, featured first (docs/product/collections.md). */
export function CollectionsPage() {
  usePageMeta('Collections', 'Curated collections of original artworks, chosen by Art Market.');
  const collections = useCollections();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6">
      <CatalogHeading eyebrow="Curated" title="Collections">
        <p className="max-w-2xl text-muted">Works chosen by our curators, gathered around a theme.</p>
      </CatalogHeading>
      {collections.isPending ? <Spinner label={CatalogMessages.loadingProducts} /> : null}
      {collections.isError ? (
        <ErrorPanel message={errorMessage(collections.error, LOAD_FAILED)} onRetry={() => void collections.refetch()} />
      ) : null}
      {collections.data?.length === 0 ? <EmptyState title="No collections yet. Come back soon." /> : null}
      {collections.data && collections.data.length > 0 ? (
        <ul className="grid grid-cols-1 gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
          {collections.data.map((collection) => (
            <li key={collection.slug}>
              <Link to={collectionPath(collection.slug)} className="group flex flex-col gap-2">
                <div className="aspect-4/3 w-full overflow-hidden bg-ink/5">
                  <ArtworkImage
                    url={collection.cover?.url ?? null}
                    width={collection.cover?.width}
                    height={collection.cover?.height}
                    alt=""
                    fit="cover"
                    sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                  />
                </div>
                <h2 className="font-display text-xl group-hover:text-accent">{collection.title}</h2>
                <p className="text-sm text-muted">{artworkCountText(collection.artworkCount)}</p>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
