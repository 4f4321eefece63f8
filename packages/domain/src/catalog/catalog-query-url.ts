import { CATALOG_PAGE_SIZE, CATALOG_QUERY_FIELDS, type CatalogQueryField } from './catalog-query.ts';
import type { CatalogQuery } from './catalog-query-schema.ts';

// No zod here (ADR 0011): the storefront's first paint writes listing URLs and reads those that name no field;
// decodeCatalogQuery (catalog-query-schema.ts) checks the fields' values with the schema.

const LIST_FIELDS = new Set<CatalogQueryField>(['artistType', 'medium', 'style', 'orientation', 'size']);
/** The browser's URL names the words `q` (storefront route table); the API names them `query`. */
export type TextKey = 'q' | 'query';
/** What a URLSearchParams offers (the domain has no DOM or Node types). */
export interface SearchParamsReader {
  get(key: string): string | null;
  getAll(key: string): string[];
}

/** The catalogue fields a listing's URL names, each as written (a list field with all its values); not the words. */
export function catalogFieldsInUrl(params: SearchParamsReader): [CatalogQueryField, string | string[]][] {
  const fields: [CatalogQueryField, string | string[]][] = [];
  for (const field of CATALOG_QUERY_FIELDS) {
    const raw = LIST_FIELDS.has(field) ? params.getAll(field) : params.get(field);
    if (raw !== null && !(Array.isArray(raw) && raw.length === 0)) fields.push([field, raw]);
  }
  return fields;
}

/**
 * A listing's URL query without its fields: the defaults and the words. For a URL that names no field (a link's
 * first visit, a search) that is the whole query, read without the schema; decodeCatalogQuery adds the fields.
 */
export function decodeCatalogWords(params: SearchParamsReader, textKey: TextKey = 'q'): CatalogQuery {
  const words = params.get(textKey)?.trim();
  return { page: 1, pageSize: CATALOG_PAGE_SIZE, ...(words ? { query: words } : {}) };
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
  for (const field of CATALOG_QUERY_FIELDS) {
    const value = query[field];
    if (value === undefined || value === null || value === '') continue;
    if (!paging && field === 'page' && value === 1) continue;
    if (!paging && field === 'pageSize' && value === CATALOG_PAGE_SIZE) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.push([field, String(item)]);
  }
  return params;
}
