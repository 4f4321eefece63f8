import { categoryItemBySlug, titleFromSlug } from '@art-market/domain';
import { useParams } from 'react-router';
import { CatalogHeading, ProductListing } from '../../../components/product-listing.tsx';
import { usePageMeta } from '../../../components/ui/use-page-meta.ts';

/** /category/{slug}: a navigation item; the server applies the artist-type and price-band slugs. */
export function CategoryItemPage() {
  const slug = useParams().slug ?? '';
  const name = categoryItemBySlug(slug) ?? titleFromSlug(slug);
  usePageMeta(name, `${name}: original artworks from independent artists on Art Market.`);
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6">
      <CatalogHeading eyebrow="Collection" title={name} />
      <ProductListing key={slug} filters={{ subcategory: slug }} name={name} />
    </div>
  );
}
