import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, orders, vendors } from '#api/db/schema.ts';
import { createLiveProduct, placeOrder, putInCart, shippingAddress } from '#api/test/checkout-factories.ts';
import { adminToken, bearer, createCustomer, createVendor } from '#api/test/factories.ts';
import { addDemoAdmin, createTestApp, type TestApp } from '#api/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addDemoAdmin(t);
});
afterAll(() => t.close());

const customerRow = async (id: string) => (await t.database.db.select().from(customers).where(eq(customers.id, id)))[0];

// A country is compared (PayU is for India), counted and shown: "india" and "India" must be one value.
describe('a typed country is stored in the list spelling', () => {
  it('at registration', async () => {
    const customer = await createCustomer(t.app, { country: '  india ' });
    expect((await customerRow(customer.id))?.country).toBe('India');
  });

  it('on a profile update, with other names for listed countries and capitals for unlisted ones', async () => {
    const customer = await createCustomer(t.app);
    const update = (country: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/CustomerDashboard/profile',
        headers: bearer(customer.token),
        payload: {
          firstName: 'Asha',
          lastName: 'Rao',
          email: customer.input.email,
          mobileNumber: customer.input.mobileNumber,
          country,
        },
      });
    for (const [typed, stored] of [
      ['united states', 'United States'],
      ['USA', 'United States'],
      ['new caledonia', 'New Caledonia'],
      ['TRINIDAD AND TOBAGO', 'Trinidad and Tobago'],
      ['Côte d’Ivoire', 'Côte d’Ivoire'],
    ]) {
      const response = await update(typed as string);
      expect(response.statusCode).toBe(200);
      expect(response.json().profile.country).toBe(stored);
      expect((await customerRow(customer.id))?.country).toBe(stored);
    }
  });

  it('in a checkout address', async () => {
    const vendor = await createVendor(t.app);
    const product = await createLiveProduct(t.app, vendor, await adminToken(t.app));
    const customer = await createCustomer(t.app);
    await putInCart(t.app, customer.token, product);
    const order = await placeOrder(t.app, customer.token, shippingAddress({ country: 'india' }));
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row?.shippingAddress.country).toBe('India');
  });

  it("in a vendor's store address", async () => {
    const vendor = await createVendor(t.app, { storeCountry: 'india' });
    const [row] = await t.database.db.select().from(vendors).where(eq(vendors.id, vendor.id));
    expect(row?.storeCountry).toBe('India');
  });
});
