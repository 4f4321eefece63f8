import { X } from 'lucide-react';
import { useId } from 'react';
import { type ActiveFilter, WORDS_KEY } from './active-filters.ts';

/**
 * "Filtered by" and every active filter as a button that removes it, then "Clear all" when there is more than
 * the search words to clear: the words stay, since they are what was searched for (their own button removes them).
 */
export function ActiveFilterList({
  filters,
  onRemove,
  onClearAll,
}: {
  filters: ActiveFilter[];
  onRemove: (filter: ActiveFilter) => void;
  onClearAll: () => void;
}) {
  const labelId = useId();
  if (filters.length === 0) return null;
  const clearable = filters.some((filter) => filter.key !== WORDS_KEY);
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span id={labelId} className="text-muted">
        Filtered by
      </span>
      <ul aria-labelledby={labelId} className="flex flex-wrap gap-2">
        {filters.map((filter) => (
          <li key={filter.key}>
            <button
              type="button"
              aria-label={`Remove ${filter.label}`}
              onClick={() => onRemove(filter)}
              className="inline-flex min-h-11 items-center gap-1 rounded-sm border border-line px-3 hover:border-accent"
            >
              {filter.label}
              <X aria-hidden="true" className="size-4" />
            </button>
          </li>
        ))}
      </ul>
      {clearable ? (
        <button type="button" onClick={onClearAll} className="min-h-11 px-2 text-accent underline underline-offset-4">
          Clear all
        </button>
      ) : null}
    </div>
  );
}
