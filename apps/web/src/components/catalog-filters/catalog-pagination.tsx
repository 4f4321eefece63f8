import { CATALOG_PAGE_SIZE, CatalogMessages, catalogPaging, pageLinks, pageRangeText } from '@art-market/domain/rules';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '../ui/button.tsx';
import { EmptyState } from '../ui/empty-state.tsx';
import { useCatalogQuery } from './use-catalog-query.ts';

const linkClasses = 'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-sm px-3 text-sm hover:text-accent';

/**
 * Numbered pages under a listing: real links to ?page=N (shareable, crawlable, Back returns to the page
 * before), Previous and Next, and where the reader is in the whole ("Showing 25–48 of 60"). Past the
 * count's cap the numbers end in a gap and Next carries on while pages come back full.
 */
export function CatalogPagination({
  total,
  itemsOnPage,
  onNavigate,
}: {
  /** X-Total-Count: exact up to the cap, cap + 1 past it; undefined when the server did not say. */
  total: number | undefined;
  itemsOnPage: number;
  /** Called when a page link is followed (the listing scrolls back to its top). */
  onNavigate?: () => void;
}) {
  const { query, searchOf } = useCatalogQuery();
  const { page } = query;
  // Without a count, a full page may have a successor: the same rule as past the cap.
  const counted = total ?? (page - 1) * CATALOG_PAGE_SIZE + itemsOnPage + (itemsOnPage === CATALOG_PAGE_SIZE ? 1 : 0);
  const paging = catalogPaging(counted, page, CATALOG_PAGE_SIZE, itemsOnPage);
  if (page === 1 && !paging.hasNext) return null;
  const to = (target: number) => ({ search: searchOf({ page: target }) });
  return (
    <nav aria-label="Pages" className="flex flex-col items-center gap-3">
      <p className="text-sm text-muted tabular-nums">
        {total === undefined ? `Page ${page}` : pageRangeText(page, CATALOG_PAGE_SIZE, itemsOnPage, total)}
      </p>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {page > 1 ? (
          <li>
            <Link to={to(page - 1)} onClick={onNavigate} className={linkClasses} rel="prev">
              <ChevronLeft aria-hidden="true" className="size-4" />
              Previous
            </Link>
          </li>
        ) : null}
        {pageLinks(page, paging.lastPage).map((link, index) =>
          link === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-2 text-muted">
              …
            </li>
          ) : (
            <li key={link}>
              <Link
                to={to(link)}
                onClick={onNavigate}
                aria-label={`Page ${link}`}
                aria-current={link === page ? 'page' : undefined}
                className={link === page ? `${linkClasses} border border-ink font-medium` : linkClasses}
              >
                {link}
              </Link>
            </li>
          ),
        )}
        {paging.openEnded ? (
          <li aria-hidden="true" className="px-2 text-muted">
            …
          </li>
        ) : null}
        {paging.hasNext ? (
          <li>
            <Link to={to(page + 1)} onClick={onNavigate} className={linkClasses} rel="next">
              Next
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** A page number past the last page (an old link, a shrunken list): say so and link the first page. */
export function PastLastPage() {
  const { searchOf } = useCatalogQuery();
  return (
    <EmptyState title={CatalogMessages.pastLastPage}>
      <ButtonLink to={{ search: searchOf({ page: 1 }) }} variant="secondary">
        Go to the first page
      </ButtonLink>
    </EmptyState>
  );
}
