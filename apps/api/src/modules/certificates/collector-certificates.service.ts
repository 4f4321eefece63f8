import { createHash, randomBytes } from 'node:crypto';
import { CERTIFICATE_STATUS_LABELS, CertificateMessages } from '@art-market/domain/copy';
import {
  type CertificateEvent,
  type CertificateStatus,
  nextCertificateStatus,
  normaliseCertificateNumber,
  ownerShownAs,
  transferPathOf,
} from '@art-market/domain/rules';
import type { CertificateTransferView, CollectorCertificate } from '@art-market/domain/schemas';
import type { AppContext } from '#api/context.ts';
import type { Database } from '#api/db/client.ts';
import { withTransaction } from '#api/db/unit-of-work.ts';
import { Conflict, Forbidden, NotFound } from '#api/errors.ts';
import { certificateOfferedMail, certificateTransferredMail } from './certificate.mails.ts';
import { keyOf, ownershipFacts, signFacts } from './certificate-signature.ts';
import { factsOf } from './certificate-view.service.ts';
import {
  type CertificateRow,
  closePendingTransfer,
  findCertificate,
  findCertificateById,
  findCollectorCertificates,
  findCustomer,
  findOwnerships,
  findPendingTransfers,
  findTransferByTokenHash,
  insertOwnership,
  insertTransfer,
  moveCertificate,
  type OwnershipRow,
  type TransferRow,
  updateOwnership,
} from './certificates.repository.ts';

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

function toCollectorCertificate(
  certificate: CertificateRow,
  own: readonly OwnershipRow[],
  customerId: string,
  pending: TransferRow | undefined,
): CollectorCertificate {
  const facts = factsOf(certificate.payload);
  const mine = own.filter((row) => row.customerId === customerId).at(-1);
  const isOwner = certificate.ownerCustomerId === customerId;
  return {
    number: certificate.number,
    status: certificate.status,
    title: facts?.artwork.title ?? '',
    artist: facts?.artwork.artist ?? '',
    image: facts?.artwork.image ?? null,
    saleDate: facts?.sale.date ?? '',
    orderReference: facts?.sale.orderReference ?? '',
    isOwner,
    showName: mine?.showName ?? false,
    shownAs: mine ? (factsOfOwnership(mine) ?? '') : '',
    pendingTransfer: isOwner && pending ? { email: pending.toEmail, offeredAt: pending.createdAt.toISOString() } : null,
    revokedAt: certificate.revokedAt?.toISOString() ?? null,
  };
}

const factsOfOwnership = (row: OwnershipRow): string | null => {
  try {
    return (JSON.parse(row.payload) as { owner?: string }).owner ?? null;
  } catch {
    return null;
  }
};

/** The collector's certificates, those they own and those they passed on, newest first. */
export async function listCollectorCertificates(ctx: AppContext, customerId: string): Promise<CollectorCertificate[]> {
  const certificates = await findCollectorCertificates(ctx.db, customerId);
  const ids = certificates.map((row) => row.id);
  const [ownerships, pending] = await Promise.all([findOwnerships(ctx.db, ids), findPendingTransfers(ctx.db, ids)]);
  return certificates.map((certificate) =>
    toCollectorCertificate(
      certificate,
      ownerships.filter((row) => row.certificateId === certificate.id),
      customerId,
      pending.find((row) => row.certificateId === certificate.id),
    ),
  );
}

async function collectorCertificate(db: Database, customerId: string, certificateId: string) {
  const certificate = await findCertificateById(db, certificateId);
  if (!certificate) throw new NotFound(CertificateMessages.notFound);
  const [ownerships, pending] = await Promise.all([
    findOwnerships(db, [certificate.id]),
    findPendingTransfers(db, [certificate.id]),
  ]);
  return toCollectorCertificate(certificate, ownerships, customerId, pending[0]);
}

/**
 * The certificate named by `number`, locked, for someone who owns or owned it: a stranger gets 404 (as if
 * it were not there), a past owner asking for an owner's action 403.
 */
