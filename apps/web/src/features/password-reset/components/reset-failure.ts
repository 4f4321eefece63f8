import { readFailure } from '#web/lib/api-client.ts';

/** The server's message, else the step's fallback; a network failure has its own text. */
export function resetFailureText(error: unknown, fallback: string, networkFailure: string): string {
  const failure = readFailure(error);
  return failure.answered ? failure.message || fallback : networkFailure;
}
