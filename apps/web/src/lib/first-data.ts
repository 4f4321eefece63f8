import { FIRST_DATA_ELEMENT_ID, type FirstAnswer, type FirstData } from '@art-market/domain/rules';
import { writeBrowserFlag } from './browser-flag.ts';
import { cachedWebPSupport, SUPPORTS_WEBP_KEY } from './image-url.ts';

/**
 * ADR 0009: the server puts a storefront page's first API answer into the HTML it sends (a JSON script,
 * never executed). Each answer is taken once, for its exact API path, within the first half minute (the
 * queries' stale time); after that, or for any other path, the app asks the API as usual.
 */
const FRESH_MS = 30_000;

let loaded: { at: number; answers: Map<string, FirstAnswer> } | undefined;

function firstData(): { at: number; answers: Map<string, FirstAnswer> } {
  if (loaded) return loaded;
  loaded = { at: Date.now(), answers: new Map() };
  const element = typeof document === 'undefined' ? null : document.getElementById(FIRST_DATA_ELEMENT_ID);
  if (!element?.textContent) return loaded;
  try {
    const data = JSON.parse(element.textContent) as Partial<FirstData>;
    for (const answer of Array.isArray(data.answers) ? data.answers : []) {
      if (typeof answer?.path === 'string') loaded.answers.set(answer.path, answer);
    }
    // The browser said it accepts WebP (its Accept header): skip the probe's first round of original files.
    if (data.webp === true && cachedWebPSupport() === null) writeBrowserFlag(SUPPORTS_WEBP_KEY, true);
  } catch {
    // A page without usable first data simply fetches.
  }
  return loaded;
}

/** Reads the injected data once, at start (before the first render), so the WebP hint is in place. */
export function loadFirstData(): void {
  firstData();
}

/** The injected answer for this API path, once; undefined when there is none or it is too old. */
export function takeFirstAnswer(path: string): FirstAnswer | undefined {
  const data = firstData();
  const answer = data.answers.get(path);
  if (!answer) return undefined;
  data.answers.delete(path);
  return Date.now() - data.at <= FRESH_MS ? answer : undefined;
}

/**
 * The injected answer of a listing (its API path is a catalogue query, `/Product?...`), once. The server injects
 * a page's own answer only, so on a listing page it is that page's first page of cards (ADR 0011).
 */
export function takeFirstListAnswer(): FirstAnswer | undefined {
  const path = [...firstData().answers.keys()].find((candidate) => candidate.startsWith('/Product?'));
  return path === undefined ? undefined : takeFirstAnswer(path);
}

/** The injected answer as the Response a fetch would have given. */
export function firstAnswerResponse(answer: FirstAnswer): Response {
  const headers: Record<string, string> = { 'Content-Type': 'application/json; charset=utf-8' };
  if (answer.total !== undefined) headers['X-Total-Count'] = String(answer.total);
  return new Response(JSON.stringify(answer.body), { status: 200, headers });
}

/** For tests: forget what was read, so the next call reads the page again. */
export function resetFirstData(): void {
  loaded = undefined;
}