async function lockForCollector(tx: Database, customerId: string, text: string, ownerOnly: boolean, lock = true) {
  const number = normaliseCertificateNumber(text);
  const certificate = number ? await findCertificate(tx, number, { lock }) : undefined;
  if (!certificate) throw new NotFound(CertificateMessages.notFound);
  const ownerships = await findOwnerships(tx, [certificate.id]);
  if (!ownerships.some((row) => row.customerId === customerId)) throw new NotFound(CertificateMessages.notFound);
  if (ownerOnly && certificate.ownerCustomerId !== customerId) throw new Forbidden(CertificateMessages.notOwner);
  return { certificate, ownerships };
}

/** Why the table refuses `event` from `status`, in the collector's words. */
function refusalOf(status: CertificateStatus, event: CertificateEvent): string {
  if (status === 'revoked') return CertificateMessages.revoked;
  if (event === 'offer_transfer') return CertificateMessages.transferAlreadyPending;
  if (event === 'cancel_transfer') return CertificateMessages.noPendingTransfer;
  return `A ${CERTIFICATE_STATUS_LABELS[status].toLowerCase()} certificate cannot do this`;
}

async function move(tx: Database, certificate: CertificateRow, event: CertificateEvent, owners: number, now: Date, values = {}) {
  const to = nextCertificateStatus(certificate.status, event, owners);
  if (!to || !(await moveCertificate(tx, certificate.id, event, { status: to, updatedAt: now, ...values }))) {
    throw new Conflict(refusalOf(certificate.status, event));
  }
}

/**
 * Whether the caller's name shows on the certificate: each record of theirs in its chain is signed again,
 * naming them or by initials, with its date and place in the chain unchanged.
 */
export async function chooseNameOnCertificate(
  ctx: AppContext,
  customerId: string,
  number: string,
  showName: boolean,
): Promise<CollectorCertificate> {
  const id = await withTransaction(ctx, async (tx) => {
    const { certificate, ownerships } = await lockForCollector(tx, customerId, number, false);
    const person = await findCustomer(tx, customerId);
    if (!person) throw new NotFound(CertificateMessages.notFound);
    const key = keyOf(ctx.config);
    for (const row of ownerships.filter((candidate) => candidate.customerId === customerId)) {
      const owner = { sequence: row.sequence, shownAs: ownerShownAs(person, showName), since: row.acquiredAt, how: row.how };
      await updateOwnership(tx, row.id, { showName, ...signFacts(key, ownershipFacts(certificate, owner)) });
    }
    return certificate.id;
  });
  return collectorCertificate(ctx.db, customerId, id);
}

/**
 * The owner offers the certificate to someone by e-mail: they are mailed a link (its token is kept only
 * as a hash) and become the owner when they accept it signed in with that address. Only the current
 * owner, only a certificate that stands, one offer at a time.
 */
export async function offerTransfer(
  ctx: AppContext,
  customerId: string,
  number: string,
  email: string,
): Promise<CollectorCertificate> {
  const id = await withTransaction(ctx, async (tx, after) => {
    const { certificate, ownerships } = await lockForCollector(tx, customerId, number, true);
    const owner = await findCustomer(tx, customerId);
    if (owner?.email === email)
      throw new Conflict(CertificateMessages.transferToSelf, { email: CertificateMessages.transferToSelf });
    const now = ctx.now();
    await move(tx, certificate, 'offer_transfer', ownerships.length, now);
    const token = randomBytes(32).toString('base64url');
    await insertTransfer(tx, {
      certificateId: certificate.id,
      fromCustomerId: customerId,
      toEmail: email,
      tokenHash: hashOf(token),
      createdAt: now,
    });
    const facts = factsOf(certificate.payload);
    const current = ownerships.at(-1);
    await after.mail(
      certificateOfferedMail(email, {
        fromOwner: (current && factsOfOwnership(current)) || 'The owner',
        number: certificate.number,
        title: facts?.artwork.title ?? '',
        artist: facts?.artwork.artist ?? '',
        link: `${ctx.config.PUBLIC_URL}${transferPathOf(token)}`,
      }),
    );
    return certificate.id;
  });
  return collectorCertificate(ctx.db, customerId, id);
}

