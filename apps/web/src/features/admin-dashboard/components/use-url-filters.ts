import { useSearchParams } from 'react-router';

/**
 * A tab's filters, page and sort kept in the address (so a filtered list can be reloaded or shared),
 * each key prefixed by the tab so the Orders and Customers tabs keep theirs apart.
 * Changing a filter goes back to the first page.
 */
export function useUrlFilters<K extends string>(prefix: string, keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const name = (key: string) => `${prefix}${key[0]?.toUpperCase()}${key.slice(1)}`;
  const values = Object.fromEntries(keys.map((key) => [key, params.get(name(key)) ?? ''])) as Record<K, string>;
  const page = Math.max(1, Number.parseInt(params.get(name('page')) ?? '1', 10) || 1);
  const sort = params.get(name('sort')) ?? '';

  function update(changes: Record<string, string | number>) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === '' || (key === 'page' && value === 1)) next.delete(name(key));
          else next.set(name(key), String(value));
        }
        return next;
      },
      { replace: true },
    );
  }

  return {
    values,
    page,
    sort,
    setFilter: (key: K, value: string) => update({ [key]: value, page: 1 }),
    setPage: (next: number) => update({ page: next }),
    setSort: (next: string) => update({ sort: next, page: 1 }),
  };
}
