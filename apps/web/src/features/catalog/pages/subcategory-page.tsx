import { categoryItemBySlug, titleFromSlug } from '@art-market/domain/rules';
import { Link, useParams } from 'react-router';
import { Breadcrumbs } from '#web/components/catalog-filters/breadcrumbs.tsx';
import { CatalogHeading, ProductListing } from '#web/components/product-listing.tsx';
import { usePageMeta } from '#web/components/ui/use-page-meta.ts';
import { usePrimedListing } from '../api/primed-listing.ts';

/** /{category}/{subcategory}: one item of a group (the server applies the spec's special slugs). */
export function SubcategoryPage() {
  const params = useParams();
  const category = params.category ?? '';
  const subcategory = params.subcategory ?? '';
  const name = categoryItemBySlug(subcategory) ?? titleFromSlug(subcategory);
  usePageMeta(name, `${name}: original artworks from independent artists on Art Market.`);
  const filters = { category, subcategory };
  usePrimedListing(filters);
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6">
      <Breadcrumbs trail={[{ label: titleFromSlug(category), to: `/${category}` }, { label: name }]} />
      <CatalogHeading title={name}>
        <p className="text-sm">
          <Link to={`/${category}`} className="text-muted hover:text-accent">
            {titleFromSlug(category)}
          </Link>
        </p>
      </CatalogHeading>
      <ProductListing key={`${category}/${subcategory}`} filters={filters} name={name} />
    </div>
  );
}
