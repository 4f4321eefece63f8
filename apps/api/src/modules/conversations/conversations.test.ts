import { ConversationMessages } from '@art-market/domain/copy';
import { CONVERSATION_MESSAGE_MAX, NEW_CONVERSATIONS_PER_DAY } from '@art-market/domain/rules';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, conversations, mailOutbox } from '#api/db/schema.ts';
import { createLiveProduct } from '#api/test/checkout-factories.ts';
import { adminToken, bearer, createCustomer, createVendor, nextAddress, pngImage } from '#api/test/factories.ts';
import { addDemoAdmin, createTestApp, type TestApp } from '#api/test/test-app.ts';

let t: TestApp;
let admin: string;
const MINUTE_MS = 60_000;

type Vendor = Awaited<ReturnType<typeof createVendor>>;
type Customer = Awaited<ReturnType<typeof createCustomer>>;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://art.example.com' });
  await addDemoAdmin(t);
  admin = await adminToken(t.app);
});
afterAll(() => t.close());

/** A studio with one live artwork, and a collector. */
async function newPair() {
  const vendor = await createVendor(t.app, { displayName: `Studio ${Math.random().toString(36).slice(2, 8)}` });
  const product = await createLiveProduct(t.app, vendor, admin, { Title: 'Monsoon Study' });
  const customer = await createCustomer(t.app, { firstName: 'Asha', lastName: 'Rao' });
  return { vendor, product, customer };
}

const ask = (customer: Customer, productId: string, body = 'Is the canvas stretched?') =>
  t.app.inject({
    method: 'POST',
    url: '/api/me/conversations',
    headers: bearer(customer.token),
    payload: { productId, body },
    remoteAddress: nextAddress(),
  });

function messageForm(body: string | undefined, images: Buffer[] = [], type = 'image/png') {
  const form = new FormData();
  if (body !== undefined) form.append('body', body);
  for (const image of images) form.append('images', new Blob([new Uint8Array(image)], { type }), 'photo.png');
  return form;
}

const collectorReply = (customer: Customer, id: string, form: FormData) =>
  t.app.inject({
    method: 'POST',
    url: `/api/me/conversations/${id}/messages`,
    headers: bearer(customer.token),
    payload: form,
    remoteAddress: nextAddress(),
  });
const studioReply = (vendor: Vendor, id: string, form: FormData) =>
  t.app.inject({
    method: 'POST',
    url: `/api/vendordashboard/conversations/${vendor.id}/${id}/messages`,
    headers: bearer(vendor.token),
    payload: form,
    remoteAddress: nextAddress(),
  });
const collectorRead = (customer: Customer, id: string) =>
  t.app.inject({ method: 'GET', url: `/api/me/conversations/${id}`, headers: bearer(customer.token) });
const studioRead = (vendor: Vendor, id: string) =>
  t.app.inject({ method: 'GET', url: `/api/vendordashboard/conversations/${vendor.id}/${id}`, headers: bearer(vendor.token) });
const report = (customer: Customer, id: string, reason = 'Asked me to pay outside Art Market') =>
  t.app.inject({
    method: 'POST',
    url: `/api/me/conversations/${id}/report`,
    headers: bearer(customer.token),
    payload: { reason },
    remoteAddress: nextAddress(),
  });

async function mailsTo(email: string) {
  await t.app.ctx.mail.drain();
  const rows = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
  // A new account's own mails (the verification link) are not messages.
  return rows.filter((row) => row.subject.startsWith('New message'));
}

/** Runs `work` with the app's clock moved `minutes` ahead. */
async function later<T>(minutes: number, work: () => Promise<T>): Promise<T> {
  const clock = t.app.ctx.now;
  t.app.ctx.now = () => new Date(clock().getTime() + minutes * MINUTE_MS);
  try {
    return await work();
  } finally {
    t.app.ctx.now = clock;
  }
}

