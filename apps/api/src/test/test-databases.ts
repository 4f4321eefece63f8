import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The migrated database of a test run (global-setup.ts), which every test app's database starts as. */
export interface MigratedTemplate {
  /** Without TEST_DATABASE_URL: a file holding a migrated PGlite data folder. */
  pgliteImage?: string;
  /** With TEST_DATABASE_URL: a migrated database on that server, copied by `create database … template`. */
  postgresTemplate?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    migratedTemplate: MigratedTemplate;
  }
}

/** A new database on the PostgreSQL server at `serverUrl`, empty or a copy of `template`, and how to drop it. */
export async function createPostgresDatabase(serverUrl: string, template?: string) {
  const name = `art_market_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
