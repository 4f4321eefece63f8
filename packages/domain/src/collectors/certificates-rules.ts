// Certificates of sale (docs/product/certificates.md, ADR 0049): the state machine, the number, how an
// owner is named, and the canonical form that is signed. Zod-free (ADR 0011).
import { canMove, type Moves, statesBefore } from '../orders/order-lifecycle.ts';

export const CERTIFICATE_STATUSES = ['issued', 'transfer_pending', 'transferred', 'revoked'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

/**
 * A certificate's life. Issued at delivery; its owner may offer it to someone else (transfer pending),
 * who accepts (transferred; it may be offered on again) or not (the offer is cancelled: back to where it
 * was). A refunded return revokes it from any state, and nothing leaves revoked.
 */
export const CERTIFICATE_STATUS_MOVES: Moves<CertificateStatus> = {
  issued: ['transfer_pending', 'revoked'],
  transfer_pending: ['issued', 'transferred', 'revoked'],
  transferred: ['transfer_pending', 'revoked'],
  revoked: [],
};

export type CertificateEvent = 'offer_transfer' | 'cancel_transfer' | 'accept_transfer' | 'revoke';

/** Where an event leads from `status`, or null when the table does not allow it. `owners`: owners so far. */
export function nextCertificateStatus(
  status: CertificateStatus,
  event: CertificateEvent,
  owners: number,
): CertificateStatus | null {
  const to: CertificateStatus =
    event === 'offer_transfer'
      ? 'transfer_pending'
      : event === 'accept_transfer'
        ? 'transferred'
        : event === 'revoke'
          ? 'revoked'
          : owners > 1
            ? 'transferred'
            : 'issued';
  if (event === 'cancel_transfer' && status !== 'transfer_pending') return null;
  if (event === 'accept_transfer' && status !== 'transfer_pending') return null;
  return canMove(CERTIFICATE_STATUS_MOVES, status, to) ? to : null;
}

/** The statuses an event may start from: the guard of the SQL update that makes the move. */
export function certificateStatusesBefore(event: CertificateEvent): CertificateStatus[] {
  if (event === 'cancel_transfer' || event === 'accept_transfer') return ['transfer_pending'];
  return statesBefore(CERTIFICATE_STATUS_MOVES, event === 'revoke' ? 'revoked' : 'transfer_pending');
}

/** Whether the certificate still stands (it was not revoked). */
export const certificateStands = (status: CertificateStatus) => status !== 'revoked';

/** Letters and digits that cannot be mistaken for one another when read aloud or typed from paper. */
const CHECK_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const CERTIFICATE_CHECK_LENGTH = 4;
/** `AM-C-2026-000123-K7QF`: the year of issue, a running number, and a random check against guessing. */
export const CERTIFICATE_NUMBER_PATTERN = /^AM-C-\d{4}-\d{6,}-[A-HJ-NP-Z2-9]{4}$/;

/** The check part from random bytes (one byte per character; 256 is a multiple of 32, so each is equally likely). */
export function certificateCheckOf(randomBytes: Uint8Array): string {
  if (randomBytes.length < CERTIFICATE_CHECK_LENGTH) throw new Error('certificateCheckOf needs 4 random bytes');
  return Array.from(randomBytes.slice(0, CERTIFICATE_CHECK_LENGTH), (byte) => CHECK_ALPHABET[byte % 32]).join('');
}

export function certificateNumber(year: number, sequence: number, check: string): string {
  return `AM-C-${year}-${String(sequence).padStart(6, '0')}-${check}`;
}

/** A number as typed or read from a QR code: trimmed and upper-cased; anything not shaped like one is null. */
export function normaliseCertificateNumber(text: string): string | null {
  const number = text.trim().toUpperCase();
  return CERTIFICATE_NUMBER_PATTERN.test(number) ? number : null;
}

/** The browser page anyone opens to check a certificate (the QR code on the PDF points here). */
export const verifyPathOf = (number: string) => `/verify/${encodeURIComponent(number)}`;
/** Where the mailed link of a transfer leads the new owner. */
export const CERTIFICATE_TRANSFER_PATH = '/certificate-transfers';
export const transferPathOf = (token: string) => `${CERTIFICATE_TRANSFER_PATH}/${encodeURIComponent(token)}`;

/** "A. R.": an owner who did not agree to be named. */
export function ownerInitials(firstName: string, lastName: string): string {
  return [firstName, lastName]
    .map((name) => name.trim().charAt(0).toUpperCase())
    .filter((initial) => initial !== '')
    .map((initial) => `${initial}.`)
    .join(' ');
}

/** How an owner appears on a certificate: the full name only if they agreed, initials otherwise. */
export function ownerShownAs(person: { firstName: string; lastName: string }, showName: boolean): string {
  return showName
    ? `${person.firstName.trim()} ${person.lastName.trim()}`.trim()
    : ownerInitials(person.firstName, person.lastName);
}

export type CanonicalValue =
  | string
  | number
  | boolean
  | null
  | readonly CanonicalValue[]
  | { readonly [key: string]: CanonicalValue };

/**
 * The one text a certificate's signature covers: JSON with no spaces, object keys sorted by UTF-16 code
 * units, strings and numbers as JSON.stringify writes them (RFC 8785, JCS, for the values we sign:
 * strings, integers, booleans, null, arrays and objects). Written down in ADR 0049 so anyone can check.
 */
export function canonicalJson(value: CanonicalValue): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error('canonicalJson: numbers must be finite');
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map((item: CanonicalValue) => canonicalJson(item)).join(',')}]`;
  const object = value as { readonly [key: string]: CanonicalValue };
  const keys = Object.keys(object).sort();
  return `{${keys
    .map((key) => {
      const item = object[key];
      if (item === undefined) throw new Error(`canonicalJson: ${key} is undefined`);
      return `${JSON.stringify(key)}:${canonicalJson(item)}`;
    })
    .join(',')}}`;
}

export const CERTIFICATE_PAYLOAD_TYPE = 'art-market/sale-certificate';
export const OWNERSHIP_PAYLOAD_TYPE = 'art-market/certificate-ownership';

/** What the platform certifies about the sale: signed once, at issue. Sizes in inches. */
export interface CertificateFacts {
  type: typeof CERTIFICATE_PAYLOAD_TYPE;
  version: 1;
  number: string;
  issuedAt: string;
  artwork: {
    title: string;
    artist: string;
    year: number | null;
    medium: string;
    surface: string;
    width: number;
    height: number;
    unit: 'in';
    image: string | null;
  };
  sale: { date: string; orderReference: string };
}

/** One link of the chain of owners: signed when someone becomes the owner, and again if they change how they are named. */
export interface OwnershipFacts {
  type: typeof OWNERSHIP_PAYLOAD_TYPE;
  version: 1;
  certificate: string;
  /** SHA-256 (hex) of the certificate's signed text: this link belongs to exactly that certificate. */
  certificateDigest: string;
  sequence: number;
  owner: string;
  since: string;
  how: 'sale' | 'transfer';
}

/** Transfers are offered to one e-mail address; the note to the new owner is short. */
export const CERTIFICATE_TRANSFER_NOTE_MAX = 500;
