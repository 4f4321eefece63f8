import type { Database } from '#api/db/client.ts';
import { closePendingTransfer, lockStandingCertificatesOfItems, moveCertificate } from './certificates.repository.ts';

/** Why a certificate stopped standing; the verify page says it in words (CertificateMessages.revokedOn). */
export const REVOKED_BY_RETURN = 'returned_and_refunded';

/**
 * A return of these order items was received and refunded: the sale is undone, so their certificates
 * are revoked as of `now`, whoever owns them by then, and a transfer waiting on one is cancelled. In the
 * caller's transaction; a certificate already revoked stays as it was (the date of the first revocation).
 */
export async function revokeCertificatesOfReturn(tx: Database, orderItemIds: string[], now: Date): Promise<number> {
  let revoked = 0;
  for (const certificate of await lockStandingCertificatesOfItems(tx, orderItemIds)) {
    await closePendingTransfer(tx, certificate.id, { status: 'cancelled', decidedAt: now });
    const moved = await moveCertificate(tx, certificate.id, 'revoke', {
      status: 'revoked',
      revokedAt: now,
      revokedReason: REVOKED_BY_RETURN,
      updatedAt: now,
    });
    if (moved) revoked++;
  }
  return revoked;
}
