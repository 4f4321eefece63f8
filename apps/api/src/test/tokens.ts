import { createHmac } from 'node:crypto';

type TestAlgorithm = 'HS256' | 'HS512' | 'none';

/** Signs a JWT by hand, to test what the server does with tokens it did not issue as they are. */
export function signTestToken(secret: string, claims: Record<string, unknown>, alg: TestAlgorithm = 'HS256'): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode({ alg, typ: 'JWT' })}.${encode(claims)}`;
  if (alg === 'none') return `${unsigned}.`;
  const hash = alg === 'HS256' ? 'sha256' : 'sha512';
  return `${unsigned}.${createHmac(hash, secret).update(unsigned).digest('base64url')}`;
}

/** The claims of a token, unverified. */
export function readTestClaims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
}
