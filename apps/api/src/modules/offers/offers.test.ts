import { OfferMessages } from '@art-market/domain/copy';
import { LedgerAccount, lineCommissionCents } from '@art-market/domain/rules';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworkHolds, mailOutbox, offers, orderItems, orders } from '#api/db/schema.ts';
import { placeOrder, putInCart, shippingAddress } from '#api/test/checkout-factories.ts';
import { bearer, createCustomer, createVendor } from '#api/test/factories.ts';
import { ledgerBalance } from '#api/test/ledger-balance.ts';
import { agreeOnPrice, answerCounter, answerOffer, artworkTakingOffers, makeOffer } from '#api/test/offer-factories.ts';
import { approveTransferInFull, submitBankTransfer } from '#api/test/paid-order.ts';
import { createPayPalTestApp, type PayPalStandIn, payWithPayPal } from '#api/test/paypal-stand-in.ts';
import type { TestApp } from '#api/test/test-app.ts';
import { expireDueOffers, lapseGoneOffers } from './offers-job.ts';

let t: TestApp;
let paypal: PayPalStandIn;
let admin: string;
let closeApp: () => Promise<void>;
let clock = Date.now();
const HOUR = 3_600_000;

beforeAll(async () => {
  ({ t, paypal, admin, close: closeApp } = await createPayPalTestApp({ now: () => new Date(clock) }));
});
afterAll(() => closeApp());

const offerRow = async (id: string) => (await t.database.db.select().from(offers).where(eq(offers.id, id)))[0];
/** The offer mails one address was sent (registration's own mails left out). */
const mailsTo = async (email: string) =>
  (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email)))
    .map((mail) => mail.subject)
    .filter((subject) => !subject.includes('verify'));
const liveArtwork = (options: Parameters<typeof artworkTakingOffers>[2] = {}) => artworkTakingOffers(t.app, admin, options);
const startPayPal = (token: string, orderId: string) =>
  t.app.inject({ method: 'POST', url: '/api/Payment/create-paypal-order', headers: bearer(token), payload: { orderId } });

