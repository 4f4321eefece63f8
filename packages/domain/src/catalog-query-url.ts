import { type CatalogQuery, searchQuerySchema } from './catalog-query.ts';
import { DEFAULT_PAGE_SIZE } from './storefront.ts';

type Field = Exclude<keyof typeof searchQuerySchema.shape, 'query'>;
const FIELDS = Object.keys(searchQuerySchema.shape).filter((key) => key !== 'query') as Field[];
const LIST_FIELDS = new Set<Field>(['artistType', 'medium', 'style', 'orientation', 'size']);
/** The browser's URL names the words `q` (storefront route table); the API names them `query`. */
export type TextKey = 'q' | 'query';
/** What a URLSearchParams offers (the domain has no DOM or Node types). */
export interface SearchParamsReader {
  get(key: string): string | null;
  getAll(key: string): string[];
}

/**
 * A listing's URL query as a catalogue query. Lenient where the API is strict: a hand-edited link
 * with one bad value still shows the page, without that value.
 */
export function decodeCatalogQuery(params: SearchParamsReader, textKey: TextKey = 'q'): CatalogQuery {
  const query: Record<string, unknown> = {};
  for (const field of FIELDS) {
    const raw = LIST_FIELDS.has(field) ? params.getAll(field) : (params.get(field) ?? undefined);
    if (raw === undefined || (Array.isArray(raw) && raw.length === 0)) continue;
    const parsed = searchQuerySchema.shape[field].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) query[field] = parsed.data;
  }
  const words = params.get(textKey)?.trim();
  if (words) query.query = words;
  const decoded = { page: 1, pageSize: DEFAULT_PAGE_SIZE, ...query } as CatalogQuery;
  if (decoded.minPrice !== undefined && decoded.maxPrice !== undefined && decoded.minPrice > decoded.maxPrice) {
    delete decoded.maxPrice;
  }
  return decoded;
}

/**
 * A catalogue query as URL parameters (`new URLSearchParams(entries)`) in one fixed order, leaving out what is unset and the
 * defaults (first page, default page size) unless `paging` asks for them (the API calls do).
 */
export function encodeCatalogQuery(
  query: Partial<CatalogQuery>,
  { textKey = 'q', paging = false }: { textKey?: TextKey; paging?: boolean } = {},
): [string, string][] {
  const params: [string, string][] = [];
  if (query.query?.trim()) params.push([textKey, query.query.trim()]);
  for (const field of FIELDS) {
    const value = query[field];
    if (value === undefined || value === null || value === '') continue;
    if (!paging && field === 'page' && value === 1) continue;
    if (!paging && field === 'pageSize' && value === DEFAULT_PAGE_SIZE) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.push([field, String(item)]);
  }
  return params;
}
