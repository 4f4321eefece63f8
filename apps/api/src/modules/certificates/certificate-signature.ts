import { createHash, sign, verify } from 'node:crypto';
import {
  type CanonicalValue,
  type CertificateFacts,
  canonicalJson,
  OWNERSHIP_PAYLOAD_TYPE,
  type OwnershipFacts,
} from '@art-market/domain/rules';
import { type SigningKey, signingKeyOf } from './signing-key.ts';

/** A payload as stored and published: the canonical text, its Ed25519 signature (base64url) and the key's id. */
export interface SignedText {
  payload: string;
  signature: string;
  keyId: string;
}

export const keyOf = (config: { CERTIFICATE_SIGNING_KEY: string }): SigningKey => signingKeyOf(config.CERTIFICATE_SIGNING_KEY);

/** Signs the canonical form of `facts` (ADR 0049): Ed25519 over its UTF-8 bytes. */
export function signFacts(key: SigningKey, facts: CertificateFacts | OwnershipFacts): SignedText {
  const payload = canonicalJson(facts as unknown as CanonicalValue);
  const signature = sign(null, Buffer.from(payload, 'utf8'), key.privateKey).toString('base64url');
  return { payload, signature, keyId: key.keyId };
}

/** Whether `signature` is this key's over exactly these bytes; a signature by any other key does not check. */
export function signatureChecks(key: SigningKey, signed: SignedText): boolean {
  if (signed.keyId !== key.keyId) return false;
  try {
    return verify(null, Buffer.from(signed.payload, 'utf8'), key.publicKey, Buffer.from(signed.signature, 'base64url'));
  } catch {
    return false;
  }
}

/** SHA-256 of the certificate's signed text, in hex: what binds each ownership record to it. */
export const digestOf = (payload: string) => createHash('sha256').update(payload, 'utf8').digest('hex');

export function ownershipFacts(
  certificate: { number: string; payload: string },
  owner: { sequence: number; shownAs: string; since: Date; how: 'sale' | 'transfer' },
): OwnershipFacts {
  return {
    type: OWNERSHIP_PAYLOAD_TYPE,
    version: 1,
    certificate: certificate.number,
    certificateDigest: digestOf(certificate.payload),
    sequence: owner.sequence,
    owner: owner.shownAs,
    since: owner.since.toISOString(),
    how: owner.how,
  };
}
