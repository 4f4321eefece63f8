import { CatalogMessages, PRODUCT_LIST_TIMEOUT_MS } from '@art-market/domain/rules';
import { ApiError, apiErrorOf, apiFetch, errorMessage, readFailure } from '../api-client.ts';

/** A catalogue call that gave up after 15 s (docs/product/storefront.md#storefront-timings-and-limits). */
export class CatalogTimeoutError extends Error {
  constructor() {
    super(CatalogMessages.timeout);
    this.name = 'CatalogTimeoutError';
  }
}

export interface CatalogPage<T> {
  items: T[];
  /** From the X-Total-Count header; undefined when the server did not send it. */
  total: number | undefined;
}

/** Builds `path?key=value` from the present, non-empty parameters. */
export function withQuery(path: string, params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** GET a public catalogue list (no token) with the 15 s timeout, reading the total from X-Total-Count. */
export async function getCatalogPage<T>(path: string, signal?: AbortSignal): Promise<CatalogPage<T>> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, PRODUCT_LIST_TIMEOUT_MS);
  const abort = () => controller.abort();
  signal?.addEventListener('abort', abort);
  let response: Response;
  try {
    response = await apiFetch(path, { signal: controller.signal });
  } catch (error) {
    throw timedOut ? new CatalogTimeoutError() : error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
  const text = await response.text();
  let payload: unknown;
  try {
    payload = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    throw new ApiError(response.status, response.ok ? CatalogMessages.invalidData : '');
  }
  if (!response.ok) throw apiErrorOf(response.status, payload);
  if (!Array.isArray(payload)) throw new ApiError(response.status, CatalogMessages.invalidData);
  const header = response.headers.get('X-Total-Count');
  const total = header !== null && header !== '' && Number.isFinite(Number(header)) ? Number(header) : undefined;
  return { items: payload as T[], total };
}

/** The text a catalogue screen shows for a failed call (docs/product/storefront.md#storefront-messages). */
export function catalogErrorText(error: unknown, fallback: string): string {
  if (error instanceof CatalogTimeoutError) return CatalogMessages.timeout;
  if (readFailure(error).networkFailure) return CatalogMessages.network;
  return errorMessage(error, fallback);
}
