import { CATEGORY_GROUPS, categoryItemBySlug, titleFromSlug } from '@art-market/domain/rules';
import { useParams } from 'react-router';
import { Breadcrumbs } from '#web/components/catalog-filters/breadcrumbs.tsx';
import { CatalogHeading, ProductListing } from '#web/components/product-listing.tsx';
import { usePageMeta } from '#web/components/ui/use-page-meta.ts';
import { usePrimedListing } from '../api/primed-listing.ts';

/** /category/{slug}: a navigation item; the server applies the artist-type and price-band slugs. */
export function CategoryItemPage() {
  const slug = useParams().slug ?? '';
  const name = categoryItemBySlug(slug) ?? titleFromSlug(slug);
  const group = CATEGORY_GROUPS.find((candidate) => candidate.items.includes(name));
  usePageMeta(name, `${name}: original artworks from independent artists on Art Market.`);
  const filters = { subcategory: slug };
  usePrimedListing(filters);
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6">
      <Breadcrumbs trail={[...(group ? [{ label: group.name, to: group.landingPath ?? undefined }] : []), { label: name }]} />
      <CatalogHeading eyebrow="Collection" title={name} />
      <ProductListing key={slug} filters={filters} name={name} />
    </div>
  );
}
