import { artworkCountText, CATALOG_SORT_LABELS, type CatalogSort, sortOf } from '@art-market/domain/rules';
import type { CatalogQuery } from '@art-market/domain/schemas';
import { type ReactNode, type Ref, useEffect, useId, useState } from 'react';
import { afterFirstPaint } from '#web/lib/after-first-paint.ts';
import { Button } from '../ui/button.tsx';
import { Modal } from '../ui/modal.tsx';
import { CatalogFilterPanel } from './catalog-filter-panel.tsx';
import { useFacets } from './get-facets.ts';
import { loadCatalogSchemas } from './load-catalog-schemas.ts';
import { choicesOf, useCatalogQuery } from './use-catalog-query.ts';

/**
 * A listing with its sort, result count and filter panel (a sheet on phones). The page's scope
 * (category, subcategory, artist, search words) comes from its path; the choices from the URL query.
 */
export function FilteredListing({
  scope,
  total,
  busy = false,
  ref,
  children,
}: {
  scope: Partial<CatalogQuery>;
  total: number | undefined;
  /** Another page or choice is loading while the previous results stay on screen. */
  busy?: boolean;
  ref?: Ref<HTMLDivElement>;
  children: ReactNode;
}) {
  const { query, update } = useCatalogQuery();
  const facets = useFacets({ ...choicesOf(query), ...scope });
  // A choice puts values into the URL, which is read with the catalogue's schema: it loads once the page has
  // painted, so a choice does not wait for it (ADR 0012).
  useEffect(() => {
    void afterFirstPaint().then(loadCatalogSchemas);
  }, []);
  const [sheetOpen, setSheetOpen] = useState(false);
  const sortId = useId();
  const hasWords = Boolean(scope.query?.trim());
  // Relevance needs words to rank by; the curated order exists only in a curated collection.
  const sorts = (Object.keys(CATALOG_SORT_LABELS) as CatalogSort[]).filter(
    (sort) => (sort !== 'relevance' || hasWords) && (sort !== 'curated' || Boolean(scope.collection)),
  );
  const panel = <CatalogFilterPanel query={query} facets={facets.data} onChange={(changes) => update(changes)} />;
  return (
    <div ref={ref} className="grid gap-8 lg:grid-cols-[16rem_1fr]">
      <aside aria-label="Filters" className="hidden lg:block">
        {panel}
      </aside>
      <div className="flex min-w-0 flex-col gap-6">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <p role="status" className="text-sm text-muted">
            {total === undefined ? '' : artworkCountText(total)}
          </p>
          <div className="flex items-center gap-3">
            <Button variant="secondary" className="lg:hidden" onClick={() => setSheetOpen(true)}>
              Filters
            </Button>
            <label htmlFor={sortId} className="text-sm">
              Sort by
            </label>
            <select
              id={sortId}
              value={sortOf({ ...scope, sort: query.sort })}
              onChange={(event) => update({ sort: event.target.value as CatalogSort })}
              className="min-h-11 rounded-sm border border-line bg-paper px-2 text-sm"
            >
              {sorts.map((sort) => (
                <option key={sort} value={sort}>
                  {CATALOG_SORT_LABELS[sort]}
                </option>
              ))}
            </select>
          </div>
        </div>
        {/* While the next page loads the previous one stays, at full contrast (dimmed, its muted text failed WCAG's
            4.5:1); a bar above it says it is about to change. */}
        <div aria-busy={busy} className="relative">
          {busy ? <div aria-hidden="true" className="absolute inset-x-0 -top-2 h-0.5 animate-pulse rounded bg-accent" /> : null}
          {/* The cards' titles are h3 (as under the home page's sections): keep the outline in order. */}
          <h2 className="sr-only">Artworks</h2>
          {children}
        </div>
      </div>
      <Modal open={sheetOpen} onOpenChange={setSheetOpen} title="Filters">
        <div className="flex flex-col gap-6">
          {panel}
          <Button onClick={() => setSheetOpen(false)}>Apply: show {artworkCountText(facets.data?.total ?? total ?? 0)}</Button>
        </div>
      </Modal>
    </div>
  );
}
