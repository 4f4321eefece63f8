import { ConversationMessages } from '@art-market/domain/copy';
import { CONVERSATION_MESSAGE_MAX } from '@art-market/domain/rules';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, conversations, messagingStops, offers } from '#api/db/schema.ts';
import { bearer, createCustomer, nextAddress } from '#api/test/factories.ts';
import { artworkTakingOffers } from '#api/test/offer-factories.ts';
import { createPayPalTestApp } from '#api/test/paypal-stand-in.ts';
import type { TestApp } from '#api/test/test-app.ts';

let t: TestApp;
let admin: string;
let closeApp: () => Promise<void>;

beforeAll(async () => {
  ({ t, admin, close: closeApp } = await createPayPalTestApp());
});
afterAll(() => closeApp());

const offerWith = (token: string, productId: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/CustomerDashboard/offers',
    headers: bearer(token),
    payload: { productId, amount: 800, ...payload },
    remoteAddress: nextAddress(),
  });
const offersOf = async (customerId: string) => t.database.db.select().from(offers).where(eq(offers.customerId, customerId));
const conversationsOf = async (customerId: string, productId: string) =>
  t.database.db
    .select()
    .from(conversations)
    .where(and(eq(conversations.customerId, customerId), eq(conversations.productId, productId)));

describe("an offer's question for the artist", () => {
  it("goes into the collector's conversation about the artwork, which the studio reads", async () => {
    const { vendor, product } = await artworkTakingOffers(t.app, admin);
    const customer = await createCustomer(t.app);
    const made = await offerWith(customer.token, product.id, { question: '  Is it framed?  ' });
    expect(made.statusCode).toBe(201);
    const conversationId = made.json().conversationId as string;
    expect(conversationId).toBeTruthy();
    const studio = await t.app.inject({
      method: 'GET',
      url: `/api/vendordashboard/conversations/${vendor.id}/${conversationId}`,
      headers: bearer(vendor.token),
    });
    expect(studio.json().messages.map((message: { body: string }) => message.body)).toEqual(['Is it framed?']);
    expect(await conversationsOf(customer.id, product.id)).toHaveLength(1);
  });

  it('adds to a conversation there is, and makes none without a question', async () => {
    const { product } = await artworkTakingOffers(t.app, admin);
    const customer = await createCustomer(t.app);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/me/conversations',
      headers: bearer(customer.token),
      payload: { productId: product.id, body: 'Hello' },
    });
    expect(asked.statusCode).toBe(201);
    const made = await offerWith(customer.token, product.id, { question: 'Would you take less?' });
    expect(made.json().conversationId).toBe(asked.json().conversationId);
    expect(await conversationsOf(customer.id, product.id)).toHaveLength(1);

    const other = await artworkTakingOffers(t.app, admin);
    const plain = await offerWith(customer.token, other.product.id, {});
    expect(plain.statusCode).toBe(201);
    expect(plain.json().conversationId).toBeUndefined();
    expect(await conversationsOf(customer.id, other.product.id)).toHaveLength(0);
  });

  it('refuses the whole offer when the question is bad or the collector is stopped from messaging', async () => {
    const { product } = await artworkTakingOffers(t.app, admin);
    const customer = await createCustomer(t.app);
    const tooLong = await offerWith(customer.token, product.id, { question: 'x'.repeat(CONVERSATION_MESSAGE_MAX + 1) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toMatchObject({ question: ConversationMessages.bodyTooLong });
    const blank = await offerWith(customer.token, product.id, { question: '   ' });
    expect(blank.statusCode).toBe(400);

    const [someAdmin] = await t.database.db.select({ id: admins.id }).from(admins).limit(1);
    if (!someAdmin) throw new Error('no admin');
    await t.database.db
      .insert(messagingStops)
      .values({ accountSide: 'customer', accountId: customer.id, reason: 'Spam', adminId: someAdmin.id });
    const stopped = await offerWith(customer.token, product.id, { question: 'Is it framed?' });
    expect(stopped.statusCode).toBe(403);
    expect(stopped.json().message).toBe(ConversationMessages.stopped);
    expect(await offersOf(customer.id)).toHaveLength(0);
    expect(await conversationsOf(customer.id, product.id)).toHaveLength(0);
    // Without a question the stopped collector may still make an offer: the stop is on messaging only.
    expect((await offerWith(customer.token, product.id, {})).statusCode).toBe(201);
  });
});

describe('the offer of a conversation', () => {
  const studioRead = (vendor: { id: string; token: string }, conversationId: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/vendordashboard/offers/${vendor.id}/conversations/${conversationId}`,
      headers: bearer(vendor.token),
    });
  const collectorRead = (token: string, conversationId: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/CustomerDashboard/offers/conversations/${conversationId}`,
      headers: bearer(token),
    });

  it("shows each side the collector's alive offer on the artwork, and no one else's conversation", async () => {
    const { vendor, product } = await artworkTakingOffers(t.app, admin);
    const customer = await createCustomer(t.app);
    const made = await offerWith(customer.token, product.id, { question: 'Is it framed?' });
    const conversationId = made.json().conversationId as string;

    const studio = await studioRead(vendor, conversationId);
    expect(studio.statusCode).toBe(200);
    expect(studio.json().offer).toMatchObject({ id: made.json().id, amount: 800, status: 'open' });
    expect(studio.json().offer.collectorName).toBeTruthy();
    const own = await collectorRead(customer.token, conversationId);
    expect(own.json().offer).toMatchObject({ id: made.json().id, status: 'open' });
    expect(own.json().offer.collectorName).toBeUndefined();

    // Another studio, another collector, a malformed id: not there.
    const { vendor: stranger } = await artworkTakingOffers(t.app, admin);
    expect((await studioRead(stranger, conversationId)).statusCode).toBe(404);
    expect((await studioRead(stranger, 'nope')).statusCode).toBe(404);
    const otherCollector = await createCustomer(t.app);
    expect((await collectorRead(otherCollector.token, conversationId)).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/vendordashboard/offers/${vendor.id}/conversations/${conversationId}`,
          headers: bearer(customer.token),
        })
      ).statusCode,
    ).toBe(403);

    // Declined, the offer is no longer alive: the thread shows none.
    const declined = await t.app.inject({
      method: 'POST',
      url: `/api/vendordashboard/offers/${vendor.id}/${made.json().id}/answer`,
      headers: bearer(vendor.token),
      payload: { action: 'decline' },
      remoteAddress: nextAddress(),
    });
    expect(declined.statusCode).toBe(200);
    expect((await studioRead(vendor, conversationId)).json()).toEqual({ offer: null });
    expect((await collectorRead(customer.token, conversationId)).json()).toEqual({ offer: null });
  });
});
