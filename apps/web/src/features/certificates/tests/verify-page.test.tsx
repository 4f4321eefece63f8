import { CertificateMessages } from '@art-market/domain/copy';
import type { PublicCertificate } from '@art-market/domain/schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockCatalogApi } from '#web/test/catalog-fixtures.ts';
import { renderApp } from '#web/test/render-app.tsx';

const NUMBER = 'AM-C-2026-000123-KQ7F';
const PATH = `/api/certificates/${NUMBER}`;

function certificate(overrides: Partial<PublicCertificate> = {}): PublicCertificate {
  return {
    number: NUMBER,
    status: 'transferred',
    stands: true,
    signatureValid: true,
    facts: {
      number: NUMBER,
      issuedAt: '2026-03-04T10:00:00.000Z',
      artwork: {
        title: 'Monsoon Window',
        artist: 'Meera Iyer',
        year: 2024,
        medium: 'Oil',
        surface: 'Canvas',
        width: 24,
        height: 36,
        unit: 'in',
        image: 'http://localhost/webp/cmonsoon.webp',
      },
      sale: { date: '2026-03-02', orderReference: 'AM000042' },
    },
    revokedAt: null,
    owners: [
      { sequence: 1, shownAs: 'A. R.', since: '2026-03-04T10:00:00.000Z', how: 'sale', signatureValid: true },
      { sequence: 2, shownAs: 'Leela Varma', since: '2026-04-10T09:00:00.000Z', how: 'transfer', signatureValid: true },
    ],
    verification: {
      algorithm: 'Ed25519',
      keyId: '0123456789abcdef',
      publicKeyUrl: 'http://localhost/.well-known/art-market-certificate-key',
      certificate: { payload: '{"artwork":{}}', signature: 'c2lnbmF0dXJl' },
      ownership: [],
    },
    ...overrides,
  };
}

describe('the verify page', () => {
  it('shows the certified facts, that the signature checks, that it stands, and the owners by date', async () => {
    const api = mockCatalogApi({ [`GET ${PATH}`]: { body: certificate() } });
    renderApp(`/verify/${NUMBER}`);
    expect(await screen.findByText(CertificateMessages.signatureChecks)).toBeTruthy();
    expect(screen.getByText('Verified.')).toBeTruthy();
    expect(screen.getByText(CertificateMessages.stands)).toBeTruthy();
    const facts = screen.getByRole('region', { name: 'Certified facts' });
    expect(within(facts).getByText('Monsoon Window')).toBeTruthy();
    expect(within(facts).getByText('Oil on Canvas')).toBeTruthy();
    expect(within(facts).getByText('AM000042')).toBeTruthy();
    expect(within(facts).getByRole('img', { name: 'Monsoon Window by Meera Iyer' })).toBeTruthy();
    const owners = within(screen.getByRole('list', { name: 'Owners, oldest first' })).getAllByRole('listitem');
    expect(owners.map((owner) => owner.textContent)).toEqual([
      expect.stringContaining('A. R.'),
      expect.stringContaining('Leela Varma'),
    ]);
    expect(owners[1]?.textContent).toContain('by transfer');
    expect(api.callsTo('GET', PATH)).toHaveLength(1);
  });

  it('says plainly when the signature does not check and when the certificate was revoked', async () => {
    mockCatalogApi({
      [`GET ${PATH}`]: {
        body: certificate({ status: 'revoked', stands: false, signatureValid: false, revokedAt: '2026-03-09T12:00:00.000Z' }),
      },
    });
    renderApp(`/verify/${NUMBER}`);
    expect(await screen.findByText(CertificateMessages.signatureFails)).toBeTruthy();
    expect(screen.getByText('Not verified.')).toBeTruthy();
    expect(screen.getByText(/This certificate was revoked on .*2026.*: the sale was undone/)).toBeTruthy();
    expect(screen.queryByText(CertificateMessages.stands)).toBeNull();
  });

  it('answers an unknown number with "Certificate not found"', async () => {
    mockCatalogApi({ [`GET ${PATH}`]: { status: 404, body: { message: CertificateMessages.notFound } } });
    renderApp(`/verify/${NUMBER}`);
    expect(await screen.findByText(CertificateMessages.notFound)).toBeTruthy();
  });
});