describe('asking the artist', () => {
  it('starts one conversation per collector, studio and artwork; asking again adds to it', async () => {
    const { vendor, product, customer } = await newPair();
    const first = await ask(customer, product.id);
    expect(first.statusCode).toBe(201);
    const { conversationId } = first.json();
    const again = await ask(customer, product.id, 'And is it varnished?');
    expect(again.statusCode).toBe(200);
    expect(again.json().conversationId).toBe(conversationId);
    const rows = await t.database.db.select().from(conversations).where(eq(conversations.customerId, customer.id));
    expect(rows).toHaveLength(1);

    const found = await t.app.inject({
      method: 'GET',
      url: `/api/me/artworks/${product.id}/conversation`,
      headers: bearer(customer.token),
    });
    expect(found.json()).toEqual({ conversationId });

    const studio = await studioRead(vendor, conversationId);
    expect(studio.statusCode).toBe(200);
    expect(studio.json()).toMatchObject({
      yourSide: 'vendor',
      collectorName: 'Asha R.',
      artwork: { id: product.id, title: 'Monsoon Study' },
      canSend: true,
    });
    expect(studio.json().messages.map((message: { body: string }) => message.body)).toEqual([
      'Is the canvas stretched?',
      'And is it varnished?',
    ]);
  });

  it('takes plain text only: trimmed, not empty, not too long', async () => {
    const { product, customer } = await newPair();
    const empty = await ask(customer, product.id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.body).toBe(ConversationMessages.bodyRequired);
    const long = await ask(customer, product.id, 'x'.repeat(CONVERSATION_MESSAGE_MAX + 1));
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.body).toBe(ConversationMessages.bodyTooLong);
    const control = await ask(customer, product.id, 'hello\u0007');
    expect(control.statusCode).toBe(400);
    const trimmed = await ask(customer, product.id, '  Hello  ');
    const read = await collectorRead(customer, trimmed.json().conversationId);
    expect(read.json().messages[0].body).toBe('Hello');
    const missing = await ask(customer, '00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(ConversationMessages.artworkNotFound);
  });

  it('is for signed-in collectors only', async () => {
    const { vendor, product } = await newPair();
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/me/conversations',
      payload: { productId: product.id, body: 'Hi' },
    });
    expect(anonymous.statusCode).toBe(401);
    const asVendor = await t.app.inject({
      method: 'POST',
      url: '/api/me/conversations',
      headers: bearer(vendor.token),
      payload: { productId: product.id, body: 'Hi' },
    });
    expect(asVendor.statusCode).toBe(403);
  });

  it(`lets a collector start at most ${NEW_CONVERSATIONS_PER_DAY} conversations in 24 hours`, async () => {
    const vendor = await createVendor(t.app);
    const customer = await createCustomer(t.app);
    const products = [];
    for (let index = 0; index <= NEW_CONVERSATIONS_PER_DAY; index++) products.push(await createLiveProduct(t.app, vendor, admin));
    for (const product of products.slice(0, NEW_CONVERSATIONS_PER_DAY)) {
      expect((await ask(customer, product.id)).statusCode).toBe(201);
    }
    const last = products[NEW_CONVERSATIONS_PER_DAY];
    if (!last) throw new Error('no product');
    const refused = await ask(customer, last.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(ConversationMessages.dailyLimit);
    // Replies and questions in a conversation already started are not counted.
    const first = products[0];
    if (!first) throw new Error('no product');
    expect((await ask(customer, first.id, 'One more thing')).statusCode).toBe(200);
    expect((await later(24 * 60 + 1, () => ask(customer, last.id))).statusCode).toBe(201);
  });
});

describe('privacy', () => {
  it('shows each person only their own conversations', async () => {
    const { vendor, product, customer } = await newPair();
    const { conversationId } = (await ask(customer, product.id)).json();
    const stranger = await createCustomer(t.app);
    const otherStudio = await createVendor(t.app);
    expect((await collectorRead(stranger, conversationId)).statusCode).toBe(404);
    expect((await studioRead(otherStudio, conversationId)).statusCode).toBe(404);
    // Another studio's id in the URL is not the caller's.
    const forged = await t.app.inject({
      method: 'GET',
      url: `/api/vendordashboard/conversations/${vendor.id}/${conversationId}`,
      headers: bearer(otherStudio.token),
    });
    expect(forged.statusCode).toBe(404);
    expect((await collectorReply(stranger, conversationId, messageForm('Hello'))).statusCode).toBe(404);
    expect((await studioReply(otherStudio, conversationId, messageForm('Hello'))).statusCode).toBe(404);
    expect((await report(stranger, conversationId)).statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: '/api/me/conversations', headers: bearer(stranger.token) });
    expect(list.json()).toEqual({ unread: 0, conversations: [] });
  });

  it('never puts either e-mail address in an answer or a mail', async () => {
    const { vendor, product, customer } = await newPair();
    const { conversationId } = (await ask(customer, product.id)).json();
    await studioReply(vendor, conversationId, messageForm('Yes, on a pine frame.'));
    const answers = [
      await collectorRead(customer, conversationId),
      await studioRead(vendor, conversationId),
      await t.app.inject({ method: 'GET', url: '/api/me/conversations', headers: bearer(customer.token) }),
      await t.app.inject({
        method: 'GET',
        url: `/api/vendordashboard/conversations/${vendor.id}`,
        headers: bearer(vendor.token),
      }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toContain(customer.input.email);
      expect(answer.body).not.toContain(vendor.fields.email);
    }
    const mails = [...(await mailsTo(vendor.fields.email)), ...(await mailsTo(customer.input.email))];
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      for (const text of [mail.subject, mail.textBody, mail.htmlBody ?? '']) {
        expect(text).not.toContain(customer.input.email);
        expect(text).not.toContain(vendor.fields.email);
      }
    }
    const toStudio = mails.find((mail) => mail.recipient === vendor.fields.email);
    expect(toStudio?.subject).toBe('New message from Asha R. about “Monsoon Study”');
    expect(toStudio?.textBody).toContain(`https://art.example.com/vendor-dashboard?tab=messages&conversation=${conversationId}`);
    const toCollector = mails.find((mail) => mail.recipient === customer.input.email);
    expect(toCollector?.textBody).toContain(`https://art.example.com/messages/${conversationId}`);
    expect(toCollector?.textBody).toContain(vendor.fields.displayName);
  });
});

