import type { FastifyInstance } from 'fastify';
import { approveProduct, bearer, createCustomer, createProduct, createVendor } from './factories.ts';

/** An approved artwork at `commissionPercentage`, with the ids of its shipping options (domestic first). */
export async function createLiveProduct(
  app: FastifyInstance,
  vendor: { id: string; token: string },
  adminToken: string,
  overrides: Record<string, unknown> = {},
  commissionPercentage = 30,
) {
  const product = await createProduct(app, vendor, overrides);
  await approveProduct(app, product.id, adminToken, commissionPercentage);
  const details = await app.inject({ method: 'GET', url: `/api/Product/${product.id}` });
  const { shippingOptions } = details.json() as { shippingOptions: { id: string; name: string }[] };
  return { id: product.id, shippingOptionIds: shippingOptions.map((option) => option.id) };
}

export async function putInCart(
  app: FastifyInstance,
  customerToken: string,
  product: { id: string; shippingOptionIds: string[] },
) {
  const added = await app.inject({
    method: 'POST',
    url: '/api/Cart/add',
    headers: bearer(customerToken),
    payload: { productId: product.id, shippingOptionId: product.shippingOptionIds[0] },
  });
  if (added.statusCode !== 200) throw new Error(`add to cart failed: ${added.body}`);
}

export function shippingAddress(overrides: Record<string, string> = {}) {
  return {
    firstName: 'Asha',
    lastName: 'Rao',
    email: 'asha.rao@example.com',
    phone: '+91 98765 43210',
    address: '14 Marine Drive',
    city: 'Mumbai',
    state: 'Maharashtra',
    zipCode: '400020',
    country: 'India',
    ...overrides,
  };
}

/** Saves the checkout address: the cart becomes an order. */
export async function placeOrder(app: FastifyInstance, customerToken: string, address = shippingAddress()) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/Orders/shipping',
    headers: bearer(customerToken),
    payload: address,
  });
  if (response.statusCode !== 200) throw new Error(`order failed: ${response.body}`);
  return response.json() as { orderId: string; orderNumber: string };
}

/**
 * A new customer with one live artwork of a new vendor ($10.75 with tax, free shipping) in the cart
 * and an order for it, shipped to `address` (India unless given).
 */
export async function orderOneArtwork(app: FastifyInstance, adminToken: string, address = shippingAddress()) {
  const vendor = await createVendor(app);
  const product = await createLiveProduct(app, vendor, adminToken, {
    Price: 10,
    TaxAmount: 0.75,
    ShippingOptions: [{ Name: 'Free domestic shipping', Cost: 0, EstimatedDeliveryTime: 5 }],
  });
  const customer = await createCustomer(app);
  await putInCart(app, customer.token, product);
  const order = await placeOrder(app, customer.token, address);
  return { product, customer, order };
}
