import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id (the library's default algorithm) at OWASP's minimum recommendation: 19 MiB, two passes, one
 * lane. Nothing here reads the environment: the API tests lower the cost in their own setup file
 * (src/test/cheap-password-hashing.ts), and passwords.test.ts proves a process outside them hashes at this cost.
 */
const PASSWORD_HASH_COST = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_COST);
}

// Verifying against a real hash when the account does not exist keeps the answer time the same,
// so response timing does not reveal which e-mails have accounts.
const missingAccountHash = hashPassword('no account has this password');

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  const known = passwordHash ?? (await missingAccountHash);
  try {
    const matches = await verify(known, password);
    return matches && passwordHash !== undefined;
  } catch {
    return false;
  }
}
