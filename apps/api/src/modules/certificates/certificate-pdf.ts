import { CERTIFICATE_STATUS_LABELS } from '@art-market/domain/copy';
import { inchesToCentimetres, verifyPathOf } from '@art-market/domain/rules';
import type { PublicCertificate } from '@art-market/domain/schemas';
import QRCode from 'qrcode';
import sharp from 'sharp';
import type { AppContext } from '#api/context.ts';

const dateOf = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso));

/** The address the QR code and the PDF's link lead to: the public verify page. */
export const verifyUrlOf = (ctx: AppContext, number: string) => `${ctx.config.PUBLIC_URL}${verifyPathOf(number)}`;

/** The QR code of the verify address, as a PNG (also what the tests decode). */
export const qrPngOf = (url: string) => QRCode.toBuffer(url, { errorCorrectionLevel: 'M', margin: 2, width: 330 });

/** The artwork's picture from our own storage, as a JPEG pdfkit can embed; none if it cannot be read. */
async function artworkPicture(ctx: AppContext, image: string | null): Promise<Buffer | undefined> {
  if (!image?.startsWith(ctx.config.PUBLIC_URL)) return undefined;
  const stored = image.slice(ctx.config.PUBLIC_URL.length);
  if (!/^\/(uploads|webp)\/[\w.-]+$/.test(stored)) return undefined;
  try {
    return await sharp(await ctx.storage.read(stored))
      .resize({ width: 700, height: 700, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch {
    return undefined;
  }
}

function sizeText(width: number, height: number): string {
  return `${width} × ${height} in (${inchesToCentimetres(width)} × ${inchesToCentimetres(height)} cm)`;
}

/**
 * The certificate as a one-page A4 PDF: the facts, the chain of owners, whether it stands, and a QR code
 * (also a link) to the page where anyone checks it; the signed text's signature and key id in small print.
 */
export async function certificatePdf(ctx: AppContext, certificate: PublicCertificate): Promise<Buffer> {
  const facts = certificate.facts;
  const url = verifyUrlOf(ctx, certificate.number);
  const [qr, picture, { default: PDFDocument }] = await Promise.all([
    qrPngOf(url),
    artworkPicture(ctx, facts?.artwork.image ?? null),
    // Loaded with the first certificate, not at every start: pdfkit and its fonts are the costliest package to load.
    import('pdfkit'),
  ]);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Certificate of sale ${certificate.number}`, Author: 'Art Market' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const left = 56;
  const width = doc.page.width - 112;

  doc.font('Helvetica').fontSize(10).fillColor('#555555').text('ART MARKET', left, 56, { characterSpacing: 3 });
  doc.font('Times-Bold').fontSize(30).fillColor('#111111').text('Certificate of Sale', left, 76);
  doc.font('Helvetica').fontSize(11).fillColor('#333333').text(`No. ${certificate.number}`, left, 116);
  if (!certificate.stands && certificate.revokedAt) {
    doc
      .font('Helvetica-Bold')
      .fillColor('#b42318')
      .text(`REVOKED on ${dateOf(certificate.revokedAt)}: the sale was undone.`, left, 134);
  }

  let y = 160;
  if (picture) {
    doc.image(picture, left, y, { fit: [width, 250], align: 'center' });
    y += 262;
  }
  const rows: [string, string][] = facts
    ? [
        ['Title', facts.artwork.title],
        ['Artist', facts.artwork.artist],
        ['Year', facts.artwork.year === null ? 'Not stated' : String(facts.artwork.year)],
        ['Medium', [facts.artwork.medium, facts.artwork.surface].filter(Boolean).join(' on ') || 'Not stated'],
        ['Size', sizeText(facts.artwork.width, facts.artwork.height)],
        ['Date of sale', dateOf(`${facts.sale.date}T00:00:00Z`)],
        ['Order reference', facts.sale.orderReference],
        ['Owner', certificate.owners.at(-1)?.shownAs ?? ''],
        ['Issued', dateOf(facts.issuedAt)],
      ]
    : [];
  for (const [label, value] of rows) {
    doc.font('Helvetica').fontSize(9).fillColor('#666666').text(label.toUpperCase(), left, y, { width: 120 });
    doc
      .font('Times-Roman')
      .fontSize(13)
      .fillColor('#111111')
      .text(value, left + 125, y - 2, { width: width - 125 });
    y = Math.max(doc.y, y + 14) + 6;
  }

  y += 8;
  doc.font('Helvetica-Bold').fontSize(10).fillColor('#111111').text('Provenance', left, y);
  y = doc.y + 4;
  for (const owner of certificate.owners) {
    const how = owner.how === 'sale' ? 'bought on Art Market' : 'by transfer';
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(`${owner.sequence}. ${owner.shownAs}, from ${dateOf(owner.since)} (${how})`, left, y);
    y = doc.y + 2;
  }

  const qrSize = 118;
  const qrTop = doc.page.height - 56 - qrSize - 10;
  doc.image(qr, left + width - qrSize, qrTop, { width: qrSize, height: qrSize });
  doc.link(left + width - qrSize, qrTop, qrSize, qrSize, url);
  const status = certificate.stands ? CERTIFICATE_STATUS_LABELS[certificate.status] : 'Revoked';
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#333333')
    .text(
      `Status when printed: ${status}. Scan the code or open the address below to see whether it stands today.`,
      left,
      qrTop,
      {
        width: width - qrSize - 16,
      },
    );
  doc.fillColor('#1d4ed8').text(url, { width: width - qrSize - 16, link: url, underline: true });
  doc
    .fillColor('#555555')
    .font('Courier')
    .fontSize(6.5)
    .text(
      `Ed25519 key ${certificate.verification.keyId} (${certificate.verification.publicKeyUrl})\nSignature: ${certificate.verification.certificate.signature}`,
      left,
      doc.y + 8,
      { width: width - qrSize - 16 },
    );
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
