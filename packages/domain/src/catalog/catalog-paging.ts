import { formatDecimal } from '../common/money.ts';
import { CATALOG_COUNT_CAP, countText, isCappedCount, MAX_CATALOG_PAGE } from './catalog-query.ts';

// Numbered pages under a catalogue listing (issue 10). The page lives in the URL (?page=3).

export interface CatalogPaging {
  /** The highest page the links offer; with a capped count, more may follow. */
  lastPage: number;
  /** Whether a Next link is offered. */
  hasNext: boolean;
  /** Past the count's cap the number of pages is unknown: the links end in a gap, and Next carries on. */
  openEnded: boolean;
}

/**
 * From the listing's total (exact up to the cap, CATALOG_COUNT_CAP + 1 past it), the current page and
 * how many cards it holds. Past the cap a full page means there may be more, so Next stays offered.
 */
export function catalogPaging(total: number, page: number, pageSize: number, itemsOnPage: number): CatalogPaging {
  if (!isCappedCount(total)) {
    const lastPage = Math.max(1, Math.ceil(total / pageSize));
    return { lastPage, hasNext: page < lastPage, openEnded: false };
  }
  const lastPage = Math.max(Math.ceil(CATALOG_COUNT_CAP / pageSize), page);
  const hasNext = page < MAX_CATALOG_PAGE && (page < lastPage || itemsOnPage === pageSize);
  return { lastPage, hasNext, openEnded: hasNext };
}

export type PageLink = number | 'gap';

/**
 * The page numbers to link: the first, the last, and two either side of the current one, with a gap
 * where numbers are left out (1 … 4 5 6 7 8 … 42). A gap never stands for a single page.
 */
export function pageLinks(current: number, lastPage: number, around = 2): PageLink[] {
  const wanted = new Set([1, lastPage]);
  for (let page = current - around; page <= current + around; page++) {
    if (page >= 1 && page <= lastPage) wanted.add(page);
  }
  const pages = [...wanted].sort((a, b) => a - b);
  const links: PageLink[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous === 2) links.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) links.push('gap');
    links.push(page);
  });
  return links;
}

/** "Showing 25–48 of 1,000+"; past the cap the whole is unknown, so only the range is said. */
export function pageRangeText(page: number, pageSize: number, itemsOnPage: number, total: number): string {
  const first = (page - 1) * pageSize + 1;
  const last = first + itemsOnPage - 1;
  const range = `Showing ${formatDecimal(first)}–${formatDecimal(last)}`;
  return isCappedCount(total) && last > CATALOG_COUNT_CAP ? range : `${range} of ${countText(total)}`;
}
