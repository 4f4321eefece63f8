import { z } from 'zod';
import { isCalendarDate } from './calendar-date.ts';

/** The console's long lists page on the server: 20 rows by default, at most 100 a page. */
export const ADMIN_LIST_PAGE_SIZE = 20;
export const ADMIN_LIST_PAGE_MAX = 100;

export const AdminListMessages = {
  // The date filters are form fields: their messages name them as the form labels them.
  invalidStartDate: 'Start date must be a date (YYYY-MM-DD)',
  invalidEndDate: 'End date must be a date (YYYY-MM-DD)',
  endBeforeStart: 'End date must not be before the start date',
  invalidPage: 'page must be a whole number of at least 1',
  invalidPageSize: `pageSize must be a whole number from 1 to ${ADMIN_LIST_PAGE_MAX}`,
} as const;

/** A query parameter left empty (`?status=`) means "no filter", not zero. */
const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);

export function optionalCalendarDate(message: string) {
  return z.preprocess(blankAsMissing, z.string().refine(isCalendarDate, message).optional());
}

/** An optional whole number from `min` to `max`, written in a query string. */
export function optionalCode(min: number, max: number, message: string) {
  return z.preprocess(
    blankAsMissing,
    z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).optional(),
  );
}

export const adminListPagingFields = {
  page: z.coerce
    .number({ error: AdminListMessages.invalidPage })
    .int(AdminListMessages.invalidPage)
    .min(1, AdminListMessages.invalidPage)
    .max(100_000, AdminListMessages.invalidPage)
    .default(1),
  pageSize: z.coerce
    .number({ error: AdminListMessages.invalidPageSize })
    .int(AdminListMessages.invalidPageSize)
    .min(1, AdminListMessages.invalidPageSize)
    .max(ADMIN_LIST_PAGE_MAX, AdminListMessages.invalidPageSize)
    .default(ADMIN_LIST_PAGE_SIZE),
};

export const calendarRangeFields = {
  startDate: optionalCalendarDate(AdminListMessages.invalidStartDate),
  endDate: optionalCalendarDate(AdminListMessages.invalidEndDate),
};

/** Calendar dates in ISO form compare as text. */
export function isOrderedRange(range: { startDate?: string | undefined; endDate?: string | undefined }): boolean {
  return !range.startDate || !range.endDate || range.startDate <= range.endDate;
}

/** The answer's total in the X-Total-Count header, as the catalogue does; the body stays the spec's list. */
export const TOTAL_COUNT_HEADER = 'x-total-count';
