import { SavedWorksMessages } from '@art-market/domain/copy';
import { BANK_TRANSFER_HOLD_MS, SAVED_WORKS_LIMIT } from '@art-market/domain/rules';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, savedWorks } from '#api/db/schema.ts';
import { copyArtwork } from '#api/test/catalog-factories.ts';
import { createLiveProduct, placeOrder, putInCart } from '#api/test/checkout-factories.ts';
import { adminToken, bearer, createCustomer, createVendor } from '#api/test/factories.ts';
import { approveTransferInFull, submitBankTransfer } from '#api/test/paid-order.ts';
import { addDemoAdmin, createTestApp, type TestApp } from '#api/test/test-app.ts';

// Issue 29, item 1: collectors save works; the studio sees how many, nobody sees who.

const NOW = new Date('2026-11-25T10:00:00.000Z');
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
  await addDemoAdmin(t);
  admin = await adminToken(t.app);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, token?: string) =>
  t.app.inject({ method, url: `/api${url}`, headers: token ? bearer(token) : {} });
const save = (token: string, productId: string) => call('PUT', `/me/saved/${productId}`, token);
const unsave = (token: string, productId: string) => call('DELETE', `/me/saved/${productId}`, token);
const savedState = async (token: string) => (await call('GET', '/me/saved-state', token)).json();
const savedPage = async (token: string, page = 1) => (await call('GET', `/me/saved?page=${page}`, token)).json();

describe('saving a work', () => {
  it('keeps it once, newest first, in the saved-state call; removing it twice is fine', async () => {
    const vendor = await createVendor(t.app);
    const first = await createLiveProduct(t.app, vendor, admin);
    const second = await createLiveProduct(t.app, vendor, admin);
    const collector = await createCustomer(t.app);
    expect(await savedState(collector.token)).toEqual({ artworkIds: [], artistNames: [] });

    expect((await save(collector.token, first.id)).statusCode).toBe(204);
    await t.database.db
      .update(savedWorks)
      .set({ createdAt: new Date(NOW.getTime() - 60_000) })
      .where(eq(savedWorks.customerId, collector.id));
    expect((await save(collector.token, second.id)).statusCode).toBe(204);
    // Saving again is the same state: no second row, no error.
    expect((await save(collector.token, second.id)).statusCode).toBe(204);

    const state = await call('GET', '/me/saved-state', collector.token);
    expect(state.headers['cache-control']).toBe('no-store');
    expect(state.json()).toEqual({ artworkIds: [second.id, first.id], artistNames: [] });

    expect((await unsave(collector.token, second.id)).statusCode).toBe(204);
    expect((await unsave(collector.token, second.id)).statusCode).toBe(204);
    expect((await savedState(collector.token)).artworkIds).toEqual([first.id]);
  });

  it('refuses an artwork that is not on the storefront, and an id that is no artwork', async () => {
    const vendor = await createVendor(t.app);
    const live = await createLiveProduct(t.app, vendor, admin);
    await t.database.db.update(products).set({ isActive: false }).where(eq(products.id, live.id));
    const collector = await createCustomer(t.app);
    const refused = await save(collector.token, live.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(SavedWorksMessages.artworkNotFound);
    expect((await save(collector.token, 'not-a-uuid')).statusCode).toBe(404);
    expect((await savedState(collector.token)).artworkIds).toEqual([]);
  });

  it(`keeps at most ${SAVED_WORKS_LIMIT} works and says so on the next one`, async () => {
    const vendor = await createVendor(t.app);
    const original = await createLiveProduct(t.app, vendor, admin);
    await copyArtwork(t, original.id, SAVED_WORKS_LIMIT);
    const collector = await createCustomer(t.app);
    const others = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.vendorId, vendor.id), ne(products.id, original.id)));
    // The first 499 straight into the table; the 500th and 501st through the API.
    await t.database.db
      .insert(savedWorks)
      .values(others.slice(1).map((row) => ({ customerId: collector.id, productId: row.id, savedTotalCents: 105_000 })));
    expect((await save(collector.token, others[0]!.id)).statusCode).toBe(204);

    const refused = await save(collector.token, original.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(SavedWorksMessages.limitReached);
    expect((await savedState(collector.token)).artworkIds).toHaveLength(SAVED_WORKS_LIMIT);
    // One already saved is still "saved" at the limit (idempotent), and removing one makes room.
    expect((await save(collector.token, others[0]!.id)).statusCode).toBe(204);
    expect((await unsave(collector.token, others[0]!.id)).statusCode).toBe(204);
    expect((await save(collector.token, original.id)).statusCode).toBe(204);

    const page = await savedPage(collector.token, 2);
    expect(page).toMatchObject({ total: SAVED_WORKS_LIMIT, page: 2, pageSize: 24 });
    expect(page.items).toHaveLength(24);
  });
});

