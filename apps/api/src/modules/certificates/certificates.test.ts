import { createPublicKey, type JsonWebKey, verify } from 'node:crypto';
import { CertificateMessages } from '@art-market/domain/copy';
import { CERTIFICATE_NUMBER_PATTERN } from '@art-market/domain/rules';
import type { CollectorCertificate, PublicCertificate } from '@art-market/domain/schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificateOwnerships, orderItems, saleCertificates, vendorOrders } from '#api/db/schema.ts';
import { createLiveProduct, placeOrder, putInCart, shippingAddress } from '#api/test/checkout-factories.ts';
import { bearer, createCustomer, createVendor } from '#api/test/factories.ts';
import { createPayPalTestApp, type PayPalStandIn, payWithPayPal } from '#api/test/paypal-stand-in.ts';
import { qrCodeInPdf } from '#api/test/pdf-qr.ts';
import { createSecondApp, sentMail, type TestApp } from '#api/test/test-app.ts';

// Certificates of sale (issue 30, ADR 0049): issued once at delivery, signed, checkable by anyone,
// revoked by a refunded return, transferred by e-mail.

let t: TestApp;
let paypal: PayPalStandIn;
let admin: string;
let closeApp: () => Promise<void>;
let clock = Date.parse('2026-03-02T10:00:00Z');
const HOUR = 60 * 60_000;

beforeAll(async () => {
  ({ t, paypal, admin, close: closeApp } = await createPayPalTestApp({ now: () => new Date(clock) }));
});
afterAll(() => closeApp());

type Customer = Awaited<ReturnType<typeof createCustomer>>;

/** An artwork bought with PayPal by a new collector (Asha Rao), shipped, and delivered unless `deliver` is false. */
async function deliveredSale(options: { deliver?: boolean; title?: string } = {}) {
  const vendor = await createVendor(t.app);
  const buyer = await createCustomer(t.app);
  const artwork = await createLiveProduct(t.app, vendor, admin, {
    Price: 1000,
    TaxAmount: 50,
    Title: options.title ?? 'Tide Line',
  });
  await putInCart(t.app, buyer.token, artwork);
  const order = await placeOrder(t.app, buyer.token, shippingAddress({ country: 'United States' }));
  await payWithPayPal(t.app, paypal, buyer.token, order.orderId);
  const [part] = await t.database.db.select().from(vendorOrders).where(eq(vendorOrders.orderId, order.orderId));
  const vendorOrderId = part?.id ?? '';
  await t.app.inject({
    method: 'PUT',
    url: `/api/vendordashboard/orders/${vendorOrderId}/tracking`,
    headers: bearer(vendor.token),
    payload: { trackingNumber: 'TRK1', shippingProvider: 'DHL' },
  });
  const deliver = (app = t.app) =>
    app.inject({
      method: 'PUT',
      url: `/api/vendordashboard/orders/${vendorOrderId}/status`,
      headers: { ...bearer(vendor.token), 'content-type': 'application/json' },
      payload: '3',
    });
  if (options.deliver !== false) expect((await deliver()).statusCode).toBe(200);
  return { ...order, buyer, vendor, artwork, vendorOrderId, deliver };
}

const certificatesOfOrder = (orderId: string) =>
  t.database.db.select().from(saleCertificates).where(eq(saleCertificates.orderId, orderId));

async function numberOf(orderId: string): Promise<string> {
  const [row] = await certificatesOfOrder(orderId);
  if (!row) throw new Error('no certificate');
  return row.number;
}

const verifyCertificate = async (number: string) => {
  const answer = await t.app.inject({ method: 'GET', url: `/api/certificates/${number}` });
  expect(answer.statusCode).toBe(200);
  return answer.json() as PublicCertificate;
};
const dashboard = async (customer: Customer) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/CustomerDashboard/certificates', headers: bearer(customer.token) })
  ).json() as CollectorCertificate[];