describe("the artist's offer settings", () => {
  it("are the studio's own, and the public learns only whether an artwork takes offers", async () => {
    const { vendor, product } = await liveArtwork({ floor: 800 });
    const other = await createVendor(t.app);
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/api/vendordashboard/offer-settings/${other.id}/${product.id}`,
      headers: bearer(other.token),
      payload: { acceptsOffers: false, floor: null },
    });
    expect(foreign.statusCode).toBe(404);
    const wrongUrl = await t.app.inject({
      method: 'GET',
      url: `/api/vendordashboard/offer-settings/${vendor.id}`,
      headers: bearer(other.token),
    });
    expect(wrongUrl.statusCode).toBe(404);

    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/vendordashboard/offer-settings/${vendor.id}`,
      headers: bearer(vendor.token),
    });
    expect(listed.json()).toEqual([
      { productId: product.id, title: expect.any(String), price: 1000, acceptsOffers: true, floor: 800 },
    ]);
    const seen = await t.app.inject({ method: 'GET', url: `/api/offers/artworks/${product.id}` });
    expect(seen.json()).toEqual({ acceptsOffers: true });
    expect(seen.body).not.toMatch(/\b800\b/);

    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/vendordashboard/offer-settings/${vendor.id}/${product.id}`,
      headers: bearer(vendor.token),
      payload: { acceptsOffers: true, floor: -5 },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('making an offer', () => {
  it('declines at once below the floor, politely, without telling the floor or troubling the artist', async () => {
    const artwork = await liveArtwork({ floor: 800 });
    const collector = await createCustomer(t.app);
    const low = await makeOffer(t.app, collector.token, artwork.product.id, 799.99);
    expect(low.statusCode).toBe(201);
    expect(low.json()).toMatchObject({ status: 'declined', message: OfferMessages.belowFloor, dueAt: null });
    expect(low.body).not.toMatch(/\b800\b/);
    expect(await mailsTo(artwork.vendor.fields.email)).toEqual([]);
    expect(await mailsTo(collector.input.email)).toHaveLength(1);

    const atFloor = await makeOffer(t.app, collector.token, artwork.product.id, 800, 'I love the blues');
    expect(atFloor.statusCode).toBe(201);
    expect(atFloor.json()).toMatchObject({ status: 'open', amount: 800, note: 'I love the blues', listedPrice: 1000 });
    expect(new Date(atFloor.json().dueAt).getTime()).toBe(clock + 72 * HOUR);
    expect(await mailsTo(artwork.vendor.fields.email)).toEqual([expect.stringContaining('New offer')]);
  });

  it('refuses bad amounts, artworks that take no offers, strangers and the wrong role', async () => {
    const artwork = await liveArtwork();
    const collector = await createCustomer(t.app);
    for (const amount of [0, -1, 10.001, 1000, 1200]) {
      expect((await makeOffer(t.app, collector.token, artwork.product.id, amount)).statusCode).toBe(400);
    }
    const plain = await artworkTakingOffers(t.app, admin);
    await t.app.inject({
      method: 'PUT',
      url: `/api/vendordashboard/offer-settings/${plain.vendor.id}/${plain.product.id}`,
      headers: bearer(plain.vendor.token),
      payload: { acceptsOffers: false, floor: null },
    });
    const refused = await makeOffer(t.app, collector.token, plain.product.id, 500);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(OfferMessages.notAccepting);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/CustomerDashboard/offers',
      payload: { productId: artwork.product.id, amount: 5 },
    });
    expect(anonymous.statusCode).toBe(401);
    const asVendor = await t.app.inject({
      method: 'POST',
      url: '/api/CustomerDashboard/offers',
      headers: bearer(artwork.vendor.token),
      payload: { productId: artwork.product.id, amount: 5 },
    });
    expect(asVendor.statusCode).toBe(403);
    expect(await t.database.db.select().from(offers).where(eq(offers.productId, artwork.product.id))).toEqual([]);
  });

  it('keeps one alive offer per collector and artwork, even sent twice at once', async () => {
    const artwork = await liveArtwork();
    const collector = await createCustomer(t.app);
    const both = await Promise.all([
      makeOffer(t.app, collector.token, artwork.product.id, 700),
      makeOffer(t.app, collector.token, artwork.product.id, 710),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const declined = both.find((response) => response.statusCode === 201)?.json().id as string;
    expect(
      (await answerOffer(t.app, artwork.vendor, declined, { action: 'decline', reason: 'Too low for this one' })).statusCode,
    ).toBe(200);
    expect((await offerRow(declined))?.declineReason).toBe('Too low for this one');
    expect((await makeOffer(t.app, collector.token, artwork.product.id, 750)).statusCode).toBe(201);
  });

  it('lets a collector wait on at most 10 offers at once', async () => {
    const collector = await createCustomer(t.app);
    const vendor = await createVendor(t.app);
    const artworks = [];
    for (let index = 0; index < 11; index++) artworks.push(await artworkTakingOffers(t.app, admin, { vendor }));
    for (const artwork of artworks.slice(0, 10)) {
      expect((await makeOffer(t.app, collector.token, artwork.product.id, 500)).statusCode).toBe(201);
    }
    const eleventh = await makeOffer(t.app, collector.token, artworks[10]?.product.id ?? '', 500);
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().message).toBe(OfferMessages.tooManyOpen);
  });

  it('counts every write against the per-account limit', async () => {
    const artwork = await liveArtwork();
    const collector = await createCustomer(t.app);
    const codes = [];
    for (let index = 0; index < 21; index++)
      codes.push((await makeOffer(t.app, collector.token, artwork.product.id, 0)).statusCode);
    expect(codes.slice(0, 20).every((code) => code === 400)).toBe(true);
    expect(codes[20]).toBe(429);
  });
});

describe('answering', () => {
  it("is for the artwork's studio and, on a counter, its collector, each in turn and within range", async () => {
    const artwork = await liveArtwork();
    const collector = await createCustomer(t.app);
    const offerId = (await makeOffer(t.app, collector.token, artwork.product.id, 600)).json().id as string;
    const otherStudio = await createVendor(t.app);
    expect((await answerOffer(t.app, otherStudio, offerId, { action: 'accept' })).statusCode).toBe(404);
    expect((await answerCounter(t.app, collector.token, offerId, 'accept')).statusCode).toBe(409);
    for (const amount of [600, 599, 1000]) {
      const counter = await answerOffer(t.app, artwork.vendor, offerId, { action: 'counter', amount });
      expect(counter.statusCode).toBe(400);
      expect(counter.json().message).toBe(OfferMessages.counterRange);
    }
    const countered = await answerOffer(t.app, artwork.vendor, offerId, { action: 'counter', amount: 850, note: 'Framed, 850' });
    expect(countered.json()).toMatchObject({ status: 'countered', counterAmount: 850, counterNote: 'Framed, 850' });
    expect((await answerOffer(t.app, artwork.vendor, offerId, { action: 'accept' })).statusCode).toBe(409);
    const stranger = await createCustomer(t.app);
    expect((await answerCounter(t.app, stranger.token, offerId, 'accept')).statusCode).toBe(404);
    const declined = await answerCounter(t.app, collector.token, offerId, 'decline');
    expect(declined.json()).toMatchObject({ status: 'declined' });
    expect(await mailsTo(artwork.vendor.fields.email)).toEqual(expect.arrayContaining([expect.stringContaining('was declined')]));
    const studio = await t.app.inject({
      method: 'GET',
      url: `/api/vendordashboard/offers/${artwork.vendor.id}`,
      headers: bearer(artwork.vendor.token),
    });
    expect(studio.json()).toEqual([expect.objectContaining({ id: offerId, collectorName: expect.stringMatching(/\.$/) })]);
    const mine = await t.app.inject({ method: 'GET', url: '/api/CustomerDashboard/offers', headers: bearer(stranger.token) });
    expect(mine.json()).toEqual([]);
  });
});

describe('expiry', () => {
  it('ends an unanswered offer after 72 hours, once, and tells both sides', async () => {
    const artwork = await liveArtwork();
    const collector = await createCustomer(t.app);
    const offerId = (await makeOffer(t.app, collector.token, artwork.product.id, 600)).json().id as string;
    clock += 71 * HOUR;
    await expireDueOffers(t.app.ctx);
    expect((await offerRow(offerId))?.status).toBe('open');
    clock += 2 * HOUR;
    expect((await answerOffer(t.app, artwork.vendor, offerId, { action: 'accept' })).statusCode).toBe(409);
    const runs = await Promise.all([expireDueOffers(t.app.ctx), expireDueOffers(t.app.ctx)]);
    expect(runs.reduce((sum, ended) => sum + ended, 0)).toBeGreaterThanOrEqual(1);
    expect((await offerRow(offerId))?.status).toBe('expired');
    expect(await mailsTo(collector.input.email)).toEqual(expect.arrayContaining([expect.stringContaining('has expired')]));
    const artistMails = (await mailsTo(artwork.vendor.fields.email)).filter((subject) => subject.includes('expired'));
    expect(artistMails).toHaveLength(1);
  });

  it('gives an accepted offer 48 hours to pay, then lets the artwork go to anyone', async () => {
    const artwork = await liveArtwork();
    const collector = await createCustomer(t.app);
    const offerId = (await makeOffer(t.app, collector.token, artwork.product.id, 900)).json().id as string;
    expect((await answerOffer(t.app, artwork.vendor, offerId, { action: 'accept' })).json()).toMatchObject({
      status: 'accepted',
      agreedAmount: 900,
    });
    const rival = await createCustomer(t.app);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/Cart/add',
      headers: bearer(rival.token),
      payload: { productId: artwork.product.id, shippingOptionId: artwork.product.shippingOptionIds[0] },
    });
    expect(refused.statusCode).toBe(409);

    clock += 48 * HOUR + 1;
    expect(await expireDueOffers(t.app.ctx)).toBeGreaterThanOrEqual(1);
    expect((await offerRow(offerId))?.status).toBe('expired');
    const holds = await t.database.db
      .select()
      .from(artworkHolds)
      .where(and(eq(artworkHolds.offerId, offerId), isNull(artworkHolds.releasedAt)));
    expect(holds).toEqual([]);
    await putInCart(t.app, rival.token, artwork.product);
    const order = await placeOrder(t.app, rival.token, shippingAddress({ country: 'United States' }));
    expect((await startPayPal(rival.token, order.orderId)).statusCode).toBe(200);
  });
});

describe('the hold of an accepted offer', () => {
  it('refuses a second buyer who already had the work in an order, and an acceptance while someone pays', async () => {
    const artwork = await liveArtwork();
    const collector = await createCustomer(t.app);
    const rival = await createCustomer(t.app);
    await putInCart(t.app, rival.token, artwork.product);
    const rivalOrder = await placeOrder(t.app, rival.token, shippingAddress({ country: 'United States' }));
    const offerId = (await makeOffer(t.app, collector.token, artwork.product.id, 900)).json().id as string;
    await answerOffer(t.app, artwork.vendor, offerId, { action: 'accept' });

    const start = await startPayPal(rival.token, rivalOrder.orderId);
    expect(start.statusCode).toBe(409);
    expect((await placeOrder(t.app, rival.token, shippingAddress()).catch((error: Error) => error)) instanceof Error).toBe(true);

    // The other way round: a payment under way holds the work, so the artist cannot accept meanwhile.
    const second = await liveArtwork();
    const payer = await createCustomer(t.app);
    await putInCart(t.app, payer.token, second.product);
    const payerOrder = await placeOrder(t.app, payer.token, shippingAddress({ country: 'United States' }));
    const waiting = (await makeOffer(t.app, collector.token, second.product.id, 900)).json().id as string;
    expect((await startPayPal(payer.token, payerOrder.orderId)).statusCode).toBe(200);
    const accepted = await answerOffer(t.app, second.vendor, waiting, { action: 'accept' });
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json().message).toBe(OfferMessages.heldForPayment);
    expect((await offerRow(waiting))?.status).toBe('open');
  });

  it('prices the order at the agreed amount only while the hold lives', async () => {
    const artwork = await liveArtwork();
    const collector = await createCustomer(t.app);
    await agreeOnPrice(t.app, collector.token, artwork, 700, 850);
    await putInCart(t.app, collector.token, artwork.product);
    const order = await placeOrder(t.app, collector.token, shippingAddress({ country: 'United States' }));
    clock += 49 * HOUR;
    const late = await startPayPal(collector.token, order.orderId);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(OfferMessages.agreedPriceLapsed);
  });

  it('shows the agreed price in the cart while the hold lives, then the listed price', async () => {
    const artwork = await liveArtwork({ price: 1000, tax: 100 });
    const collector = await createCustomer(t.app);
    await agreeOnPrice(t.app, collector.token, artwork, 700, 880);
    await putInCart(t.app, collector.token, artwork.product);
    const cartOf = async (token: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/Cart', headers: bearer(token) })).json()[0];
    // 880 with tax, split in the artwork's own 10:1 proportion: 800 and 80.
    expect(await cartOf(collector.token)).toMatchObject({ price: 800, totalPrice: 880, agreedPrice: true });
    clock += 49 * HOUR;
    const lapsed = await cartOf(collector.token);
    expect(lapsed).toMatchObject({ price: 1000, totalPrice: 1100 });
    expect(lapsed.agreedPrice).toBeUndefined();
  });
});

describe('the agreed price through payment, the order and the ledger', () => {
  it('is paid with PayPal at the agreed price plus shipping; commission follows it; the offer is bought', async () => {
    const artwork = await liveArtwork({ price: 1000, tax: 100 });
    const collector = await createCustomer(t.app);
    const offerId = await agreeOnPrice(t.app, collector.token, artwork, 800, 990);
    await putInCart(t.app, collector.token, artwork.product);
    const order = await placeOrder(t.app, collector.token, shippingAddress({ country: 'United States' }));
    await payWithPayPal(t.app, paypal, collector.token, order.orderId);

    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.orderId));
    // 990 with tax splits 900 + 90 (the listing's 10%); shipping $25 is added as usual.
    expect(row).toMatchObject({
      paymentStatus: 3,
      subtotalCents: 90_000,
      taxCents: 9_000,
      shippingCents: 2_500,
      totalCents: 101_500,
    });
    const [item] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order.orderId));
    expect(item).toMatchObject({ priceCents: 90_000, commissionCents: 27_000, offerId });
    expect(await ledgerBalance(t.database.db, LedgerAccount.VendorUnearned, artwork.vendor.id)).toBe(-(101_500 - 27_000));

    expect(await lapseGoneOffers(t.app.ctx)).toBeGreaterThanOrEqual(1);
    expect((await offerRow(offerId))?.status).toBe('purchased');
    expect((await mailsTo(collector.input.email)).some((subject) => subject.includes('no longer available'))).toBe(false);
    const console = await t.app.inject({
      method: 'GET',
      url: `/api/admin/dashboard/orders/${order.orderId}/offers`,
      headers: bearer(admin),
    });
    expect(console.json()).toEqual([
      expect.objectContaining({ id: offerId, amount: 800, counterAmount: 990, agreedAmount: 990 }),
    ]);
    const notAdmin = await t.app.inject({
      method: 'GET',
      url: `/api/admin/dashboard/orders/${order.orderId}/offers`,
      headers: bearer(collector.token),
    });
    expect(notAdmin.statusCode).toBe(403);
  });

  it('is paid by bank transfer with the usual 5% off the agreed price, shipping in full', async () => {
    const artwork = await liveArtwork({ price: 1000 });
    const collector = await createCustomer(t.app);
    await agreeOnPrice(t.app, collector.token, artwork, 800, 900);
    await putInCart(t.app, collector.token, artwork.product);
    const order = await placeOrder(t.app, collector.token);
    await submitBankTransfer(t.app, collector.token, order.orderId);
    await approveTransferInFull(t.app, admin, order.orderId);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row).toMatchObject({
      paymentStatus: 3,
      subtotalCents: 90_000,
      discountCents: 4_500,
      shippingCents: 2_500,
      totalCents: 88_000,
    });
    const [item] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order.orderId));
    // Commission by the usual rule for a discounted line, on the agreed price.
    const commissionCents = lineCommissionCents(90_000, 4_500, 3_000);
    expect(item).toMatchObject({ priceCents: 90_000, discountCents: 4_500, commissionCents });
    expect(await ledgerBalance(t.database.db, LedgerAccount.VendorUnearned, artwork.vendor.id)).toBe(-(88_000 - commissionCents));
  });
});

describe('lapses', () => {
  it('ends every alive offer when the work sells to someone else, and tells both sides', async () => {
    const artwork = await liveArtwork();
    const first = await createCustomer(t.app);
    const second = await createCustomer(t.app);
    const open = (await makeOffer(t.app, first.token, artwork.product.id, 600)).json().id as string;
    const countered = (await makeOffer(t.app, second.token, artwork.product.id, 650)).json().id as string;
    await answerOffer(t.app, artwork.vendor, countered, { action: 'counter', amount: 900 });
    const buyer = await createCustomer(t.app);
    await putInCart(t.app, buyer.token, artwork.product);
    const order = await placeOrder(t.app, buyer.token, shippingAddress({ country: 'United States' }));
    await payWithPayPal(t.app, paypal, buyer.token, order.orderId);

    expect(await lapseGoneOffers(t.app.ctx)).toBeGreaterThanOrEqual(2);
    expect(await lapseGoneOffers(t.app.ctx)).toBe(0);
    expect((await offerRow(open))?.status).toBe('lapsed');
    expect((await offerRow(countered))?.status).toBe('lapsed');
    for (const collector of [first, second]) {
      expect(await mailsTo(collector.input.email)).toEqual(
        expect.arrayContaining([expect.stringContaining('no longer available')]),
      );
    }
    expect((await mailsTo(artwork.vendor.fields.email)).filter((subject) => subject.includes('has ended'))).toHaveLength(2);
    expect((await answerCounter(t.app, second.token, countered, 'accept')).statusCode).toBe(409);
  });
});
