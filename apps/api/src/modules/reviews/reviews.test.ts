import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ReviewMessages } from '@art-market/domain/copy';
import { REVIEW_BODY_MAX, REVIEW_TITLE_MAX } from '@art-market/domain/rules';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, mailOutbox, vendorOrders } from '#api/db/schema.ts';
import { createLiveProduct, placeOrder, putInCart } from '#api/test/checkout-factories.ts';
import { deliverOrder } from '#api/test/delivery.ts';
import { adminToken, bearer, createCustomer, createVendor, imagesForm, pngImage } from '#api/test/factories.ts';
import { approveTransferInFull, submitBankTransfer } from '#api/test/paid-order.ts';
import { addDemoAdmin, createTestApp, type TestApp } from '#api/test/test-app.ts';

let t: TestApp;
let admin: string;
const DAY_MS = 24 * 60 * 60 * 1000;

type Vendor = Awaited<ReturnType<typeof createVendor>>;
type Customer = Awaited<ReturnType<typeof createCustomer>>;

beforeAll(async () => {
  const distDir = path.join(tmpdir(), `art-market-reviews-${Date.now()}`);
  await mkdir(distDir, { recursive: true });
  await writeFile(
    path.join(distDir, 'index.html'),
    '<!doctype html><html><head><meta name="description" content="Art Market" /><title>Art Market</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ WEB_DIST_DIR: distDir, PUBLIC_URL: 'https://art.example.com' });
  await addDemoAdmin(t);
  admin = await adminToken(t.app);
});
afterAll(() => t.close());

let artistCount = 0;
/** A vendor with one live artwork under an artist name of its own. */
async function newArtist() {
  const vendor = await createVendor(t.app);
  const artistName = `Review Artist ${++artistCount}`;
  return { vendor, artistName };
}

/** A customer buys one artwork of the artist, paid by bank transfer; answers the order and its vendor order. */
async function buy(artist: { vendor: Vendor; artistName: string }, customer?: Customer) {
  const buyer = customer ?? (await createCustomer(t.app));
  const product = await createLiveProduct(t.app, artist.vendor, admin, { ArtistName: artist.artistName });
  await putInCart(t.app, buyer.token, product);
  const order = await placeOrder(t.app, buyer.token);
  await submitBankTransfer(t.app, buyer.token, order.orderId);
  await approveTransferInFull(t.app, admin, order.orderId);
  const [part] = await t.database.db.select().from(vendorOrders).where(eq(vendorOrders.orderId, order.orderId));
  if (!part) throw new Error('no vendor order');
  return { orderId: order.orderId, vendorOrderId: part.id, customer: buyer, productId: product.id };
}

const deliver = (orderId: string, vendor: Vendor) =>
  deliverOrder(t.app, t.database.db, orderId, new Map([[vendor.id, vendor.token]]));

async function deliveredOrder(artist: { vendor: Vendor; artistName: string }) {
  const bought = await buy(artist);
  await deliver(bought.orderId, artist.vendor);
  return bought;
}

const review = { rating: 5, title: 'A joy to deal with', body: 'Packed with care.\nArrived early.' };
const writeReview = (token: string, vendorOrderId: string, payload: object = review) =>
  t.app.inject({
    method: 'POST',
    url: '/api/CustomerDashboard/reviews',
    headers: bearer(token),
    payload: { vendorOrderId, ...payload },
  });
const editReview = (token: string, id: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/CustomerDashboard/reviews/${id}`, headers: bearer(token), payload });
const artistReviews = (name: string, page = 1) =>
  t.app.inject({ method: 'GET', url: `/api/artists/${encodeURIComponent(name)}/reviews?page=${page}` });
const artistPage = (name: string) => t.app.inject({ method: 'GET', url: `/api/artists/${encodeURIComponent(name)}` });

/** Runs `work` with the app's clock moved `days` ahead. */
async function later<T>(days: number, work: () => Promise<T>): Promise<T> {
  const clock = t.app.ctx.now;
  t.app.ctx.now = () => new Date(clock().getTime() + days * DAY_MS);
  try {
    return await work();
  } finally {
    t.app.ctx.now = clock;
  }
}

describe('who may review', () => {
  it('lets the buyer review a delivered vendor order once', async () => {
    const artist = await newArtist();
    const bought = await deliveredOrder(artist);
    const states = await t.app.inject({
      method: 'GET',
      url: `/api/CustomerDashboard/orders/${bought.orderId}/reviews`,
      headers: bearer(bought.customer.token),
    });
    expect(states.json()).toMatchObject([{ vendorOrderId: bought.vendorOrderId, canReview: true, review: null }]);

    const written = await writeReview(bought.customer.token, bought.vendorOrderId);
    expect(written.statusCode).toBe(201);
    expect(written.json()).toMatchObject({ rating: 5, title: review.title, body: review.body, canEdit: true, hidden: false });

    const again = await writeReview(bought.customer.token, bought.vendorOrderId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ReviewMessages.alreadyReviewed);

    const after = await t.app.inject({
      method: 'GET',
      url: `/api/CustomerDashboard/orders/${bought.orderId}/reviews`,
      headers: bearer(bought.customer.token),
    });
    expect(after.json()).toMatchObject([{ canReview: false, review: { title: review.title } }]);
  });

  it('refuses an order that is not delivered yet', async () => {
    const artist = await newArtist();
    const bought = await buy(artist);
    const answer = await writeReview(bought.customer.token, bought.vendorOrderId);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(ReviewMessages.orderNotReviewable);
  });

  it("answers 404 for someone else's order, and refuses vendors and visitors", async () => {
    const artist = await newArtist();
    const bought = await deliveredOrder(artist);
    const stranger = await createCustomer(t.app);
    const answer = await writeReview(stranger.token, bought.vendorOrderId);
    expect(answer.statusCode).toBe(404);
    const states = await t.app.inject({
      method: 'GET',
      url: `/api/CustomerDashboard/orders/${bought.orderId}/reviews`,
      headers: bearer(stranger.token),
    });
    expect(states.json()).toEqual([]);
    expect((await writeReview(artist.vendor.token, bought.vendorOrderId)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/CustomerDashboard/reviews', payload: review });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses an order refunded in full before it was delivered', async () => {
    const artist = await newArtist();
    const bought = await buy(artist);
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/admin/dashboard/orders/${bought.orderId}/refund`,
      headers: { ...bearer(admin), 'idempotency-key': `review-test-${bought.orderId}` },
      payload: { reason: 'Goodwill' },
    });
    expect(refund.statusCode).toBeLessThan(300);
    await later(1, () => deliver(bought.orderId, artist.vendor));
    const answer = await later(1, () => writeReview(bought.customer.token, bought.vendorOrderId));
    expect(answer.statusCode).toBe(409);
  });
});