const offer = (customer: Customer, number: string, email: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/CustomerDashboard/certificates/${number}/transfer`,
    headers: bearer(customer.token),
    payload: { email },
  });
const accept = (customer: Customer, token: string, showName = false) =>
  t.app.inject({
    method: 'POST',
    url: `/api/CustomerDashboard/certificate-transfers/${token}/accept`,
    headers: bearer(customer.token),
    payload: { showName },
  });

/** The token of the last transfer link mailed to this address. */
async function mailedTransferToken(email: string): Promise<string> {
  const mail = (await sentMail(t)).filter((message) => message.includes(`To: ${email}`));
  const token = [...(mail.at(-1) ?? '').matchAll(/certificate-transfers\/([\w-]+)/g)].at(-1)?.[1];
  if (!token) throw new Error(`no transfer link mailed to ${email}`);
  return token;
}

describe('issuing at delivery', () => {
  it('issues one signed certificate per delivered artwork, to the buyer by initials, and mails it', async () => {
    const sale = await deliveredSale();
    const [row, ...more] = await certificatesOfOrder(sale.orderId);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ status: 'issued', ownerCustomerId: sale.buyer.id, revokedAt: null });
    expect(row?.number).toMatch(CERTIFICATE_NUMBER_PATTERN);
    expect(row?.number.startsWith('AM-C-2026-')).toBe(true);

    const shown = await verifyCertificate(row?.number ?? '');
    expect(shown).toMatchObject({
      number: row?.number,
      status: 'issued',
      stands: true,
      signatureValid: true,
      revokedAt: null,
      facts: {
        artwork: { title: 'Tide Line', unit: 'in' },
        sale: { date: '2026-03-02', orderReference: sale.orderNumber },
      },
      owners: [{ sequence: 1, shownAs: 'A. R.', how: 'sale', signatureValid: true }],
    });
    const mail = (await sentMail(t)).filter((message) => message.includes(`To: ${sale.buyer.input.email}`));
    expect(
      mail.some(
        (message) =>
          message.includes('Subject: Your certificate of sale for Tide Line') && message.includes(`/verify/${row?.number}`),
      ),
    ).toBe(true);
  });

  it('issues nothing before delivery, and never a second one however often or wherever delivery is recorded', async () => {
    const sale = await deliveredSale({ deliver: false });
    expect(await certificatesOfOrder(sale.orderId)).toEqual([]);
    // Two instances record the delivery at once (on PostgreSQL, each with its own connections), then once more.
    const second = await createSecondApp(t);
    try {
      const answers = await Promise.all([sale.deliver(), sale.deliver(second.app), sale.deliver(), sale.deliver(second.app)]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    } finally {
      await second.close();
    }
    expect((await sale.deliver()).statusCode).toBe(200);
    const [item] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, sale.orderId));
    const rows = await t.database.db
      .select()
      .from(saleCertificates)
      .where(eq(saleCertificates.orderItemId, item?.id ?? ''));
    expect(rows).toHaveLength(1);
    const owners = await t.database.db
      .select()
      .from(certificateOwnerships)
      .where(eq(certificateOwnerships.certificateId, rows[0]?.id ?? ''));
    expect(owners).toHaveLength(1);
  });
});

describe('checking a certificate', () => {
  it('checks with the published key alone, as anyone would check it', async () => {
    const sale = await deliveredSale();
    const shown = await verifyCertificate(await numberOf(sale.orderId));
    const pem = await t.app.inject({ method: 'GET', url: '/.well-known/art-market-certificate-key' });
    expect(pem.statusCode).toBe(200);
    expect(pem.headers['content-type']).toMatch(/application\/x-pem-file/);
    const key = createPublicKey(pem.body);
    expect(key.asymmetricKeyType).toBe('ed25519');
    const { certificate, ownership } = shown.verification;
    expect(verify(null, Buffer.from(certificate.payload, 'utf8'), key, Buffer.from(certificate.signature, 'base64url'))).toBe(
      true,
    );
    expect(
      verify(
        null,
        Buffer.from(ownership[0]?.payload ?? '', 'utf8'),
        key,
        Buffer.from(ownership[0]?.signature ?? '', 'base64url'),
      ),
    ).toBe(true);
    // The signed text is the canonical form: keys sorted, no spaces.
    expect(certificate.payload.startsWith('{"artwork":{"artist":')).toBe(true);

    const jwk = await t.app.inject({ method: 'GET', url: '/.well-known/art-market-certificate-key.jwk' });
    expect(jwk.json()).toMatchObject({ kty: 'OKP', crv: 'Ed25519', kid: shown.verification.keyId, alg: 'EdDSA', use: 'sig' });
    expect(createPublicKey({ key: jwk.json() as JsonWebKey, format: 'jwk' }).export({ format: 'pem', type: 'spki' })).toBe(
      pem.body,
    );
  });

  it('shows a certificate whose stored facts were edited as not checking, with the edited facts', async () => {
    const sale = await deliveredSale({ title: 'Salt Marsh' });
    const number = await numberOf(sale.orderId);
    await t.database.db
      .update(saleCertificates)
      .set({ payload: sql`replace(${saleCertificates.payload}, 'Salt Marsh', 'Salt Marsh II')` })
      .where(eq(saleCertificates.number, number));
    const shown = await verifyCertificate(number);
    expect(shown.signatureValid).toBe(false);
    expect(shown.facts?.artwork.title).toBe('Salt Marsh II');
  });

  it('shows an edited owner in the chain as not checking', async () => {
    const sale = await deliveredSale();
    const number = await numberOf(sale.orderId);
    const [row] = await certificatesOfOrder(sale.orderId);
    await t.database.db
      .update(certificateOwnerships)
      .set({ payload: sql`replace(${certificateOwnerships.payload}, 'A. R.', 'Someone Famous')` })
      .where(eq(certificateOwnerships.certificateId, row?.id ?? ''));
    const shown = await verifyCertificate(number);
    expect(shown.signatureValid).toBe(false);
    expect(shown.owners[0]).toMatchObject({ shownAs: 'Someone Famous', signatureValid: false });
  });

  it('answers 404 for a number that does not exist or is not shaped like one', async () => {
    for (const number of ['AM-C-2026-999999-KQ7F', 'nonsense', "AM-C-2026-000001-AAAA'--"]) {
      const answer = await t.app.inject({ method: 'GET', url: `/api/certificates/${encodeURIComponent(number)}` });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ message: CertificateMessages.notFound });
    }
  });
});

describe('revocation by a refunded return', () => {
  it('revokes the certificate with the date the return was received and refunded, and it can no longer be transferred', async () => {
    const sale = await deliveredSale();
    const number = await numberOf(sale.orderId);
    const form = new FormData();
    form.append('reason', 'changed_mind');
    const requested = await t.app.inject({
      method: 'POST',
      url: `/api/CustomerDashboard/orders/${sale.orderId}/returns`,
      headers: bearer(sale.buyer.token),
      payload: form,
    });
    expect(requested.statusCode).toBe(201);
    const returnId = (requested.json() as { id: string }).id;
    const update = (status: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/dashboard/returns/${returnId}`,
        headers: bearer(admin),
        payload: { status },
      });
    expect((await update('approved')).statusCode).toBe(200);
    expect((await verifyCertificate(number)).stands).toBe(true);
    clock += 48 * HOUR;
    const received = await update('received');
    expect(received.statusCode).toBe(200);
    expect(received.json()).toMatchObject({ refund: { amount: expect.any(Number) } });

    const shown = await verifyCertificate(number);
    expect(shown).toMatchObject({
      status: 'revoked',
      stands: false,
      signatureValid: true,
      revokedAt: new Date(clock).toISOString(),
    });
    const refused = await offer(sale.buyer, number, 'someone.else@example.com');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: CertificateMessages.revoked });
  });
});

