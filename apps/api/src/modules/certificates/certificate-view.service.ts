import { CertificateMessages } from '@art-market/domain/copy';
import { certificateStands, normaliseCertificateNumber } from '@art-market/domain/rules';
import { type CertificateFactsView, certificateFactsSchema, type PublicCertificate } from '@art-market/domain/schemas';
import { z } from 'zod';
import type { AppContext } from '#api/context.ts';
import { NotFound } from '#api/errors.ts';
import { digestOf, keyOf, signatureChecks } from './certificate-signature.ts';
import { type CertificateRow, findCertificate, findOwnerships, type OwnershipRow } from './certificates.repository.ts';

export const PUBLIC_KEY_PATH = '/.well-known/art-market-certificate-key';

const ownershipPayloadSchema = z.object({
  certificate: z.string(),
  certificateDigest: z.string(),
  sequence: z.number(),
  owner: z.string(),
  since: z.string(),
  how: z.enum(['sale', 'transfer']),
});

function parsed<T>(schema: z.ZodType<T>, payload: string): T | null {
  try {
    const result = schema.safeParse(JSON.parse(payload));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/** The certified facts as the signed text states them (what the signature is checked against), or null. */
export const factsOf = (payload: string): CertificateFactsView | null => parsed(certificateFactsSchema, payload);

/**
 * Checks a certificate and its chain of owners against the platform's key, on the stored signed texts:
 * every signature must check, and each ownership record must name this certificate's exact text.
 */
export function checkCertificate(ctx: AppContext, certificate: CertificateRow, ownerships: readonly OwnershipRow[]) {
  const key = keyOf(ctx.config);
  const certificateValid = signatureChecks(key, certificate) && factsOf(certificate.payload)?.number === certificate.number;
  const digest = digestOf(certificate.payload);
  const owners = ownerships.map((row) => {
    const facts = parsed(ownershipPayloadSchema, row.payload);
    const valid =
      signatureChecks(key, row) && facts !== null && facts.certificateDigest === digest && facts.sequence === row.sequence;
    return {
      sequence: row.sequence,
      shownAs: facts?.owner ?? '',
      since: facts?.since ?? row.acquiredAt.toISOString(),
      how: facts?.how ?? row.how,
      signatureValid: valid,
    };
  });
  return { certificateValid, owners, signatureValid: certificateValid && owners.every((owner) => owner.signatureValid) };
}

/** GET /api/certificates/{number}: the certificate as anyone may see and check it. */
export async function getPublicCertificate(ctx: AppContext, text: string): Promise<PublicCertificate> {
  const number = normaliseCertificateNumber(text);
  const certificate = number ? await findCertificate(ctx.db, number) : undefined;
  if (!certificate) throw new NotFound(CertificateMessages.notFound);
  const ownerships = await findOwnerships(ctx.db, [certificate.id]);
  const checked = checkCertificate(ctx, certificate, ownerships);
  return {
    number: certificate.number,
    status: certificate.status,
    stands: certificateStands(certificate.status),
    signatureValid: checked.signatureValid,
    facts: factsOf(certificate.payload),
    revokedAt: certificate.revokedAt?.toISOString() ?? null,
    owners: checked.owners,
    verification: {
      algorithm: 'Ed25519',
      keyId: keyOf(ctx.config).keyId,
      publicKeyUrl: `${ctx.config.PUBLIC_URL}${PUBLIC_KEY_PATH}`,
      certificate: { payload: certificate.payload, signature: certificate.signature },
      ownership: ownerships.map((row) => ({ payload: row.payload, signature: row.signature })),
    },
  };
}
