import { randomBytes } from 'node:crypto';
import {
  CERTIFICATE_PAYLOAD_TYPE,
  type CertificateFacts,
  certificateCheckOf,
  certificateNumber,
  ownerShownAs,
} from '@art-market/domain/rules';
import type { AppContext } from '#api/context.ts';
import type { Database } from '#api/db/client.ts';
import type { AfterCommit } from '#api/db/unit-of-work.ts';
import { certificateIssuedMail } from './certificate.mails.ts';
import { keyOf, ownershipFacts, signFacts } from './certificate-signature.ts';
import {
  findDeliveredItems,
  insertCertificateOnce,
  insertOwnership,
  nextCertificateSequence,
} from './certificates.repository.ts';

type DeliveredItem = Awaited<ReturnType<typeof findDeliveredItems>>[number];

/** An image path as a full address, so the signed facts mean the same thing wherever they are read. */
const absoluteUrl = (ctx: AppContext, url: string | null) => (url?.startsWith('/') ? `${ctx.config.PUBLIC_URL}${url}` : url);

function factsOf(ctx: AppContext, item: DeliveredItem, number: string, issuedAt: Date): CertificateFacts {
  const soldAt = item.paidAt ?? item.createdAt;
  return {
    type: CERTIFICATE_PAYLOAD_TYPE,
    version: 1,
    number,
    issuedAt: issuedAt.toISOString(),
    artwork: {
      title: item.title,
      artist: item.artistName,
      year: item.yearCreated ?? null,
      medium: item.medium,
      surface: item.surface,
      width: item.width,
      height: item.height,
      unit: 'in',
      image: absoluteUrl(ctx, item.imageUrl),
    },
    sale: { date: soldAt.toISOString().slice(0, 10), orderReference: item.orderNumber },
  };
}

/**
 * The parcel of a vendor order arrived: each of its items gets its certificate of sale, signed, with the
 * buyer as its first owner (by initials until they choose to be named). Runs in the delivery's
 * transaction, so a certificate exists exactly when the delivery does; the unique index on the order
 * item makes a second delivery of the same item (a retry, another instance) issue nothing.
 */
export async function issueCertificatesForDelivery(
  ctx: AppContext,
  tx: Database,
  after: AfterCommit,
  vendorOrderId: string,
): Promise<void> {
  const key = keyOf(ctx.config);
  const issuedAt = ctx.now();
  const issued: { number: string; title: string }[] = [];
  let buyer: { email: string; firstName: string } | undefined;
  for (const item of await findDeliveredItems(tx, vendorOrderId)) {
    const number = certificateNumber(
      issuedAt.getUTCFullYear(),
      await nextCertificateSequence(tx),
      certificateCheckOf(randomBytes(4)),
    );
    const signed = signFacts(key, factsOf(ctx, item, number, issuedAt));
    const row = await insertCertificateOnce(tx, {
      number,
      orderItemId: item.orderItemId,
      orderId: item.orderId,
      productId: item.productId,
      ownerCustomerId: item.customerId,
      ...signed,
      issuedAt,
      updatedAt: issuedAt,
    });
    if (!row) continue;
    const owner = { sequence: 1, shownAs: ownerShownAs(item, false), since: issuedAt, how: 'sale' as const };
    await insertOwnership(tx, {
      certificateId: row.id,
      sequence: 1,
      customerId: item.customerId,
      showName: false,
      acquiredAt: issuedAt,
      how: 'sale',
      ...signFacts(key, ownershipFacts(row, owner)),
    });
    issued.push({ number, title: item.title });
    buyer = item;
  }
  if (buyer && issued.length > 0) await after.mail(certificateIssuedMail(ctx, buyer, issued));
}
