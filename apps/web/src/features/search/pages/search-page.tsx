import { CatalogMessages } from '@art-market/domain/rules';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { ActiveFilterList } from '#web/components/catalog-filters/active-filter-list.tsx';
import { activeFiltersOf, clearFiltersButWords } from '#web/components/catalog-filters/active-filters.ts';
import { CatalogPagination, PastLastPage } from '#web/components/catalog-filters/catalog-pagination.tsx';
import { FilteredListing } from '#web/components/catalog-filters/filtered-listing.tsx';
import { choicesOf, useCatalogQuery } from '#web/components/catalog-filters/use-catalog-query.ts';
import { ArtworkList } from '#web/components/ui/artwork-list.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { usePageMeta } from '#web/components/ui/use-page-meta.ts';
import { catalogErrorText } from '#web/lib/catalog/catalog-request.ts';
import { hasSearchTerms, type SearchParams, searchRequestParams, useSearchProducts } from '../api/search-products.ts';

/** 'Results for {subcategory}', 'Results in {category}', 'Search Results for: {q}' or 'Search Results'. */
export function searchTitle(params: SearchParams): string {
  if (params.subcategory) return `Results for ${params.subcategory}`;
  if (params.category) return `Results in ${params.category}`;
  if (params.q) return `Search Results for: ${params.q}`;
  return 'Search Results';
}

export function SearchPage() {
  const [searchParams] = useSearchParams();
  const params: SearchParams = {
    q: searchParams.get('q')?.trim() ?? '',
    category: searchParams.get('category')?.trim() ?? '',
    subcategory: searchParams.get('subcategory')?.trim() ?? '',
    artist: searchParams.get('artist')?.trim() ?? '',
  };
  const title = searchTitle(params);
  usePageMeta(title, `${title}: original artworks on Art Market.`);
  const { query, update } = useCatalogQuery();
  const filters = activeFiltersOf(query);
  const search = useSearchProducts(params, choicesOf(query), query.page);
  const request = searchRequestParams(params);
  const top = useRef<HTMLDivElement>(null);
  const cards = search.data?.items ?? [];
  const filterLine = filters.length > 0 ? `Filtered by ${filters.map((filter) => filter.label).join(' · ')}` : null;
  const searching = hasSearchTerms(params);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6">
      <header className="flex flex-col gap-2 border-b border-line pb-6">
        <h1 className="text-3xl sm:text-4xl">{title}</h1>
        <ActiveFilterList
          filters={filters}
          onRemove={(filter) => update(filter.without)}
          onClearAll={() => update(clearFiltersButWords(filters))}
        />
      </header>
      <FilteredListing
        scope={{ query: request.query, category: request.category, subcategory: request.subcategory, artist: request.artist }}
        total={searching ? search.data?.total : undefined}
        busy={search.isPlaceholderData}
        ref={top}
      >
        <ArtworkList
          isPending={searching && search.isPending}
          loadingText="Searching..."
          error={search.isError ? catalogErrorText(search.error, CatalogMessages.searchFailed) : null}
          onRetry={() => void search.refetch()}
          cards={cards}
          label={title}
          footer={
            <CatalogPagination
              total={search.data?.total}
              itemsOnPage={cards.length}
              onNavigate={() => top.current?.scrollIntoView?.()}
            />
          }
          empty={
            query.page > 1 ? (
              <PastLastPage />
            ) : (
              <EmptyState title={CatalogMessages.noResults}>
                <p className="text-sm text-muted">{filterLine ?? 'Type a word in the search box to find artworks.'}</p>
              </EmptyState>
            )
          }
        />
      </FilteredListing>
    </div>
  );
}
