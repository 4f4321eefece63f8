import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#api/db/client.ts';
import { admins } from '#api/db/schema.ts';
import { ensureAdmin } from '#api/modules/accounts/admin-accounts.service.ts';
import { verifyPassword } from '#api/modules/accounts/passwords.ts';
import { DEMO_ADMIN, PUBLISHED_DEMO_PASSWORDS, readDemoAccounts } from '#api/modules/demo/demo-accounts.ts';

// The real commands, as separate processes, on the embedded database in a temporary DATA_DIR (ADR 0026).
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
let dataDir: string;

async function run(script: string): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script], {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
      },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const embedded = () => openDatabase({ dataDir: path.join(dataDir, 'pglite') });

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'art-market-retire-'));
  // A database an earlier version seeded: the demo admin with the password its README printed.
  const database = await embedded();
  await ensureAdmin(database.db, { ...DEMO_ADMIN, password: PUBLISHED_DEMO_PASSWORDS.admin });
  await database.close();
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('npm run demo:retire-passwords', () => {
  it('is what a start asks for, and after it the start goes on and the published password is gone', async () => {
    const refused = await run('apps/api/src/scripts/migrate.ts');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`${DEMO_ADMIN.email}.\nStop the server and run \`npm run demo:retire-passwords\``);

    const retired = await run('apps/api/src/scripts/retire-demo-passwords.ts');
    expect(retired.code).toBe(0);
    const generated = readDemoAccounts(dataDir).find((account) => account.email === DEMO_ADMIN.email)?.password ?? '';
    expect(generated).toMatch(/^[\w-]{24}$/);
    expect(retired.stdout).toBe(`Demo admin ${DEMO_ADMIN.email} had the published password; its new one: ${generated}\n`);

    expect((await run('apps/api/src/scripts/migrate.ts')).code).toBe(0);
    const database = await embedded();
    const [admin] = await database.db.select().from(admins).where(eq(admins.email, DEMO_ADMIN.email));
    await database.close();
    expect(await verifyPassword(admin?.passwordHash ?? '', PUBLISHED_DEMO_PASSWORDS.admin)).toBe(false);
    expect(await verifyPassword(admin?.passwordHash ?? '', generated)).toBe(true);
  }, 120_000);
});
