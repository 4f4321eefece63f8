import { categoryGroupBySlug, categoryPath, titleFromSlug } from '@art-market/domain/rules';
import { Link, useParams } from 'react-router';
import { Breadcrumbs } from '#web/components/catalog-filters/breadcrumbs.tsx';
import { CatalogHeading, ProductListing } from '#web/components/product-listing.tsx';
import { usePageMeta } from '#web/components/ui/use-page-meta.ts';

/** /{category} and the group landings (/medium, /art-styles, ...): every work of one group, newest first. */
export function CategoryGroupPage() {
  const slug = useParams().category ?? '';
  const title = titleFromSlug(slug);
  const group = categoryGroupBySlug(slug);
  usePageMeta(title, `${title}: original artworks from independent artists on Art Market.`);
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6">
      <Breadcrumbs trail={[{ label: title }]} />
      <CatalogHeading eyebrow="Gallery" title={title}>
        {group ? (
          <nav aria-label={`${group.name} collections`}>
            <ul className="flex flex-wrap gap-x-4">
              {group.items.map((item) => (
                <li key={item}>
                  <Link
                    to={categoryPath(item)}
                    className="inline-flex min-h-11 items-center text-sm text-muted hover:text-accent"
                  >
                    {item}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </CatalogHeading>
      <ProductListing key={slug} filters={{ category: slug }} name={title} />
    </div>
  );
}