describe('mail', () => {
  it('mails the other person at most once per conversation per 15 minutes', async () => {
    const { vendor, product, customer } = await newPair();
    const { conversationId } = (await ask(customer, product.id)).json();
    expect(await mailsTo(vendor.fields.email)).toHaveLength(1);
    await ask(customer, product.id, 'Second thought');
    await later(14, () => collectorReply(customer, conversationId, messageForm('Third thought')));
    expect(await mailsTo(vendor.fields.email)).toHaveLength(1);
    // The studio's own window is its own: its first reply mails the collector at once.
    await later(14, () => studioReply(vendor, conversationId, messageForm('Happy to help')));
    expect(await mailsTo(customer.input.email)).toHaveLength(1);
    await later(15, () => collectorReply(customer, conversationId, messageForm('Thank you')));
    expect(await mailsTo(vendor.fields.email)).toHaveLength(2);
    await later(29, () => collectorReply(customer, conversationId, messageForm('One more')));
    expect(await mailsTo(vendor.fields.email)).toHaveLength(2);
  });

  it('claims the mail once when two messages arrive at the same moment', async () => {
    const { vendor, product, customer } = await newPair();
    const { conversationId } = (await ask(customer, product.id)).json();
    const replies = await later(20, () =>
      Promise.all([
        collectorReply(customer, conversationId, messageForm('one')),
        collectorReply(customer, conversationId, messageForm('two')),
      ]),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual([201, 201]);
    expect(await mailsTo(vendor.fields.email)).toHaveLength(2);
  });
});

describe('unread counts', () => {
  it('counts the other side’s messages until the reader opens the conversation', async () => {
    const { vendor, product, customer } = await newPair();
    const { conversationId } = (await ask(customer, product.id)).json();
    const studioList = () =>
      t.app.inject({ method: 'GET', url: `/api/vendordashboard/conversations/${vendor.id}`, headers: bearer(vendor.token) });
    expect((await studioList()).json()).toMatchObject({ unread: 1, conversations: [{ id: conversationId, unread: 1 }] });
    await later(1, () => studioRead(vendor, conversationId));
    expect((await later(1, studioList)).json().unread).toBe(0);
    await later(2, () => studioReply(vendor, conversationId, messageForm('Yes')));
    const collectorList = await later(2, () =>
      t.app.inject({ method: 'GET', url: '/api/me/conversations', headers: bearer(customer.token) }),
    );
    expect(collectorList.json()).toMatchObject({
      unread: 1,
      conversations: [{ lastMessage: 'Yes', studioName: vendor.fields.displayName }],
    });
  });
});

describe('images', () => {
  it('takes up to 3 images by the upload rules, served only to the conversation’s readers', async () => {
    const { vendor, product, customer } = await newPair();
    const { conversationId } = (await ask(customer, product.id)).json();
    const sent = await studioReply(vendor, conversationId, messageForm('Details', [await pngImage(), await pngImage(80, 60)]));
    expect(sent.statusCode).toBe(201);
    const [image] = sent.json().images;
    expect(image).toMatchObject({ width: 64, height: 48 });
    const path = (await collectorRead(customer, conversationId)).json().messages[1].images[0].url as string;
    expect(path).toMatch(/^\/api\/me\/conversations\//);
    const fetched = await t.app.inject({ method: 'GET', url: path, headers: bearer(customer.token) });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.headers['content-type']).toBe('image/png');
    expect(fetched.rawPayload.includes(Buffer.from('secret location'))).toBe(false);
    expect(fetched.headers['cache-control']).toBe('private, no-store');
    const stranger = await createCustomer(t.app);
    expect((await t.app.inject({ method: 'GET', url: path, headers: bearer(stranger.token) })).statusCode).toBe(404);
    // Not reported: the console cannot fetch it either.
    const consolePath = path.replace(/^\/api\/me\/conversations/, '/api/admin/dashboard/conversations');
    expect((await t.app.inject({ method: 'GET', url: consolePath, headers: bearer(admin) })).statusCode).toBe(404);
  });

  it('refuses a file that is not an image, more than 3 images, and a file past 5 MB', async () => {
    const { product, customer } = await newPair();
    const { conversationId } = (await ask(customer, product.id)).json();
    const fake = new FormData();
    fake.append('body', 'Look');
    fake.append('images', new Blob([new TextEncoder().encode('not an image')], { type: 'image/png' }), 'fake.png');
    const notImage = await collectorReply(customer, conversationId, fake);
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().message).toBe(ConversationMessages.imagesOnly);
    const image = await pngImage();
    const tooMany = await collectorReply(customer, conversationId, messageForm('Look', [image, image, image, image]));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(ConversationMessages.tooManyImages);
    const huge = await collectorReply(customer, conversationId, messageForm('Look', [Buffer.alloc(5 * 1024 * 1024 + 1)]));
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe(ConversationMessages.imageTooLarge);
    const noText = await collectorReply(customer, conversationId, messageForm('  ', [image]));
    expect(noText.statusCode).toBe(400);
    // None of the refused ones was kept.
    expect((await collectorRead(customer, conversationId)).json().messages).toHaveLength(1);
  });
});

