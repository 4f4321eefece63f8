import type { TableSort } from '#web/components/ui/data-table.tsx';

/** The API's sort key ("-createdAt": newest first) as the table's sort, and back. */
export function tableSortOf(sort: string): TableSort {
  return sort.startsWith('-') ? { id: sort.slice(1), desc: true } : { id: sort, desc: false };
}

export function sortKeyOf(sort: TableSort | null, fallback: string): string {
  if (!sort) return fallback;
  return `${sort.desc ? '-' : ''}${sort.id}`;
}

/** A sort key from the address, if the list knows it. */
export function knownSort<S extends string>(value: string, known: readonly S[], fallback: S): S {
  return (known as readonly string[]).includes(value) ? (value as S) : fallback;
}
