/** The console's long lists page on the server: 20 rows by default, at most 100 a page. */
export const ADMIN_LIST_PAGE_SIZE = 20;
export const ADMIN_LIST_PAGE_MAX = 100;

/** Calendar dates in ISO form compare as text. */
export function isOrderedRange(range: { startDate?: string | undefined; endDate?: string | undefined }): boolean {
  return !range.startDate || !range.endDate || range.startDate <= range.endDate;
}

/** The answer's total in the X-Total-Count header, as the catalogue does; the body stays the spec's list. */
export const TOTAL_COUNT_HEADER = 'x-total-count';
