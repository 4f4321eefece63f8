import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (m=19456 KiB, t=2, p=1), OWASP's minimum recommendation. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Verifying against a real hash when the account does not exist keeps the answer time the same,
// so response timing does not reveal which e-mails have accounts.
const missingAccountHash = hash('no account has this password');

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  const known = passwordHash ?? (await missingAccountHash);
  try {
    const matches = await verify(known, password);
    return matches && passwordHash !== undefined;
  } catch {
    return false;
  }
}