describe('transfer to a new owner', () => {
  it('moves the certificate to the collector who accepts with the e-mail it was sent to, and the chain shows both', async () => {
    const sale = await deliveredSale({ title: 'Monsoon Window' });
    const number = await numberOf(sale.orderId);
    const newOwnerEmail = `leela.${Date.now()}@example.com`;
    const stranger = await createCustomer(t.app, { firstName: 'Ravi', lastName: 'Menon' });

    // A stranger can neither see it in their dashboard nor transfer it.
    expect(await dashboard(stranger)).toEqual([]);
    expect((await offer(stranger, number, stranger.input.email)).statusCode).toBe(404);
    // Not an e-mail; the owner's own address.
    const invalid = await offer(sale.buyer, number, 'not-an-email');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ errors: { email: CertificateMessages.emailInvalid } });
    expect((await offer(sale.buyer, number, sale.buyer.input.email)).json()).toMatchObject({
      message: CertificateMessages.transferToSelf,
    });

    const offered = await offer(sale.buyer, number, newOwnerEmail.toUpperCase());
    expect(offered.statusCode).toBe(200);
    expect(offered.json()).toMatchObject({ status: 'transfer_pending', pendingTransfer: { email: newOwnerEmail } });
    expect((await offer(sale.buyer, number, 'third@example.com')).json()).toMatchObject({
      message: CertificateMessages.transferAlreadyPending,
    });
    const token = await mailedTransferToken(newOwnerEmail);

    // The wrong collector cannot accept it with the link.
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/CustomerDashboard/certificate-transfers/${token}`,
      headers: bearer(stranger.token),
    });
    expect(view.json()).toMatchObject({ number, title: 'Monsoon Window', emailMatches: false, status: 'pending' });
    const wrong = await accept(stranger, token);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ message: CertificateMessages.transferWrongEmail });
    expect((await accept(stranger, 'made-up-token')).statusCode).toBe(404);

    // The new owner registers with that address and accepts, named.
    const newOwner = await createCustomer(t.app, { email: newOwnerEmail, firstName: 'Leela', lastName: 'Varma' });
    clock += HOUR;
    const accepted = await accept(newOwner, token, true);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      number,
      status: 'transferred',
      isOwner: true,
      showName: true,
      shownAs: 'Leela Varma',
    });
    expect((await accept(newOwner, token)).json()).toEqual({ message: CertificateMessages.transferClosed });

    const shown = await verifyCertificate(number);
    expect(shown).toMatchObject({
      status: 'transferred',
      stands: true,
      signatureValid: true,
      owners: [
        { sequence: 1, shownAs: 'A. R.', how: 'sale' },
        { sequence: 2, shownAs: 'Leela Varma', how: 'transfer', since: new Date(clock).toISOString() },
      ],
    });
    const [row] = await certificatesOfOrder(sale.orderId);
    expect(row?.ownerCustomerId).toBe(newOwner.id);
    // The first owner keeps it in their list, no longer theirs to transfer or print.
    expect(await dashboard(sale.buyer)).toMatchObject([{ number, isOwner: false, status: 'transferred' }]);
    const former = await offer(sale.buyer, number, 'someone@example.com');
    expect(former.statusCode).toBe(403);
    expect(former.json()).toEqual({ message: CertificateMessages.notOwner });
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/CustomerDashboard/certificates/${number}/pdf`,
      headers: bearer(sale.buyer.token),
    });
    expect(pdf.statusCode).toBe(403);
    expect(
      (await sentMail(t)).some(
        (message) =>
          message.includes(`To: ${sale.buyer.input.email}`) && message.includes('the new owner accepted the certificate'),
      ),
    ).toBe(true);
  });

  it('can be cancelled before it is accepted, and the link then accepts nothing', async () => {
    const sale = await deliveredSale();
    const number = await numberOf(sale.orderId);
    const email = `kiran.${Date.now()}@example.com`;
    expect((await offer(sale.buyer, number, email)).statusCode).toBe(200);
    const token = await mailedTransferToken(email);
    const cancel = () =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/CustomerDashboard/certificates/${number}/transfer`,
        headers: bearer(sale.buyer.token),
      });
    const cancelled = await cancel();
    expect(cancelled.json()).toMatchObject({ status: 'issued', pendingTransfer: null });
    expect((await cancel()).json()).toEqual({ message: CertificateMessages.noPendingTransfer });
    const kiran = await createCustomer(t.app, { email });
    const late = await accept(kiran, token);
    expect(late.statusCode).toBe(409);
    expect((await verifyCertificate(number)).owners).toHaveLength(1);
  });
});

describe('names and initials', () => {
  it('shows the owner by initials until they choose their name, and the certificate still checks', async () => {
    const sale = await deliveredSale();
    const number = await numberOf(sale.orderId);
    const choose = (showName: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/CustomerDashboard/certificates/${number}/name`,
        headers: bearer(sale.buyer.token),
        payload: { showName },
      });
    expect((await choose(true)).json()).toMatchObject({ showName: true, shownAs: 'Asha Rao' });
    expect(await verifyCertificate(number)).toMatchObject({ signatureValid: true, owners: [{ shownAs: 'Asha Rao' }] });
    expect((await choose(false)).json()).toMatchObject({ showName: false, shownAs: 'A. R.' });
    const shown = await verifyCertificate(number);
    expect(shown).toMatchObject({ signatureValid: true, owners: [{ shownAs: 'A. R.' }] });
    expect(JSON.stringify(shown)).not.toContain('Asha');
    expect(JSON.stringify(shown)).not.toContain(sale.buyer.input.email);
  });
});

describe('the PDF', () => {
  it('is a PDF for its owner, whose QR code leads to the verify page', async () => {
    const sale = await deliveredSale();
    const number = await numberOf(sale.orderId);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/CustomerDashboard/certificates/${number}/pdf`,
      headers: bearer(sale.buyer.token),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${number}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const verifyUrl = `${t.app.ctx.config.PUBLIC_URL}/verify/${number}`;
    expect(qrCodeInPdf(pdf.rawPayload)).toBe(verifyUrl);
    expect(pdf.rawPayload.toString('latin1')).toContain(`/URI (${verifyUrl})`);

    const stranger = await createCustomer(t.app);
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/CustomerDashboard/certificates/${number}/pdf`,
      headers: bearer(stranger.token),
    });
    expect(refused.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/CustomerDashboard/certificates/${number}/pdf` })).statusCode).toBe(
      401,
    );
    const vendorToken = sale.vendor.token;
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/CustomerDashboard/certificates', headers: bearer(vendorToken) }))
        .statusCode,
    ).toBe(403);
  });
});
