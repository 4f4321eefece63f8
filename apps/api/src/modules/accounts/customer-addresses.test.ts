import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLiveProduct, putInCart, shippingAddress } from '#api/test/checkout-factories.ts';
import { adminToken, bearer, createCustomer, createVendor } from '#api/test/factories.ts';
import { addDemoAdmin, createTestApp, type TestApp } from '#api/test/test-app.ts';

// Issue 19, item 9: the checkout forgot the street, city, state and ZIP after Back, a reload or a
// retry; the address saved at checkout is now kept in the customer's profile.

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  await addDemoAdmin(t);
  admin = await adminToken(t.app);
});
afterAll(() => t.close());

const saveAddress = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/Orders/shipping', headers: bearer(token), payload });
const savedAddresses = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/CustomerDashboard/addresses', headers: bearer(token) });
const forget = (token: string, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/CustomerDashboard/addresses/${id}`, headers: bearer(token) });

async function customerWithCart() {
  const vendor = await createVendor(t.app);
  const artwork = await createLiveProduct(t.app, vendor, admin);
  const customer = await createCustomer(t.app);
  await putInCart(t.app, customer.token, artwork);
  return customer;
}

describe('saved addresses', () => {
  it('keeps the address saved at checkout, one per place, most recently used first', async () => {
    const customer = await customerWithCart();
    expect((await savedAddresses(customer.token)).json()).toEqual([]);

    const home = shippingAddress({ address: '14 Marine Drive', city: 'Mumbai', zipCode: '400020' });
    expect((await saveAddress(customer.token, home)).statusCode).toBe(200);
    const studio = shippingAddress({ address: '7 Bazaar Road', city: 'Kochi', state: 'Kerala', zipCode: '682002' });
    expect((await saveAddress(customer.token, studio)).statusCode).toBe(200);
    // The same place again, spaced and capitalised differently, with a new phone: one address, on top.
    const again = { ...home, address: '14  marine drive', city: 'MUMBAI', phone: '+91 91234 56789' };
    expect((await saveAddress(customer.token, again)).statusCode).toBe(200);

    const listed = await savedAddresses(customer.token);
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toBe('no-store');
    expect(listed.json()).toMatchObject([
      { address: '14  marine drive', city: 'MUMBAI', zipCode: '400020', phone: '+919123456789' },
      { address: '7 Bazaar Road', city: 'Kochi', state: 'Kerala', zipCode: '682002' },
    ]);
  });

  it('keeps nothing when the address is refused', async () => {
    const customer = await customerWithCart();
    expect((await saveAddress(customer.token, shippingAddress({ city: '' }))).statusCode).toBe(400);
    expect((await savedAddresses(customer.token)).json()).toEqual([]);
  });

  it('lets the customer remove an address, and nobody else', async () => {
    const customer = await customerWithCart();
    const other = await createCustomer(t.app);
    await saveAddress(customer.token, shippingAddress());
    const [saved] = (await savedAddresses(customer.token)).json() as { id: string }[];
    const id = saved?.id ?? '';

    expect((await savedAddresses(other.token)).json()).toEqual([]);
    const foreign = await forget(other.token, id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Address not found');
    expect((await savedAddresses(customer.token)).json()).toHaveLength(1);

    expect((await forget(customer.token, id)).statusCode).toBe(204);
    expect((await savedAddresses(customer.token)).json()).toEqual([]);
    expect((await forget(customer.token, 'not-an-id')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/CustomerDashboard/addresses' })).statusCode).toBe(401);
  });
});
