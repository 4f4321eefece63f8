import { ApiError } from '../../../lib/api-client.ts';

/** Storefront section 8: the server's message, else the step's fallback; a network failure has its own text. */
export function resetFailureText(error: unknown, fallback: string, networkFailure: string): string {
  if (error instanceof ApiError && !error.isNetworkFailure) return error.message || fallback;
  return networkFailure;
}
