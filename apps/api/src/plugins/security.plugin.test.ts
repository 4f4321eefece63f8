import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { isCspSource } from './security.plugin.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('security headers', () => {
  it('are Helmet’s full set on every answer, errors included', async () => {
    for (const url of ['/api/health', '/api/no-such-thing']) {
      const { headers } = await t.app.inject({ method: 'GET', url });
      expect(headers).toMatchObject({
        'content-security-policy':
          "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;font-src 'self' data:;connect-src 'self';form-action 'self' http://localhost:5145;frame-ancestors 'none';object-src 'none';base-uri 'self'",
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'origin-agent-cluster': '?1',
        'referrer-policy': 'no-referrer',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'x-content-type-options': 'nosniff',
        'x-dns-prefetch-control': 'off',
        'x-download-options': 'noopen',
        'x-frame-options': 'DENY',
        'x-permitted-cross-domain-policies': 'none',
        'x-xss-protection': '0',
      });
      expect(headers['cross-origin-embedder-policy']).toBeUndefined();
    }
  });

  it('leave a route its own CSP (Swagger UI)', async () => {
    const { headers } = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(headers['content-security-policy']).toContain('validator.swagger.io');
    expect(headers['x-frame-options']).toBe('DENY');
  });
});

/** CSP Level 3's source grammar, written out again here so the test does not trust the code it checks. */
const CSP_SOURCE =
  /^(?:'[a-z-]+'|[a-z][a-z0-9+.-]*:|(?:[a-z][a-z0-9+.-]*:\/\/)?(?:\*|(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(?:\d+|\*))?)$/i;

describe("the sandbox pages' CSP (issue 28: six CSP errors per page)", () => {
  it('names only sources a browser accepts, IP v6 addresses left out, on every address the server listens', async () => {
    for (const HOST of ['::', '::1', '0.0.0.0']) {
      const app = await createTestApp({ HOST });
      try {
        const { headers } = await app.app.inject({ method: 'GET', url: '/sandbox/paypal/checkoutnow?token=nothing' });
        const policy = String(headers['content-security-policy']);
        const formAction = policy.split(';').find((directive) => directive.startsWith('form-action '));
        const sources = formAction?.split(' ').slice(1) ?? [];
        expect(sources).toContain('http://localhost:*');
        expect(sources).toContain('http://127.0.0.1:*');
        expect(sources.filter((source) => !CSP_SOURCE.test(source))).toEqual([]);
        expect(policy).not.toContain('[');
      } finally {
        await app.close();
      }
    }
  });

  it('tells valid sources from those Chromium logs as invalid', () => {
    for (const source of ["'self'", 'data:', 'http://localhost:*', 'https://*.payu.in', 'https://secure.payu.in:443/_payment']) {
      expect(isCspSource(source)).toBe(true);
    }
    for (const source of ['http://[::1]:*', 'https://[fe80::1]:*', 'http://fe80::1:*', 'http://host:port', "'selfish'", '']) {
      expect(isCspSource(source)).toBe(false);
    }
  });
});
