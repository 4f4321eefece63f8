import { z } from 'zod';
import { isCalendarDate } from '../common/calendar-date.ts';
import { AdminListMessages } from './admin-lists-copy.ts';
import { ADMIN_LIST_PAGE_MAX, ADMIN_LIST_PAGE_SIZE } from './admin-lists-rules.ts';

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
