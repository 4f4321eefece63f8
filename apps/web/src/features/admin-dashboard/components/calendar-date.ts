/** A calendar date ("2025-03-04") in the viewer's format, without a time zone shifting it a day. */
export function formatCalendarDate(value: string): string {
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString(undefined, { timeZone: 'UTC' });
}
