import { CatalogMessages, categoryEmptyText, encodeCatalogQuery } from '@art-market/domain';
import { useMemo } from 'react';
import { catalogErrorText } from '../lib/catalog/catalog-request.ts';
import { type ProductFilters, useProducts } from '../lib/catalog/get-products.ts';
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
  const products = useProducts({ ...choices, ...filters });
  const cards = useMemo(() => products.data?.pages.flatMap((page) => page.items) ?? [], [products.data]);
  const total = products.data?.pages.at(-1)?.total;
  const failed = products.isError || products.isFetchNextPageError;
  return (
    <FilteredListing scope={filters} total={total}>
      <ArtworkList
        isPending={products.isPending}
        error={failed ? catalogErrorText(products.error, CatalogMessages.fetchProducts) : null}
        onRetry={() => void (products.isFetchNextPageError ? products.fetchNextPage() : products.refetch())}
        cards={cards}
        showDescription
        label={label ?? name}
        hasMore={products.hasNextPage && !products.isFetchNextPageError}
        loadingMore={products.isFetchingNextPage}
        onLoadMore={() => void products.fetchNextPage()}
        total={total}
        empty={
          filtered ? (
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
