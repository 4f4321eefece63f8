import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';

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
