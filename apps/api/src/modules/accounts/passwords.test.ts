import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

const passwordsModule = path.join(import.meta.dirname, 'passwords.ts');

/** hashPassword's result in a separate Node process, which has no vitest setup file, with this process's environment. */
async function hashOutsideTheTests(password: string): Promise<string> {
  const script = `const { hashPassword } = await import(${JSON.stringify(passwordsModule)});
process.stdout.write(await hashPassword(${JSON.stringify(password)}));`;
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    env: { ...process.env, NODE_ENV: 'test' },
  });
  return stdout;
}

describe('password hashing', () => {
  it('hashes with argon2id at 19 MiB, two passes and one lane outside the test setup, NODE_ENV=test included', async () => {
    const hash = await hashOutsideTheTests('monsoon-canvas-7');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    // The tests' verify reads the cost from the hash, so a production hash is checked as in production.
    expect(await verifyPassword(hash, 'monsoon-canvas-7')).toBe(true);
    expect(await verifyPassword(hash, 'monsoon-canvas-8')).toBe(false);
  });

  it('hashes at argon2id lowest cost inside the API tests, which only their setup file chooses', async () => {
    const hash = await hashPassword('monsoon-canvas-7');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
    expect(await verifyPassword(hash, 'monsoon-canvas-7')).toBe(true);
    expect(await verifyPassword(hash, 'monsoon-canvas-8')).toBe(false);
  });

  it('refuses every password for a missing account, after verifying against a real hash', async () => {
    expect(await verifyPassword(undefined, 'no account has this password')).toBe(false);
    expect(await verifyPassword(undefined, 'monsoon-canvas-7')).toBe(false);
  });
});
