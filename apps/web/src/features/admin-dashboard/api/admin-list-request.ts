import { TOTAL_COUNT_HEADER } from '@art-market/domain/rules';
import { apiErrorOf, apiFetch } from '#web/lib/api-client.ts';
import { clearLogin } from '#web/lib/session.ts';

export interface ListPage<T> {
  rows: T[];
  total: number;
}

/** The query string of a list call: empty filters are left out. */
export function listQuery(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return text;
  }
}

/** A page of a server-paged admin list: the rows in the body, the number of matches in X-Total-Count. */
export async function getListPage<T>(path: string): Promise<ListPage<T>> {
  const response = await apiFetch(path, { role: 'admin' });
  const payload = await readJson(response);
  if (!response.ok) {
    if (response.status === 401) clearLogin('admin');
    throw apiErrorOf(response.status, payload);
  }
  const rows = (payload ?? []) as T[];
  return { rows, total: Number(response.headers.get(TOTAL_COUNT_HEADER) ?? rows.length) };
}
