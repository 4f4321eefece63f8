import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';

let t: TestApp;
const INDEX = '<!doctype html><html><head><title>Art Market</title></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  const distDir = path.join(tmpdir(), `art-market-missing-collection-${Date.now()}`);
  await mkdir(distDir, { recursive: true });
  await writeFile(path.join(distDir, 'index.html'), INDEX);
  t = await createTestApp({ WEB_DIST_DIR: distDir });
});
afterAll(() => t.close());

const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('a collection address the catalogue does not know', () => {
  it.each(['/category/no-such-collection', '/Category/no-such-collection', '/medium/no-such-collection'])(
    'answers %s with the app (which shows its 404 page) and the status 404, with no listing inside',
    async (url) => {
      const response = await page(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('id="first-data"');
    },
  );

  it.each(['/category/nature', '/category/luxury', '/category/featured-artists', '/themes/nature', '/medium', '/no-such-page'])(
    'leaves %s a 200 page',
    async (url) => {
      expect((await page(url)).statusCode).toBe(200);
    },
  );
});
