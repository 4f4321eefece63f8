import { type FacetName, PRICE_RANGE_ITEMS, type PriceBand, SIZE_BAND_LABELS, type SizeBand } from '@art-market/domain/rules';

const ORIENTATION_LABELS: Record<string, string> = { portrait: 'Portrait', landscape: 'Landscape', square: 'Square' };

/** How a filter value reads on screen: a size band, an orientation or a price band by its label, others as stored. */
export function filterValueLabel(name: FacetName, value: string): string {
  if (name === 'size') return SIZE_BAND_LABELS[value as SizeBand] ?? value;
  if (name === 'orientation') return ORIENTATION_LABELS[value] ?? value;
  if (name === 'priceBand') return PRICE_RANGE_ITEMS[value as PriceBand] ?? value;
  return value;
}
