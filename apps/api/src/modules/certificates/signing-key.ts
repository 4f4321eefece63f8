import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Where a start outside production keeps the key it generated when CERTIFICATE_SIGNING_KEY is unset. */
export const GENERATED_KEY_FILE = 'certificate-signing-key.pem';

export const SIGNING_KEY_FORMAT =
  'CERTIFICATE_SIGNING_KEY must be an Ed25519 private key in PKCS#8, as PEM or as the base64 of its DER (openssl genpkey -algorithm ed25519)';

/**
 * The key as PKCS#8 PEM, from either form the variable may take: the PEM text (newlines kept, or written
 * as `\n` by an env file) or the base64 of the DER on one line. Anything but an Ed25519 private key is null.
 */
export function parseSigningKey(text: string): string | null {
  const trimmed = text.trim().replace(/\\n/g, '\n');
  try {
    const key = trimmed.startsWith('-----BEGIN')
      ? createPrivateKey(trimmed)
      : createPrivateKey({ key: Buffer.from(trimmed, 'base64'), format: 'der', type: 'pkcs8' });
    if (key.asymmetricKeyType !== 'ed25519') return null;
    return key.export({ format: 'pem', type: 'pkcs8' }).toString();
  } catch {
    return null;
  }
}

/** Outside production without the variable: a key generated once into DATA_DIR (0600) and kept, so certificates stay checkable. */
export function readOrCreateSigningKey(dataDir: string): string {
  const file = path.join(dataDir, GENERATED_KEY_FILE);
  try {
    const kept = parseSigningKey(readFileSync(file, 'utf8'));
    if (kept) return kept;
  } catch {
    // none yet
  }
  mkdirSync(dataDir, { recursive: true });
  const pem = generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  writeFileSync(file, pem, { mode: 0o600 });
  return pem;
}

export interface SigningKey {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** The first 16 hex digits of the SHA-256 of the public key's DER (SPKI): which key signed. */
  keyId: string;
  publicKeyPem: string;
}

const keys = new Map<string, SigningKey>();

/** The key objects of a configured PEM, made once per process. */
export function signingKeyOf(pem: string): SigningKey {
  let key = keys.get(pem);
  if (!key) {
    const privateKey = createPrivateKey(pem);
    const publicKey = createPublicKey(privateKey);
    const der = publicKey.export({ format: 'der', type: 'spki' });
    key = {
      privateKey,
      publicKey,
      keyId: createHash('sha256').update(der).digest('hex').slice(0, 16),
      publicKeyPem: publicKey.export({ format: 'pem', type: 'spki' }).toString(),
    };
    keys.set(pem, key);
  }
  return key;
}