describe('reports and the console', () => {
  it('shows the console only reported conversations', async () => {
    const { vendor, product, customer } = await newPair();
    const { conversationId } = (await ask(customer, product.id)).json();
    const listed = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/admin/dashboard/conversations', headers: bearer(admin) })).json()
        .conversations as { id: string }[];
    const read = () =>
      t.app.inject({ method: 'GET', url: `/api/admin/dashboard/conversations/${conversationId}`, headers: bearer(admin) });
    expect((await listed()).map((row) => row.id)).not.toContain(conversationId);
    expect((await read()).statusCode).toBe(404);
    // Collectors and studios are not admins.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/dashboard/conversations', headers: bearer(customer.token) }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/dashboard/conversations/${conversationId}`,
          headers: bearer(vendor.token),
        })
      ).statusCode,
    ).toBe(403);

    const reported = await report(customer, conversationId);
    expect(reported.statusCode).toBe(200);
    expect((await collectorRead(customer, conversationId)).json().reportedByYou).toBe(true);
    expect((await listed()).map((row) => row.id)).toContain(conversationId);
    const answer = await read();
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      reports: [{ side: 'customer', reason: 'Asked me to pay outside Art Market' }],
      stops: { customer: null, vendor: null },
    });
    expect(answer.body).not.toContain(customer.input.email);
    expect(answer.body).not.toContain(vendor.fields.email);
    const empty = await report(customer, conversationId, ' ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.reason).toBe(ConversationMessages.reportReasonRequired);
  });

  it('lets an admin stop a person from messaging and lift it, audit-logged', async () => {
    const { vendor, product, customer } = await newPair();
    const { conversationId } = (await ask(customer, product.id)).json();
    const stop = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/dashboard/conversations/${conversationId}/stop`,
        headers: bearer(admin),
        payload: { side: 'vendor', reason: 'Asked for payment outside the platform' },
      });
    expect((await stop()).statusCode).toBe(404);
    await t.app.inject({
      method: 'POST',
      url: `/api/vendordashboard/conversations/${vendor.id}/${conversationId}/report`,
      headers: bearer(vendor.token),
      payload: { reason: 'Abusive' },
    });
    const stopped = await stop();
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json().stops.vendor).toMatchObject({ reason: 'Asked for payment outside the platform' });

    const refused = await studioReply(vendor, conversationId, messageForm('Pay me by wire'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ConversationMessages.stopped);
    expect((await studioRead(vendor, conversationId)).json().canSend).toBe(false);
    // The collector is not stopped.
    expect((await collectorReply(customer, conversationId, messageForm('Hello?'))).statusCode).toBe(201);

    const lifted = await t.app.inject({
      method: 'POST',
      url: `/api/admin/dashboard/conversations/${conversationId}/lift`,
      headers: bearer(admin),
      payload: { side: 'vendor' },
    });
    expect(lifted.json().stops.vendor).toBeNull();
    expect((await studioReply(vendor, conversationId, messageForm('Sorry'))).statusCode).toBe(201);

    const entries = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.entityId, vendor.id)));
    expect(entries.map((entry) => entry.action).sort()).toEqual(['messaging.lift', 'messaging.stop']);
    expect(entries.find((entry) => entry.action === 'messaging.stop')?.after).toMatchObject({ stopped: true, conversationId });
  });

  it('stops a stopped collector from asking anew', async () => {
    const { product, customer } = await newPair();
    const { conversationId } = (await ask(customer, product.id)).json();
    await report(customer, conversationId, 'Wrong artwork');
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/dashboard/conversations/${conversationId}/stop`,
      headers: bearer(admin),
      payload: { side: 'customer', reason: 'Spam' },
    });
    const other = await newPair();
    const refused = await ask(customer, other.product.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ConversationMessages.stopped);
  });
});
