import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { productImages, products, vendors } from './db/schema.ts';
import { type PreparedInstance, prepareInstance } from './instance-start.ts';
import { createPostgresDatabase } from './test/test-databases.ts';

const server = process.env.TEST_DATABASE_URL;
const DEMO_ARTWORKS = 60;

/** Every stored file a row names, and the WebP variants an image upload has next to it. */
async function filesTheDatabaseNames(db: Database): Promise<{ uploads: string[]; webp: string[] }> {
  const images = await db.select({ url: productImages.url }).from(productImages);
  const certificates = await db.select({ url: products.certificateUrl }).from(products).where(isNotNull(products.certificateUrl));
  const brands = await db.select({ logo: vendors.logoUrl, banner: vendors.bannerUrl }).from(vendors);
  const named = [...images, ...certificates].map((row) => row.url);
  named.push(...brands.flatMap((row) => [row.logo, row.banner]));
  const uploads = named.filter((url): url is string => !!url?.startsWith('/uploads/')).map((url) => path.basename(url));
  const webp = uploads
    .filter((name) => !name.endsWith('.pdf'))
    .flatMap((name) => {
      const base = name.slice(0, name.lastIndexOf('.'));
      return [`c${base}.webp`, `c${base}-480.webp`];
    });
  return { uploads: uploads.sort(), webp: webp.sort() };
}

const filesIn = (folder: string) => readdir(folder).then((names) => names.sort());

describe.skipIf(!server)('instances started together on one empty PostgreSQL database', () => {
  it('both come up: one migrates and seeds the demo, the other waits and finds it done, with no stray files', async () => {
    const database = await createPostgresDatabase(server as string);
    const dataDir = await mkdtemp(path.join(tmpdir(), 'art-market-two-starts-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      JWT_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: 'http://localhost:5145',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      MAIL_OUTBOX_DIR: path.join(dataDir, 'outbox'),
    });
    const starts = await Promise.allSettled([
      prepareInstance(config, { logger: false }),
      prepareInstance(config, { logger: false }),
    ]);
    const instances = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
    try {
      expect(starts.map((start) => (start.status === 'rejected' ? String(start.reason) : 'up'))).toEqual(['up', 'up']);
      const [first, second] = instances as [PreparedInstance, PreparedInstance];
      await Promise.all(instances.map((instance) => instance.app.ready()));

      const seeded = instances.filter((instance) => instance.notices.some((line) => line.startsWith('Demo catalogue loaded')));
      expect(seeded).toHaveLength(1);
      expect(await first.database.db.$count(products)).toBe(DEMO_ARTWORKS);
      expect(await first.database.db.$count(vendors)).toBe(3);
      for (const instance of instances) {
        expect((await instance.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
        const catalogue = await instance.app.inject({ method: 'GET', url: '/api/Product?pageSize=1' });
        expect(catalogue.headers['x-total-count']).toBe(String(DEMO_ARTWORKS));
      }

      const named = await filesTheDatabaseNames(second.database.db);
      expect(named.uploads.length).toBeGreaterThan(2 * DEMO_ARTWORKS);
      expect(await filesIn(path.join(dataDir, 'uploads'))).toEqual(named.uploads);
      expect(await filesIn(path.join(dataDir, 'webp'))).toEqual(named.webp);
    } finally {
      for (const instance of instances) {
        await instance.app.close();
        await instance.database.close();
      }
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
