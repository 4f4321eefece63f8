import { describe, expect, it } from 'vitest';
import {
  CERTIFICATE_STATUSES,
  type CertificateEvent,
  type CertificateStatus,
  canonicalJson,
  certificateCheckOf,
  certificateNumber,
  certificateStatusesBefore,
  nextCertificateStatus,
  normaliseCertificateNumber,
  ownerInitials,
  ownerShownAs,
} from './certificates-rules.ts';

describe('the certificate state machine', () => {
  it('issued: may be offered for transfer or revoked, nothing else', () => {
    expect(nextCertificateStatus('issued', 'offer_transfer', 1)).toBe('transfer_pending');
    expect(nextCertificateStatus('issued', 'revoke', 1)).toBe('revoked');
    expect(nextCertificateStatus('issued', 'accept_transfer', 1)).toBeNull();
    expect(nextCertificateStatus('issued', 'cancel_transfer', 1)).toBeNull();
  });

  it('transfer pending: accepted becomes transferred; cancelled goes back to where it was', () => {
    expect(nextCertificateStatus('transfer_pending', 'accept_transfer', 1)).toBe('transferred');
    expect(nextCertificateStatus('transfer_pending', 'cancel_transfer', 1)).toBe('issued');
    expect(nextCertificateStatus('transfer_pending', 'cancel_transfer', 2)).toBe('transferred');
    expect(nextCertificateStatus('transfer_pending', 'offer_transfer', 1)).toBeNull();
    expect(nextCertificateStatus('transfer_pending', 'revoke', 2)).toBe('revoked');
  });

  it('transferred: the new owner may offer it on, and a return still revokes it', () => {
    expect(nextCertificateStatus('transferred', 'offer_transfer', 2)).toBe('transfer_pending');
    expect(nextCertificateStatus('transferred', 'revoke', 2)).toBe('revoked');
    expect(nextCertificateStatus('transferred', 'accept_transfer', 2)).toBeNull();
  });

  it('revoked: nothing leaves it', () => {
    const events: CertificateEvent[] = ['offer_transfer', 'cancel_transfer', 'accept_transfer', 'revoke'];
    for (const event of events) expect(nextCertificateStatus('revoked', event, 2)).toBeNull();
  });

  it('the SQL guards allow exactly the moves the table allows', () => {
    const events: CertificateEvent[] = ['offer_transfer', 'cancel_transfer', 'accept_transfer', 'revoke'];
    for (const event of events) {
      const allowed = CERTIFICATE_STATUSES.filter(
        (status: CertificateStatus) => nextCertificateStatus(status, event, 2) !== null,
      );
      expect(certificateStatusesBefore(event).sort()).toEqual([...allowed].sort());
    }
  });
});

describe('certificate numbers', () => {
  it('reads AM-C-year-number-check, with a check of unambiguous characters', () => {
    const check = certificateCheckOf(new Uint8Array([0, 8, 31, 255]));
    expect(check).toBe('AJ99');
    expect(certificateNumber(2026, 123, check)).toBe('AM-C-2026-000123-AJ99');
    expect(certificateNumber(2027, 1_234_567, 'KQ7F')).toBe('AM-C-2027-1234567-KQ7F');
  });

  it('is found however it was typed, and nothing else is taken for one', () => {
    expect(normaliseCertificateNumber(' am-c-2026-000123-kq7f ')).toBe('AM-C-2026-000123-KQ7F');
    expect(normaliseCertificateNumber('AM-C-2026-000123')).toBeNull();
    expect(normaliseCertificateNumber('AM-C-2026-000123-KQ0F')).toBeNull();
    expect(normaliseCertificateNumber("AM-C-2026-000123-KQ7F' or 1=1")).toBeNull();
  });
});

describe('owners on a certificate', () => {
  it('are named only when they agreed, initials otherwise', () => {
    const asha = { firstName: ' asha ', lastName: 'rao' };
    expect(ownerShownAs(asha, true)).toBe('asha rao');
    expect(ownerShownAs(asha, false)).toBe('A. R.');
    expect(ownerInitials('Leela', '')).toBe('L.');
  });
});

describe('the canonical text that is signed', () => {
  it('sorts keys at every depth, keeps array order and writes no spaces', () => {
    const text = canonicalJson({ b: 1, a: { z: [3, 1, { y: null, x: true }], é: 'ü', A: 'q"uote' } });
    expect(text).toBe('{"a":{"A":"q\\"uote","z":[3,1,{"x":true,"y":null}],"é":"ü"},"b":1}');
  });

  it('is the same text whatever order the facts were written in', () => {
    expect(canonicalJson({ title: 'Rain', year: 2024 })).toBe(canonicalJson({ year: 2024, title: 'Rain' }));
  });

  it('refuses what JSON cannot say the same way twice', () => {
    expect(() => canonicalJson({ width: Number.NaN })).toThrow(/finite/);
    expect(() => canonicalJson({ title: undefined as unknown as string })).toThrow(/undefined/);
  });
});