describe('what a review may say', () => {
  it('trims, keeps line breaks, and refuses empty titles, long texts, control characters and bad stars', async () => {
    const artist = await newArtist();
    const bought = await deliveredOrder(artist);
    const cases: [object, string, string][] = [
      [{ ...review, rating: 0 }, 'rating', ReviewMessages.ratingRequired],
      [{ ...review, rating: 4.5 }, 'rating', ReviewMessages.ratingRequired],
      [{ ...review, title: '   ' }, 'title', ReviewMessages.titleRequired],
      [{ ...review, title: 'x'.repeat(REVIEW_TITLE_MAX + 1) }, 'title', ReviewMessages.titleTooLong],
      [{ ...review, title: 'Two\nlines' }, 'title', ReviewMessages.controlCharacters],
      [{ ...review, body: 'x'.repeat(REVIEW_BODY_MAX + 1) }, 'body', ReviewMessages.bodyTooLong],
      [{ ...review, body: 'bell \u0007' }, 'body', ReviewMessages.controlCharacters],
      [{ ...review, body: 'nul \u0000' }, 'body', 'Must not contain the NUL character'],
    ];
    for (const [payload, field, message] of cases) {
      const answer = await writeReview(bought.customer.token, bought.vendorOrderId, payload);
      expect(answer.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(answer.json().errors?.[field] ?? answer.json().message).toBe(message);
    }
    const html = '<script>alert(1)</script>';
    const written = await writeReview(bought.customer.token, bought.vendorOrderId, {
      rating: 4,
      title: `  ${html}  `,
      body: `  ${'y'.repeat(REVIEW_BODY_MAX)}  `,
    });
    expect(written.statusCode).toBe(201);
    expect(written.json().title).toBe(html);
    expect(written.json().body).toHaveLength(REVIEW_BODY_MAX);
  });
});

describe('editing', () => {
  it('lets the author edit for 30 days, then not', async () => {
    const artist = await newArtist();
    const bought = await deliveredOrder(artist);
    const { id } = (await writeReview(bought.customer.token, bought.vendorOrderId)).json();
    const edited = await later(29, () => editReview(bought.customer.token, id, { rating: 3, title: 'Changed my mind' }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ rating: 3, title: 'Changed my mind', body: '' });
    expect(edited.json().updatedAt).not.toBeNull();

    const late = await later(31, () => editReview(bought.customer.token, id, { rating: 1, title: 'Too late' }));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(ReviewMessages.editWindowClosed);
    const photoLate = await later(31, () =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/CustomerDashboard/reviews/${id}/photo`,
        headers: bearer(bought.customer.token),
      }),
    );
    expect(photoLate.statusCode).toBe(409);
  });

  it("answers 404 to another customer's edit", async () => {
    const artist = await newArtist();
    const bought = await deliveredOrder(artist);
    const { id } = (await writeReview(bought.customer.token, bought.vendorOrderId)).json();
    const stranger = await createCustomer(t.app);
    expect((await editReview(stranger.token, id, review)).statusCode).toBe(404);
  });

  it('takes one photo by the upload rules and replaces it', async () => {
    const artist = await newArtist();
    const bought = await deliveredOrder(artist);
    const { id } = (await writeReview(bought.customer.token, bought.vendorOrderId)).json();
    const upload = (form: FormData) =>
      t.app.inject({
        method: 'POST',
        url: `/api/CustomerDashboard/reviews/${id}/photo`,
        headers: bearer(bought.customer.token),
        payload: form,
      });
    const first = await upload(imagesForm([await pngImage()], 'photo'));
    expect(first.statusCode).toBe(200);
    expect(first.json().photoUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    const notImage = new FormData();
    notImage.append('photo', new Blob([new TextEncoder().encode('not an image')], { type: 'image/png' }), 'fake.png');
    const refused = await upload(notImage);
    expect(refused.statusCode).toBe(400);
    const second = await upload(imagesForm([await pngImage()], 'photo'));
    expect(second.json().photoUrl).not.toBe(first.json().photoUrl);
    const list = (await artistReviews(artist.artistName)).json();
    expect(list.reviews[0].photoUrl).toBe(second.json().photoUrl);
  });
});

describe('the artist page', () => {
  it('shows the average to one decimal, the count and the reviews newest first, paged, with replies', async () => {
    const artist = await newArtist();
    const ratings = [5, 4, 4, 5, 5, 3, 4, 5, 4, 5, 4];
    for (const [index, rating] of ratings.entries()) {
      const bought = await deliveredOrder(artist);
      await later(index / 100, () =>
        writeReview(bought.customer.token, bought.vendorOrderId, { ...review, rating, title: `Review ${index}` }),
      );
    }
    const first = (await artistReviews(artist.artistName)).json();
    expect(first.rating).toEqual({ average: 4.4, count: 11 });
    expect(first.reviews).toHaveLength(10);
    expect(first.reviews[0].title).toBe('Review 10');
    expect(first.reviews[0].reviewerName).toBe('Asha R.');
    const second = (await artistReviews(artist.artistName, 2)).json();
    expect(second.reviews.map((entry: { title: string }) => entry.title)).toEqual(['Review 0']);

    expect((await artistPage(artist.artistName)).json().rating).toEqual({ average: 4.4, count: 11 });
    const product = (await t.app.inject({ method: 'GET', url: `/api/Product/${(await buy(artist)).productId}` })).json();
    expect(product.artistRating).toEqual({ average: 4.4, count: 11 });
  });

  it('lets the studio reply to its own reviews only, once, and edit the reply', async () => {
    const artist = await newArtist();
    const other = await newArtist();
    const bought = await deliveredOrder(artist);
    const { id } = (await writeReview(bought.customer.token, bought.vendorOrderId)).json();
    const reply = (vendor: Vendor, body: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/vendordashboard/reviews/${vendor.id}/${id}/reply`,
        headers: bearer(vendor.token),
        payload: { body },
      });
    expect((await reply(other.vendor, 'Not mine')).statusCode).toBe(404);
    const wrongPath = await t.app.inject({
      method: 'PUT',
      url: `/api/vendordashboard/reviews/${artist.vendor.id}/${id}/reply`,
      headers: bearer(other.vendor.token),
      payload: { body: 'Pretending' },
    });
    expect(wrongPath.statusCode).toBe(404);
    expect((await reply(artist.vendor, '   ')).statusCode).toBe(400);
    const written = await reply(artist.vendor, 'Thank you, Asha!');
    expect(written.statusCode).toBe(200);
    expect(written.json().reply).toMatchObject({ body: 'Thank you, Asha!', updatedAt: null });
    const edited = await later(1, () => reply(artist.vendor, 'Thank you so much, Asha!'));
    expect(edited.json().reply.body).toBe('Thank you so much, Asha!');
    expect(edited.json().reply.updatedAt).not.toBeNull();
    const page = (await artistReviews(artist.artistName)).json();
    expect(page.reviews[0].reply.body).toBe('Thank you so much, Asha!');
    const studio = await t.app.inject({
      method: 'GET',
      url: `/api/vendordashboard/reviews/${artist.vendor.id}`,
      headers: bearer(artist.vendor.token),
    });
    expect(studio.json().reviews).toHaveLength(1);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/vendordashboard/reviews/${artist.vendor.id}`,
      headers: bearer(other.vendor.token),
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('carries AggregateRating in the page meta once there is a visible review', async () => {
    const artist = await newArtist();
    const bought = await deliveredOrder(artist);
    const before = await t.app.inject({ method: 'GET', url: `/artists/${encodeURIComponent(artist.artistName)}` });
    expect(before.body).toContain(`<title>${artist.artistName}: original artworks · Art Market</title>`);
    expect(before.body).not.toContain('AggregateRating');
    await writeReview(bought.customer.token, bought.vendorOrderId, { ...review, rating: 4 });
    const html = (await t.app.inject({ method: 'GET', url: `/artists/${encodeURIComponent(artist.artistName)}` })).body;
    const script = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
    expect(JSON.parse(script?.[1] ?? '{}')).toMatchObject({
      '@context': 'https://schema.org',
      name: artist.artistName,
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, reviewCount: 1, bestRating: 5, worstRating: 1 },
    });
  });
});

describe('moderation', () => {
  it('hides a review with a reason: it leaves the list and the average, the author is mailed, the action is logged', async () => {
    const artist = await newArtist();
    const kind = await deliveredOrder(artist);
    const harsh = await deliveredOrder(artist);
    await writeReview(kind.customer.token, kind.vendorOrderId, { ...review, rating: 5 });
    const { id } = (
      await writeReview(harsh.customer.token, harsh.vendorOrderId, { ...review, rating: 1, title: 'Rude words' })
    ).json();
    expect((await artistReviews(artist.artistName)).json().rating).toEqual({ average: 3, count: 2 });

    const customerTry = await t.app.inject({
      method: 'POST',
      url: `/api/admin/dashboard/reviews/${id}/hide`,
      headers: bearer(harsh.customer.token),
      payload: { reason: 'x' },
    });
    expect(customerTry.statusCode).toBe(403);
    const noReason = await t.app.inject({
      method: 'POST',
      url: `/api/admin/dashboard/reviews/${id}/hide`,
      headers: bearer(admin),
      payload: { reason: ' ' },
    });
    expect(noReason.statusCode).toBe(400);

    const hidden = await t.app.inject({
      method: 'POST',
      url: `/api/admin/dashboard/reviews/${id}/hide`,
      headers: bearer(admin),
      payload: { reason: 'Insults are not allowed' },
    });
    expect(hidden.statusCode).toBe(200);
    const page = (await artistReviews(artist.artistName)).json();
    expect(page.rating).toEqual({ average: 5, count: 1 });
    expect(page.reviews.map((entry: { id: string }) => entry.id)).not.toContain(id);
    expect((await artistPage(artist.artistName)).json().rating).toEqual({ average: 5, count: 1 });

    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, harsh.customer.input.email));
    const mail = mails.find((entry) => entry.subject.includes('was hidden'));
    expect(mail?.textBody).toContain('Insults are not allowed');
    const [logged] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.entityId, id), eq(adminAuditLog.action, 'review.hide')));
    expect(logged?.after).toMatchObject({ hidden: true, reason: 'Insults are not allowed' });

    const console = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard/reviews?visibility=hidden',
      headers: bearer(admin),
    });
    expect(console.json().reviews.map((entry: { id: string }) => entry.id)).toContain(id);
    expect(console.json().reviews.find((entry: { id: string }) => entry.id === id)).toMatchObject({
      hidden: true,
      hiddenReason: 'Insults are not allowed',
      authorEmail: harsh.customer.input.email,
    });
    const edit = await editReview(harsh.customer.token, id, review);
    expect(edit.statusCode).toBe(409);

    const shown = await t.app.inject({
      method: 'POST',
      url: `/api/admin/dashboard/reviews/${id}/unhide`,
      headers: bearer(admin),
    });
    expect(shown.statusCode).toBe(200);
    expect((await artistReviews(artist.artistName)).json().rating).toEqual({ average: 3, count: 2 });
  });
});

describe('limits', () => {
  it('counts review writes per account', async () => {
    const artist = await newArtist();
    const bought = await deliveredOrder(artist);
    const { id } = (await writeReview(bought.customer.token, bought.vendorOrderId)).json();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 20; attempt++) {
      statuses.push((await editReview(bought.customer.token, id, { ...review, title: `Edit ${attempt}` })).statusCode);
    }
    expect(statuses.slice(0, 19).every((status) => status === 200)).toBe(true);
    expect(statuses[19]).toBe(429);
  });
});
