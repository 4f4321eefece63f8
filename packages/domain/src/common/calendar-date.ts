/** A calendar date as a date input sends it ("2025-03-04"), and one that exists (no 31 February). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * The instants an inclusive range of calendar days covers, in UTC (dates are stored in UTC):
 * from the start of `startDate` up to, not including, the start of the day after `endDate`.
 */
export function calendarRangeBounds(range: { startDate?: string | undefined; endDate?: string | undefined }): {
  from?: Date;
  before?: Date;
} {
  const bounds: { from?: Date; before?: Date } = {};
  if (range.startDate) bounds.from = new Date(`${range.startDate}T00:00:00Z`);
  if (range.endDate) {
    const end = new Date(`${range.endDate}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    bounds.before = end;
  }
  return bounds;
}
