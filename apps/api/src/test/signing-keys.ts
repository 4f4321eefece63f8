import { generateKeyPairSync } from 'node:crypto';

/** A new Ed25519 key for certificates, as PKCS#8 PEM: what production must be given (CERTIFICATE_SIGNING_KEY). */
export function testSigningKey(): string {
  return generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
}
