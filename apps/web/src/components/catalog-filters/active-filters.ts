import { formatUsd } from '@art-market/domain/rules';
import type { CatalogQuery } from '@art-market/domain/schemas';
import { filterValueLabel } from './filter-labels.ts';

// Only the search page lists its filters: this stays out of the listings' first-paint code (ADR 0011).

/** The key of the search words' filter: "Clear all" keeps them. */
export const WORDS_KEY = 'query';

/** One active filter of a listing: what it reads as, and the change that removes it. */
export interface ActiveFilter {
  key: string;
  label: string;
  without: Partial<CatalogQuery>;
}

type ListField = 'medium' | 'style' | 'orientation' | 'size' | 'artistType';
const LIST_FILTERS: [ListField, string][] = [
  ['medium', 'Medium'],
  ['style', 'Style'],
  ['orientation', 'Orientation'],
  ['size', 'Size'],
  ['artistType', 'Artist type'],
];

function priceRangeLabel(min: number | undefined, max: number | undefined): string {
  if (min !== undefined && max !== undefined) return `Price: ${formatUsd(min)} to ${formatUsd(max)}`;
  return min !== undefined ? `Price: from ${formatUsd(min)}` : `Price: up to ${formatUsd(max ?? 0)}`;
}

/** The scope a search URL names (its words, category, subcategory, artist), in the order the title reads them. */
function scopeFilters(query: CatalogQuery): ActiveFilter[] {
  const named: [keyof CatalogQuery, string, string | undefined][] = [
    ['query', 'Search', query.query],
    ['category', 'Category', query.category],
    ['subcategory', 'Subcategory', query.subcategory],
    ['artist', 'Artist', query.artist],
  ];
  return named
    .filter(([, , value]) => value?.trim())
    .map(([field, label, value]) => ({ key: field, label: `${label}: ${value?.trim()}`, without: { [field]: undefined } }));
}

/** The choices of the filter panel, each value of a multi-choice filter on its own. */
function choiceFilters(query: CatalogQuery): ActiveFilter[] {
  const filters: ActiveFilter[] = [];
  if (query.available) filters.push({ key: 'available', label: 'Available only', without: { available: undefined } });
  if (query.priceBand) {
    filters.push({
      key: 'priceBand',
      label: `Price: ${filterValueLabel('priceBand', query.priceBand)}`,
      without: { priceBand: undefined },
    });
  }
  if (query.minPrice !== undefined || query.maxPrice !== undefined) {
    filters.push({
      key: 'price',
      label: priceRangeLabel(query.minPrice, query.maxPrice),
      without: { minPrice: undefined, maxPrice: undefined },
    });
  }
  for (const [field, legend] of LIST_FILTERS) {
    const chosen = (query[field] ?? []) as string[];
    for (const value of chosen) {
      filters.push({
        key: `${field}:${value}`,
        label: `${legend}: ${filterValueLabel(field, value)}`,
        without: { [field]: chosen.filter((other) => other !== value) },
      });
    }
  }
  if (query.framed !== undefined) {
    filters.push({ key: 'framed', label: query.framed ? 'Framed' : 'Unframed', without: { framed: undefined } });
  }
  if (query.shipsTo) {
    filters.push({
      key: 'shipsTo',
      label: `Ships to: ${query.shipsTo === 'domestic' ? 'Domestic' : 'International'}`,
      without: { shipsTo: undefined },
    });
  }
  return filters;
}

/** Every filter a listing's URL has on: the search scope first, then the panel's choices (the sort is not a filter). */
export function activeFiltersOf(query: CatalogQuery): ActiveFilter[] {
  return [...scopeFilters(query), ...choiceFilters(query)];
}

/** The change that clears every active filter but the search words (and keeps the sort). */
export function clearFiltersButWords(filters: ActiveFilter[]): Partial<CatalogQuery> {
  const fields = filters.filter((filter) => filter.key !== WORDS_KEY).flatMap((filter) => Object.keys(filter.without));
  return Object.fromEntries(fields.map((field) => [field, undefined]));
}
