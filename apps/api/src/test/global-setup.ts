import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratedPgliteImage, openDatabase } from '#api/db/client.ts';
import { createPostgresDatabase } from './test-databases.ts';

/**
 * Runs the migrations once per test run instead of once per test app: on PGlite into a data folder saved
 * to a temporary file, on PostgreSQL (TEST_DATABASE_URL) into a template database. Each test app's
 * database starts as a copy of it (test-app.ts); both are removed when the run ends.
 */
export default async function prepareMigratedTemplate(project: TestProject): Promise<() => Promise<void>> {
  const server = process.env.TEST_DATABASE_URL;
  if (server) {
    const template = await createPostgresDatabase(server);
    const database = await openDatabase({ url: template.url, dataDir: 'memory://' });
    await database.close();
    project.provide('migratedTemplate', { postgresTemplate: template.name });
    return () => template.drop();
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'art-market-migrated-'));
  const file = path.join(folder, 'pglite-data.tar');
  const image = await migratedPgliteImage();
  await writeFile(file, new Uint8Array(await image.arrayBuffer()));
  project.provide('migratedTemplate', { pgliteImage: file });
  return () => rm(folder, { recursive: true, force: true });
}
