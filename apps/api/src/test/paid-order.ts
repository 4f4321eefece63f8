import type { FastifyInstance } from 'fastify';
import { createLiveProduct, placeOrder, putInCart } from './checkout-factories.ts';
import { bearer, createCustomer, nextAddress, pngImage } from './factories.ts';

type Vendor = { id: string; token: string };

/**
 * A customer buys one artwork of each vendor by bank transfer and the admin approves it: an order
 * paid through the public API, with no payment provider involved.
 */
export async function buyPaidOrder(app: FastifyInstance, admin: string, vendors: Vendor[], options: { price?: string } = {}) {
  const customer = await createCustomer(app);
  const products = [];
  for (const vendor of vendors) {
    const product = await createLiveProduct(app, vendor, admin, options.price ? { Price: options.price } : {});
    await putInCart(app, customer.token, product);
    products.push(product);
  }
  const order = await placeOrder(app, customer.token);
  await submitBankTransfer(app, customer.token, order.orderId);
  await approveTransferInFull(app, admin, order.orderId);
  return { ...order, customer, products };
}

/** What the console shows an admin as due on the order's pending transfer, in the declared currency. */
export async function amountDueOf(app: FastifyInstance, admin: string, orderId: string): Promise<number> {
  const list = await app.inject({ method: 'GET', url: '/api/admin/dashboard/pending-bank-transfers', headers: bearer(admin) });
  const row = (list.json() as { orderId: string; amountOutstanding: number }[]).find((transfer) => transfer.orderId === orderId);
  if (!row) throw new Error(`no pending transfer for order ${orderId}: ${list.body}`);
  return row.amountOutstanding;
}

/** The admin approves the order's transfer, stating that exactly what was due arrived. */
export async function approveTransferInFull(app: FastifyInstance, admin: string, orderId: string) {
  const verified = await app.inject({
    method: 'POST',
    url: '/api/admin/dashboard/verify-bank-transfer',
    headers: bearer(admin),
    payload: { orderId, isVerified: true, notes: '', amountReceived: await amountDueOf(app, admin, orderId) },
  });
  if (verified.statusCode !== 200) throw new Error(`approval failed: ${verified.body}`);
  return verified;
}

/** What the order asks of a bank transfer, in dollars, as the checkout shows it. */
export async function bankTransferDue(app: FastifyInstance, customerToken: string, orderId: string): Promise<number> {
  const order = await app.inject({ method: 'GET', url: `/api/Orders/${orderId}`, headers: bearer(customerToken) });
  return (order.json() as { bankTransferQuote: { totalAmount: number } }).bankTransferQuote.totalAmount;
}

/**
 * The collector sends the bank-transfer details and proof, declaring the amount due, from a device of
 * its own: the order's artworks are held for 72 hours.
 */
export async function submitBankTransfer(app: FastifyInstance, customerToken: string, orderId: string) {
  const form = new FormData();
  const fields = {
    orderId,
    transactionId: `UTR${Math.random().toString().slice(2, 14)}`,
    transactionDate: '2026-11-20',
    bankName: 'HDFC Bank',
    accountHolderName: 'Asha Rao',
    amount: (await bankTransferDue(app, customerToken, orderId)).toFixed(2),
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('proofFile', new Blob([new Uint8Array(await pngImage())], { type: 'image/png' }), 'receipt.png');
  const submitted = await app.inject({
    method: 'POST',
    url: '/api/Orders/bank-transfer',
    headers: bearer(customerToken),
    payload: form,
    remoteAddress: nextAddress(),
  });
  if (submitted.statusCode !== 200) throw new Error(`bank transfer failed: ${submitted.body}`);
}
