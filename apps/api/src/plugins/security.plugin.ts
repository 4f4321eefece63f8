import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

export interface SecurityOptions {
  /** Origins our pages may post forms to besides our own, e.g. PayU's hosted checkout. */
  formActionOrigins?: string[];
  /**
   * The built-in payment sandbox's pages (under this prefix) stand in for a provider's site, which
   * sends the shopper back to the origin she came from: their forms (and the redirects after them)
   * may go to these sources too.
   */
  sandbox?: { prefix: string; returnSources: string[] };
}

/**
 * The headers Helmet sets for these options, in its order. They depend on nothing in the request (no
 * nonces), so they are computed once: @fastify/helmet rebuilt Helmet's middleware on every request.
 */
export function helmetHeaders(options: HelmetOptions): [name: string, value: string][] {
  const headers: [string, string][] = [];
  const response = {
    setHeader: (name: string, value: string) => headers.push([name, value]),
    // X-Powered-By: Node never sets it, Fastify neither.
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Security headers. The CSP is the one the built React app runs under: only our own scripts,
 * styles (inline allowed: Radix injects scroll-lock styles), images, fonts and API calls.
 * Swagger UI's page gets its own relaxed header in docs.plugin.ts. The checkout auto-posts a form
 * to PayU's host (docs/product/orders-and-payments.md#payu), so its origin joins form-action; 'self'
 * covers the built-in sandbox.
 */
export default fp(
  async (app: FastifyInstance, options: SecurityOptions) => {
    const headers = siteHeaders(options.formActionOrigins ?? []);
    const sandbox = options.sandbox;
    const sandboxHeaders = sandbox ? siteHeaders(sandbox.returnSources) : headers;
    // Set on the raw response before the route runs, as Helmet does: a route's own header (the docs' CSP) wins.
    app.addHook('onRequest', (request, reply, done) => {
      const chosen = sandbox && request.url.startsWith(`${sandbox.prefix}/`) ? sandboxHeaders : headers;
      for (const [name, value] of chosen) reply.raw.setHeader(name, value);
      done();
    });
  },
  { name: 'security' },
);

/**
 * A CSP source as CSP Level 3 writes one: a quoted keyword, a scheme (`data:`), or a host source whose
 * host is `*` or dot-separated letters, digits and dashes (optionally `*.` first), with an optional port
 * (digits or `*`) and path. An IP v6 literal (`http://[::1]:*`) is no host source: Chromium logs it as
 * invalid and ignores it, so such an origin cannot be named in a CSP at all.
 */
export function isCspSource(source: string): boolean {
  if (/^'(?:self|none|unsafe-inline|unsafe-eval|strict-dynamic|unsafe-hashes|report-sample|wasm-unsafe-eval)'$/.test(source)) {
    return true;
  }
  if (/^[a-z][a-z0-9+.-]*:$/i.test(source)) return true;
  const host = String.raw`(?:\*|(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.?)`;
  return new RegExp(String.raw`^(?:[a-z][a-z0-9+.-]*://)?${host}(?::(?:\d+|\*))?(?:/[^\s;,]*)?$`, 'i').test(source);
}

function siteHeaders(allowedFormOrigins: string[]) {
  // A source the browser would reject costs a console error on every page and protects nothing.
  const formActionOrigins = allowedFormOrigins.filter(isCspSource);
  return helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        formAction: ["'self'", ...formActionOrigins],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
      },
    },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
}