describe('/saved', () => {
  it('says what each work is now: available, reserved until, sold, price changed, no longer available', async () => {
    const vendor = await createVendor(t.app);
    const works = [];
    for (const _ of [1, 2, 3, 4, 5]) works.push(await createLiveProduct(t.app, vendor, admin));
    const [available, reserved, sold, repriced, withdrawn] = works;
    const collector = await createCustomer(t.app);
    for (const artwork of [available, reserved, sold, repriced, withdrawn]) {
      expect((await save(collector.token, artwork!.id)).statusCode).toBe(204);
    }

    // Another collector's bank transfer holds one; a second one's approved transfer sells another.
    const holder = await createCustomer(t.app);
    await putInCart(t.app, holder.token, reserved!);
    const held = await placeOrder(t.app, holder.token);
    await submitBankTransfer(t.app, holder.token, held.orderId);
    const buyer = await createCustomer(t.app);
    await putInCart(t.app, buyer.token, sold!);
    const bought = await placeOrder(t.app, buyer.token);
    await submitBankTransfer(t.app, buyer.token, bought.orderId);
    await approveTransferInFull(t.app, admin, bought.orderId);
    // The artist lowers a price and the admin approves the change; another is withdrawn.
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/vendordashboard/products/${repriced!.id}`,
      headers: bearer(vendor.token),
      payload: {
        Title: 'Lowered',
        Description: 'Layered blues and greens of the first monsoon rain over the backwaters.',
        Price: 800,
        TaxAmount: 50,
        ShippingOptions: [{ Name: 'ART ORIGIN Domestic Shipping', Cost: 40, EstimatedDeliveryTime: 4 }],
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const approval = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/dashboard/products/${repriced!.id}/approve`,
      headers: bearer(admin),
      payload: { isApproved: true, commissionPercentage: 10 },
    });
    expect(approval.statusCode, approval.body).toBe(200);
    const withdrawal = await call('PUT', `/vendordashboard/products/${withdrawn!.id}/withdraw`, vendor.token);
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);

    const listed = await call('GET', '/me/saved', collector.token);
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toBe('no-store');
    const byId = new Map((listed.json().items as { productId: string }[]).map((item) => [item.productId, item]));
    expect(byId.get(available!.id)).toMatchObject({
      state: 'available',
      reservedUntil: null,
      priceChange: null,
      totalPrice: 1050,
    });
    expect(byId.get(reserved!.id)).toMatchObject({
      state: 'reserved',
      reservedUntil: new Date(NOW.getTime() + BANK_TRANSFER_HOLD_MS).toISOString(),
    });
    expect(byId.get(sold!.id)).toMatchObject({ state: 'sold', reservedUntil: null });
    expect(byId.get(repriced!.id)).toMatchObject({
      state: 'available',
      title: 'Lowered',
      savedTotalPrice: 1050,
      totalPrice: 850,
      priceChange: { from: 1050, to: 850 },
    });
    expect(byId.get(withdrawn!.id)).toMatchObject({ state: 'unavailable' });
    expect(listed.json().total).toBe(5);
  });
});

describe('who may call', () => {
  it('answers 401 signed out and 403 to a vendor or an admin, on every route', async () => {
    const vendor = await createVendor(t.app);
    const artwork = await createLiveProduct(t.app, vendor, admin);
    const routes: ['GET' | 'PUT' | 'DELETE', string][] = [
      ['GET', '/me/saved-state'],
      ['GET', '/me/saved'],
      ['PUT', `/me/saved/${artwork.id}`],
      ['DELETE', `/me/saved/${artwork.id}`],
      ['GET', '/me/following'],
      ['PUT', '/me/following/Meera%20Iyer'],
      ['DELETE', '/me/following/Meera%20Iyer'],
    ];
    for (const [method, url] of routes) {
      expect((await call(method, url)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, vendor.token)).statusCode, `${method} ${url} as vendor`).toBe(403);
      expect((await call(method, url, admin)).statusCode, `${method} ${url} as admin`).toBe(403);
    }
    expect((await call('GET', '/vendordashboard/audience')).statusCode).toBe(401);
    const collector = await createCustomer(t.app);
    expect((await call('GET', '/vendordashboard/audience', collector.token)).statusCode).toBe(403);
  });

  it('keeps each collector to their own list', async () => {
    const vendor = await createVendor(t.app);
    const artwork = await createLiveProduct(t.app, vendor, admin);
    const one = await createCustomer(t.app);
    const other = await createCustomer(t.app);
    await save(one.token, artwork.id);
    expect((await savedState(other.token)).artworkIds).toEqual([]);
    expect((await savedPage(other.token)).items).toEqual([]);
    // Removing it from someone else's list is not possible: the path names only the caller's own.
    await unsave(other.token, artwork.id);
    expect((await savedState(one.token)).artworkIds).toEqual([artwork.id]);
  });
});

describe('the studio', () => {
  it('sees how many collectors saved each of its own artworks, never who, and nothing of other studios', async () => {
    const vendor = await createVendor(t.app);
    const other = await createVendor(t.app);
    const [loved, quiet] = [await createLiveProduct(t.app, vendor, admin), await createLiveProduct(t.app, vendor, admin)];
    const elsewhere = await createLiveProduct(t.app, other, admin);
    for (const _ of [1, 2]) {
      const collector = await createCustomer(t.app);
      await save(collector.token, loved.id);
      await save(collector.token, elsewhere.id);
    }

    const audience = await call('GET', '/vendordashboard/audience', vendor.token);
    expect(audience.statusCode).toBe(200);
    expect(audience.json().artworks).toEqual(
      expect.arrayContaining([
        { productId: loved.id, savedCount: 2 },
        { productId: quiet.id, savedCount: 0 },
      ]),
    );
    expect(audience.json().artworks).toHaveLength(2);
    expect(audience.body).not.toContain(elsewhere.id);
    // No field of any answer names a collector.
    expect(audience.body).not.toMatch(/customer|email|firstName/i);
  });
});
