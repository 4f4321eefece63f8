import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the HTTP contract', () => {
  it('answers the health check', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(response.headers['x-request-id']).toBeDefined();
  });

  it('routes case-insensitively', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/API/Health' })).statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/customer/LOGIN',
      payload: { email: 'x@example.com', password: 'x' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('answers unknown API paths with 404 JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No route for GET /api/no-such-thing' });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Customer/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON' });
  });

  it('answers JSON bodies over 1 MB with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Email/send',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ Message: 'x'.repeat(1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The request body is too large');
  });

  it('sends security headers with a CSP', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('publishes the OpenAPI document with the spec paths', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/Customer/register',
        '/api/vendor/register',
        '/api/AdminAuth/login',
        '/api/Email/send',
        '/api/customer/verify-otp',
      ]),
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });
});

describe('the readiness check', () => {
  it('answers 200 while the database answers, and 503 once it does not', async () => {
    const own = await createTestApp();
    try {
      const ready = await own.app.inject({ method: 'GET', url: '/api/ready' });
      expect({ status: ready.statusCode, body: ready.json() }).toEqual({ status: 200, body: { status: 'ready' } });
      const closeDatabase = own.database.close;
      own.database.close = async () => {}; // closed here, once
      await closeDatabase();
      const unready = await own.app.inject({ method: 'GET', url: '/api/ready' });
      expect({ status: unready.statusCode, body: unready.json() }).toEqual({
        status: 503,
        body: { status: 'database unavailable' },
      });
    } finally {
      await own.close();
    }
  });
});

describe('the API docs in production', () => {
  it('are not served unless API_DOCS=true', async () => {
    const hidden = await createTestApp({ NODE_ENV: 'production' });
    const shown = await createTestApp({ NODE_ENV: 'production', API_DOCS: 'true' });
    try {
      for (const url of ['/api/docs', '/api/docs/json']) {
        expect((await hidden.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
      expect((await shown.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths).toHaveProperty(
        '/api/AdminAuth/login',
      );
    } finally {
      await Promise.all([hidden.close(), shown.close()]);
    }
  });
});

describe('serving the built web app', () => {
  let web: TestApp;
  beforeAll(async () => {
    const distDir = path.join(t.dataDir, 'web-dist');
    await mkdir(path.join(distDir, 'assets'), { recursive: true });
    await writeFile(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    web = await createTestApp({ WEB_DIST_DIR: distDir });
  });
  afterAll(() => web.close());

  it.each(['/', '/vendorlogin', '/Cancellation&RefundPolicy', '/category/indian-art', '/artists/Meera%20Iyer'])(
    'answers index.html for the browser route %s',
    async (url) => {
      const response = await web.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('caches hashed assets for a year', async () => {
    const response = await web.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('still answers unknown API paths with JSON', async () => {
    const response = await web.app.inject({ method: 'GET', url: '/api/missing' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBeDefined();
  });
});
