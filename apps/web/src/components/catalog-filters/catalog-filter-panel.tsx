import { type FacetName, facetCountText } from '@art-market/domain/rules';
import type { CatalogFacets, CatalogQuery } from '@art-market/domain/schemas';
import { type FormEvent, useId } from 'react';
import { filterValueLabel as labelOf } from './filter-labels.ts';

type ListFilter = 'medium' | 'style' | 'orientation' | 'size' | 'artistType';
const countOf = (facets: CatalogFacets | undefined, name: FacetName, value: string) =>
  facets?.[name].find((row) => row.value === value)?.count;
const withCount = (label: string, count: number | undefined) =>
  count === undefined ? label : `${label} (${facetCountText(count)})`;

export interface FilterPanelProps {
  query: CatalogQuery;
  facets: CatalogFacets | undefined;
  onChange: (changes: Partial<CatalogQuery>) => void;
}

/** Checkbox groups with facet counts, the price range, framing, shipping and "Available only". */
export function CatalogFilterPanel({ query, facets, onChange }: FilterPanelProps) {
  const group = (name: ListFilter, legend: string) => {
    const chosen = (query[name] ?? []) as string[];
    const values = [...new Set([...(facets?.[name].map((row) => row.value) ?? []), ...chosen])];
    if (values.length === 0) return null;
    const toggle = (value: string) =>
      onChange({ [name]: chosen.includes(value) ? chosen.filter((item) => item !== value) : [...chosen, value] });
    return (
      <fieldset className="flex flex-col gap-1 border-t border-line pt-4">
        <legend className="text-sm font-semibold">{legend}</legend>
        {values.map((value) => (
          <Choice
            key={value}
            type="checkbox"
            label={withCount(labelOf(name, value), countOf(facets, name, value))}
            checked={chosen.includes(value)}
            onChange={() => toggle(value)}
          />
        ))}
      </fieldset>
    );
  };
  const either = (name: 'framed' | 'shipsTo', legend: string, options: [string, string][]) => {
    const current = query[name] === undefined ? '' : String(query[name]);
    const pick = (value: string) =>
      onChange({ [name]: value === '' ? undefined : name === 'framed' ? value === 'true' : value } as Partial<CatalogQuery>);
    return (
      <fieldset className="flex flex-col gap-1 border-t border-line pt-4">
        <legend className="text-sm font-semibold">{legend}</legend>
        {[['', 'Any'] as [string, string], ...options].map(([value, label]) => (
          <Choice
            key={value || 'any'}
            type="radio"
            name={name}
            label={value ? withCount(label, countOf(facets, name, value)) : label}
            checked={current === value}
            onChange={() => pick(value)}
          />
        ))}
      </fieldset>
    );
  };
  return (
    <div className="flex flex-col gap-4">
      <Choice
        type="checkbox"
        label={withCount('Available only', countOf(facets, 'available', 'true'))}
        checked={query.available === true}
        onChange={() => onChange({ available: query.available ? undefined : true })}
      />
      <PriceRange query={query} onChange={onChange} />
      {group('medium', 'Medium')}
      {group('style', 'Style')}
      {group('orientation', 'Orientation')}
      {group('size', 'Size')}
      {either('framed', 'Framing', [
        ['true', 'Framed'],
        ['false', 'Unframed'],
      ])}
      {group('artistType', 'Artist')}
      {either('shipsTo', 'Ships to', [
        ['domestic', 'Domestic'],
        ['international', 'International'],
      ])}
    </div>
  );
}

function Choice({ label, ...props }: { label: string } & Omit<React.ComponentProps<'input'>, 'className'>) {
  const id = useId();
  return (
    <div className="flex min-h-11 items-center gap-3">
      <input id={id} className="size-5 accent-accent" {...props} />
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
    </div>
  );
}

/** Min and max on the total price, in dollars; applied on submit so typing does not reload the list. */
function PriceRange({ query, onChange }: Pick<FilterPanelProps, 'query' | 'onChange'>) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const read = (key: string) => {
      const value = Number(form.get(key));
      return form.get(key) === '' || !Number.isFinite(value) || value < 0 ? undefined : value;
    };
    let [minPrice, maxPrice] = [read('minPrice'), read('maxPrice')];
    if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
    onChange({ minPrice, maxPrice });
  };
  return (
    <form onSubmit={submit} key={`${query.minPrice}-${query.maxPrice}`} className="border-t border-line pt-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold">Price (USD)</legend>
        <div className="flex items-end gap-2">
          <PriceInput name="minPrice" label="Min price" value={query.minPrice} />
          <PriceInput name="maxPrice" label="Max price" value={query.maxPrice} />
          <button type="submit" className="min-h-11 rounded-sm border border-line px-3 text-sm hover:border-accent">
            Go
          </button>
        </div>
      </fieldset>
    </form>
  );
}

function PriceInput({ name, label, value }: { name: string; label: string; value: number | undefined }) {
  const id = useId();
  return (
    <div className="flex w-24 flex-col gap-1">
      <label htmlFor={id} className="text-xs text-muted">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="number"
        min={0}
        step="any"
        inputMode="decimal"
        defaultValue={value ?? ''}
        className="min-h-11 rounded-sm border border-line px-2"
      />
    </div>
  );
}
