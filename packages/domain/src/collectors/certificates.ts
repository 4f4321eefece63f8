import { z } from 'zod';
import { emailField } from '../common/validation.ts';
import { CertificateMessages } from './certificates-copy.ts';
import { CERTIFICATE_STATUSES } from './certificates-rules.ts';

/** The owner offers the certificate to a new owner by e-mail. */
export const certificateTransferInputSchema = z.object({
  email: emailField(CertificateMessages.emailInvalid, CertificateMessages.emailRequired),
});
export type CertificateTransferInput = z.input<typeof certificateTransferInputSchema>;

/** Whether an owner's full name shows on the certificate (initials otherwise). */
export const certificateNameChoiceSchema = z.object({ showName: z.boolean() });
export type CertificateNameChoice = z.infer<typeof certificateNameChoiceSchema>;

export const certificateStatusSchema = z.enum(CERTIFICATE_STATUSES);

/** The certified facts, as read from the signed text (sizes in inches). */
export const certificateFactsSchema = z.object({
  number: z.string(),
  issuedAt: z.string(),
  artwork: z.object({
    title: z.string(),
    artist: z.string(),
    year: z.number().nullable(),
    medium: z.string(),
    surface: z.string(),
    width: z.number(),
    height: z.number(),
    unit: z.literal('in'),
    image: z.string().nullable(),
  }),
  sale: z.object({ date: z.string(), orderReference: z.string() }),
});
export type CertificateFactsView = z.infer<typeof certificateFactsSchema>;

/** One owner in the chain, oldest first: named only if they agreed. */
export const certificateOwnerSchema = z.object({
  sequence: z.number().int(),
  shownAs: z.string(),
  since: z.string(),
  how: z.enum(['sale', 'transfer']),
  signatureValid: z.boolean(),
});
export type CertificateOwner = z.infer<typeof certificateOwnerSchema>;

const signedTextSchema = z.object({ payload: z.string(), signature: z.string() });

/** GET /api/certificates/{number}: what anyone sees, and what they need to check it themselves. */
export const publicCertificateSchema = z.object({
  number: z.string(),
  status: certificateStatusSchema,
  stands: z.boolean(),
  /** The certificate's and every ownership record's signatures check against the platform's key. */
  signatureValid: z.boolean(),
  /** Null when the stored text is no longer a certificate at all. */
  facts: certificateFactsSchema.nullable(),
  revokedAt: z.string().nullable(),
  owners: z.array(certificateOwnerSchema),
  verification: z.object({
    algorithm: z.literal('Ed25519'),
    keyId: z.string(),
    publicKeyUrl: z.string(),
    certificate: signedTextSchema,
    ownership: z.array(signedTextSchema),
  }),
});
export type PublicCertificate = z.infer<typeof publicCertificateSchema>;

/** A certificate in the collector's dashboard: one they own, or owned before. */
export const collectorCertificateSchema = z.object({
  number: z.string(),
  status: certificateStatusSchema,
  title: z.string(),
  artist: z.string(),
  image: z.string().nullable(),
  saleDate: z.string(),
  orderReference: z.string(),
  isOwner: z.boolean(),
  /** How the caller appears on it, and whether by name. */
  showName: z.boolean(),
  shownAs: z.string(),
  pendingTransfer: z.object({ email: z.string(), offeredAt: z.string() }).nullable(),
  revokedAt: z.string().nullable(),
});
export type CollectorCertificate = z.infer<typeof collectorCertificateSchema>;

/** What the mailed link shows the person it was sent to before they accept. */
export const certificateTransferViewSchema = z.object({
  number: z.string(),
  title: z.string(),
  artist: z.string(),
  image: z.string().nullable(),
  fromOwner: z.string(),
  email: z.string(),
  status: z.enum(['pending', 'accepted', 'cancelled']),
  /** The signed-in collector's e-mail is the one the transfer was sent to. */
  emailMatches: z.boolean(),
});
export type CertificateTransferView = z.infer<typeof certificateTransferViewSchema>;
