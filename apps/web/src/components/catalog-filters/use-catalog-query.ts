import { catalogFieldsInUrl, decodeCatalogWords, encodeCatalogQuery } from '@art-market/domain/rules';
import type { CatalogQuery } from '@art-market/domain/schemas';
import { use, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { loadCatalogSchemas } from './load-catalog-schemas.ts';

/** The visitor's choices, kept out of the scope a page sets from its path. */
export type ListingChoices = Omit<CatalogQuery, 'category' | 'subcategory' | 'artist' | 'collection' | 'pageSize'>;

/**
 * A listing's filters, sort and page live in the URL query (shareable, reload-safe, Back restores
 * them). Each change pushes a history entry; a filter change goes back to the first page.
 */
export function useCatalogQuery() {
  const [searchParams, setSearchParams] = useSearchParams();
  // A URL without filters, sort or page (a link's first visit) needs no schema; one with them suspends the listing
  // until the schemas have loaded (ADR 0011).
  const decode = catalogFieldsInUrl(searchParams).length > 0 ? use(loadCatalogSchemas()).decodeCatalogQuery : decodeCatalogWords;
  const query = useMemo(() => decode(searchParams), [decode, searchParams]);
  // The last choices asked for. A change whose URL suspends the listing (the schemas still loading) leaves the
  // previous screen up, with the previous query; a second change made there builds on the first, not on that.
  const latest = useRef(query);
  useLayoutEffect(() => {
    latest.current = query;
  }, [query]);
  const update = (changes: Partial<CatalogQuery>, { keepPage = false } = {}) => {
    const next = { ...latest.current, ...changes, ...(keepPage ? {} : { page: 1 }) };
    latest.current = next;
    setSearchParams(new URLSearchParams(encodeCatalogQuery(next)));
  };
  /** Back to the listing as its link opens it: no filter, default sort, first page. */
  const clear = () => setSearchParams(new URLSearchParams());
  /** The query string of this listing with some choices changed (a page link's target). */
  const searchOf = (changes: Partial<CatalogQuery>) => {
    const params = new URLSearchParams(encodeCatalogQuery({ ...query, ...changes })).toString();
    return params ? `?${params}` : '';
  };
  return { query, update, clear, searchOf };
}

/** The choices that narrow a listing, without the page's own scope or the paging. */
export function choicesOf(query: CatalogQuery): Partial<CatalogQuery> {
  const { category: _c, subcategory: _s, artist: _a, collection: _co, page: _p, pageSize: _ps, ...choices } = query;
  return choices;
}