/** The owner withdraws the offer before it is accepted: the link stops working. */
export async function cancelTransfer(ctx: AppContext, customerId: string, number: string): Promise<CollectorCertificate> {
  const id = await withTransaction(ctx, async (tx) => {
    const { certificate, ownerships } = await lockForCollector(tx, customerId, number, true);
    const now = ctx.now();
    await move(tx, certificate, 'cancel_transfer', ownerships.length, now);
    await closePendingTransfer(tx, certificate.id, { status: 'cancelled', decidedAt: now });
    return certificate.id;
  });
  return collectorCertificate(ctx.db, customerId, id);
}

async function transferOf(db: Database, token: string) {
  const transfer = token.length <= 100 ? await findTransferByTokenHash(db, hashOf(token)) : undefined;
  if (!transfer) throw new NotFound(CertificateMessages.transferNotFound);
  return transfer;
}

/** What the mailed link shows the signed-in collector before they accept. */
export async function getTransfer(ctx: AppContext, customerId: string, token: string): Promise<CertificateTransferView> {
  const transfer = await transferOf(ctx.db, token);
  const certificate = await findCertificateById(ctx.db, transfer.certificateId);
  if (!certificate) throw new NotFound(CertificateMessages.transferNotFound);
  const [ownerships, me] = await Promise.all([findOwnerships(ctx.db, [certificate.id]), findCustomer(ctx.db, customerId)]);
  const from = ownerships.filter((row) => row.customerId === transfer.fromCustomerId).at(-1);
  const facts = factsOf(certificate.payload);
  return {
    number: certificate.number,
    title: facts?.artwork.title ?? '',
    artist: facts?.artwork.artist ?? '',
    image: facts?.artwork.image ?? null,
    fromOwner: (from && factsOfOwnership(from)) || '',
    email: transfer.toEmail,
    status: transfer.status,
    emailMatches: me?.email === transfer.toEmail,
  };
}

/**
 * The person the certificate was offered to accepts it, signed in with the address it was sent to: they
 * become its owner, a new ownership record is signed (named or by initials, as they choose), and the
 * owner before them is told.
 */
export async function acceptTransfer(
  ctx: AppContext,
  customerId: string,
  token: string,
  showName: boolean,
): Promise<CollectorCertificate> {
  const id = await withTransaction(ctx, async (tx, after) => {
    // The certificate first, then its transfer: the order every writer locks them in.
    const found = await transferOf(tx, token);
    const certificate = await findCertificateById(tx, found.certificateId, { lock: true });
    const transfer = await findTransferByTokenHash(tx, found.tokenHash, { lock: true });
    if (!certificate || !transfer) throw new NotFound(CertificateMessages.transferNotFound);
    if (transfer.status !== 'pending' || certificate.status !== 'transfer_pending')
      throw new Conflict(CertificateMessages.transferClosed);
    const me = await findCustomer(tx, customerId);
    if (!me || me.email !== transfer.toEmail) throw new Forbidden(CertificateMessages.transferWrongEmail);
    if (certificate.ownerCustomerId === customerId) throw new Conflict(CertificateMessages.transferToSelf);
    const ownerships = await findOwnerships(tx, [certificate.id]);
    const now = ctx.now();
    const sequence = (ownerships.at(-1)?.sequence ?? 0) + 1;
    const owner = { sequence, shownAs: ownerShownAs(me, showName), since: now, how: 'transfer' as const };
    await insertOwnership(tx, {
      certificateId: certificate.id,
      sequence,
      customerId,
      showName,
      acquiredAt: now,
      how: 'transfer',
      ...signFacts(keyOf(ctx.config), ownershipFacts(certificate, owner)),
    });
    await move(tx, certificate, 'accept_transfer', ownerships.length + 1, now, { ownerCustomerId: customerId });
    await closePendingTransfer(tx, certificate.id, { status: 'accepted', decidedAt: now, acceptedBy: customerId });
    const previous = await findCustomer(tx, transfer.fromCustomerId);
    const title = factsOf(certificate.payload)?.artwork.title ?? '';
    if (previous) await after.mail(certificateTransferredMail(ctx, previous, { number: certificate.number, title }));
    return certificate.id;
  });
  return collectorCertificate(ctx.db, customerId, id);
}

/** The certificate for its PDF: the current owner's, with its chain. */
export async function certificateForPdf(ctx: AppContext, customerId: string, number: string) {
  return lockForCollector(ctx.db, customerId, number, true, false);
}
