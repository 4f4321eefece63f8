import { parseServerDate } from '@art-market/domain/rules';

/** An order date in the viewer's locale; a server date without a zone is UTC. */
export function formatOrderDate(value: string, withTime = false): string {
  const date = parseServerDate(value);
  if (Number.isNaN(date.getTime())) return value;
  return withTime
    ? date.toLocaleString(undefined, { dateStyle: 'long', timeStyle: 'short' })
    : date.toLocaleDateString(undefined, { dateStyle: 'medium' });
}
