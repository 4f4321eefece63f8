import { CatalogMessages, categoryEmptyText, encodeCatalogQuery } from '@art-market/domain/rules';
import { useRef } from 'react';
import { catalogErrorText } from '#web/lib/catalog/catalog-request.ts';
import { type ProductFilters, useProducts } from '#web/lib/catalog/get-products.ts';
import { CatalogPagination, PastLastPage } from './catalog-filters/catalog-pagination.tsx';
import { FilteredListing } from './catalog-filters/filtered-listing.tsx';
import { choicesOf, useCatalogQuery } from './catalog-filters/use-catalog-query.ts';
import { ArtworkList } from './ui/artwork-list.tsx';
import { Button, ButtonLink } from './ui/button.tsx';
import { EmptyState } from './ui/empty-state.tsx';

/** One filtered catalogue list with its states; the empty text names the category, or is given. */
export function ProductListing({
  filters,
  name,
  emptyText,
  label,
}: {
  filters: ProductFilters;
  name: string;
  emptyText?: string;
  label?: string;
}) {
  const { query, clear } = useCatalogQuery();
  const choices = choicesOf(query);
  const filtered = encodeCatalogQuery(choices).length > 0;
  const products = useProducts({ ...choices, ...filters }, query.page);
  const top = useRef<HTMLDivElement>(null);
  const cards = products.data?.items ?? [];
  const total = products.data?.total;
  return (
    <FilteredListing scope={filters} total={total} busy={products.isPlaceholderData} ref={top}>
      <ArtworkList
        isPending={products.isPending}
        error={products.isError ? catalogErrorText(products.error, CatalogMessages.fetchProducts) : null}
        onRetry={() => void products.refetch()}
        cards={cards}
        showDescription
        label={label ?? name}
        footer={<CatalogPagination total={total} itemsOnPage={cards.length} onNavigate={() => top.current?.scrollIntoView?.()} />}
        empty={
          query.page > 1 ? (
            <PastLastPage />
          ) : filtered ? (
            <EmptyState title={CatalogMessages.noFilterMatches}>
              <Button variant="secondary" onClick={clear}>
                Clear filters
              </Button>
            </EmptyState>
          ) : (
            <EmptyState title={emptyText ?? categoryEmptyText(name)}>
              <ButtonLink to="/" variant="secondary">
                Back to the home page
              </ButtonLink>
            </EmptyState>
          )
        }
      />
    </FilteredListing>
  );
}

export function CatalogHeading({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: React.ReactNode }) {
  return (
    <header className="flex flex-col gap-2 border-b border-line pb-6">
      {eyebrow ? <p className="text-sm font-medium tracking-widest text-accent uppercase">{eyebrow}</p> : null}
      <h1 className="text-3xl sm:text-4xl">{title}</h1>
      {children}
    </header>
  );
}
