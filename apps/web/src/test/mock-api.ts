import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: Record<string, string>;
  headers: Record<string, string>;
  /** Parsed JSON, the FormData itself, or undefined. */
  body: unknown;
  /** When it was made, by performance.now() (the fake clock in a test that fakes `performance`). */
  at: number;
}

export type Reply =
  | { status?: number; body?: unknown; text?: string; contentType?: string; headers?: Record<string, string> }
  | 'network-error';
/** An answer, or a function giving one; a function may answer later (a promise), to hold a response back. */
export type Responder = Reply | ((call: RecordedCall) => Reply | Promise<Reply>);

/** What the storefront layout asks for on every page (site info, the cart, the bell), whatever the page does. */
const LAYOUT_PATHS = new Set(['/api/site', '/api/Cart', '/api/me/notifications/unread']);
/** A call the page itself made, not the layout around it. */
export const isPageCall = (call: RecordedCall) => !LAYOUT_PATHS.has(call.path);

export const SITE_INFO = { parentCompany: 'Canvas Holdings Pvt Ltd', supportEmail: 'help@artmarket.test' };
/** Two-factor authentication as an account that never set it up sees it. */
export const TWO_FACTOR_OFF = { enabled: false, required: false, recoveryCodesLeft: 0 };

/**
 * Replaces fetch at the network boundary. Keys are "METHOD /api/path"; GET /api/site and the two-factor
 * states (off) answer by default, anything unknown gets a 404 JSON error like the API's.
 */
export function mockApi(routes: Record<string, Responder> = {}) {
  const calls: RecordedCall[] = [];
  const table: Record<string, Responder> = {
    'GET /api/site': { body: SITE_INFO },
    'GET /api/AdminAuth/two-factor': { body: TWO_FACTOR_OFF },
    'GET /api/vendor/two-factor': { body: TWO_FACTOR_OFF },
    ...routes,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    let body: unknown = init.body;
    if (typeof init.body === 'string') body = JSON.parse(init.body);
    const call: RecordedCall = {
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers,
      body,
      at: performance.now(),
    };
    calls.push(call);
    const responder = table[`${method} ${url.pathname}`] ?? { status: 404, body: { message: 'Not found' } };
    const reply = typeof responder === 'function' ? await responder(call) : responder;
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    const text = reply.text ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
    const status = reply.status ?? 200;
    // A 204 or 205 answer has no body at all, as fetch requires.
    return new Response(status === 204 || status === 205 ? null : text, {
      status,
      headers: { 'Content-Type': reply.contentType ?? 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** The calls to one method and path. */
    callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path),
  };
}
