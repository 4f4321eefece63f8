import {
  artworkCountText,
  type CategoryGroup,
  categoryGroupBySlug,
  categoryPath,
  PRICE_RANGE_ITEMS,
  PRODUCT_CATEGORIES,
  type PriceBand,
  titleFromSlug,
} from '@art-market/domain/rules';
import { Link, useParams } from 'react-router';
import { Breadcrumbs } from '#web/components/catalog-filters/breadcrumbs.tsx';
import { useFacets } from '#web/components/catalog-filters/get-facets.ts';
import { CatalogHeading, ProductListing } from '#web/components/product-listing.tsx';
import { usePageMeta } from '#web/components/ui/use-page-meta.ts';

const linkClass = 'inline-flex min-h-11 items-center text-sm text-muted hover:text-accent';

/**
 * /{category} and the group landings (/medium, /art-styles, ...): every work of one group, newest first.
 * A group that is not an artwork category (Price Range) has no works of its own under that name: its page
 * lists every artwork, with each band and how many artworks it holds.
 */
export function CategoryGroupPage() {
  const slug = useParams().category ?? '';
  const group = categoryGroupBySlug(slug);
  const title = group?.name ?? titleFromSlug(slug);
  const isCategory = !group || PRODUCT_CATEGORIES.includes(group);
  usePageMeta(title, `${title}: original artworks from independent artists on Art Market.`);
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6">
      <Breadcrumbs trail={[{ label: title }]} />
      <CatalogHeading eyebrow="Gallery" title={title}>
        {group?.name === 'Price Range' ? <PriceBandLinks /> : group ? <GroupLinks group={group} /> : null}
      </CatalogHeading>
      <ProductListing key={slug} filters={isCategory ? { category: slug } : {}} name={title} />
    </div>
  );
}

function GroupLinks({ group }: { group: CategoryGroup }) {
  return (
    <nav aria-label={`${group.name} collections`}>
      <ul className="flex flex-wrap gap-x-4">
        {group.items.map((item) => (
          <li key={item}>
            <Link to={categoryPath(item)} className={linkClass}>
              {item}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Each price band with the number of artworks in it, as the catalogue counts them. */
function PriceBandLinks() {
  const facets = useFacets({});
  const countOf = (band: PriceBand) => facets.data?.priceBand.find((entry) => entry.value === band)?.count;
  return (
    <nav aria-label="Price Range collections">
      <ul className="flex flex-wrap gap-x-4">
        {(Object.entries(PRICE_RANGE_ITEMS) as [PriceBand, string][]).map(([band, item]) => {
          const count = countOf(band);
          return (
            <li key={band}>
              <Link to={categoryPath(item)} className={linkClass}>
                {item}
                {count === undefined ? null : <span className="ml-1 tabular-nums">({artworkCountText(count)})</span>}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
