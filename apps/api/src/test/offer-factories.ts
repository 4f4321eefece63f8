import type { FastifyInstance } from 'fastify';
import { createLiveProduct } from '#api/test/checkout-factories.ts';
import { bearer, createVendor, nextAddress } from '#api/test/factories.ts';

type Vendor = Awaited<ReturnType<typeof createVendor>>;

/** A live artwork of a new studio that takes offers (price and tax in dollars; floor in dollars or none). */
export async function artworkTakingOffers(
  app: FastifyInstance,
  admin: string,
  options: { price?: number; tax?: number; floor?: number | null; vendor?: Vendor } = {},
) {
  const vendor = options.vendor ?? (await createVendor(app));
  const product = await createLiveProduct(app, vendor, admin, { Price: options.price ?? 1000, TaxAmount: options.tax ?? 0 });
  const saved = await app.inject({
    method: 'PUT',
    url: `/api/vendordashboard/offer-settings/${vendor.id}/${product.id}`,
    headers: bearer(vendor.token),
    payload: { acceptsOffers: true, floor: options.floor ?? null },
  });
  if (saved.statusCode !== 200) throw new Error(`offer settings failed: ${saved.body}`);
  return { vendor, product };
}

/** The collector's offer, from an address of its own (the per-address limit is tested on its own). */
export const makeOffer = (app: FastifyInstance, token: string, productId: string, amount: number, note?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/CustomerDashboard/offers',
    headers: bearer(token),
    payload: { productId, amount, ...(note !== undefined && { note }) },
    remoteAddress: nextAddress(),
  });

export const answerOffer = (app: FastifyInstance, vendor: Vendor, offerId: string, answer: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: `/api/vendordashboard/offers/${vendor.id}/${offerId}/answer`,
    headers: bearer(vendor.token),
    payload: answer,
    remoteAddress: nextAddress(),
  });

export const answerCounter = (app: FastifyInstance, token: string, offerId: string, action: 'accept' | 'decline') =>
  app.inject({
    method: 'POST',
    url: `/api/CustomerDashboard/offers/${offerId}/answer`,
    headers: bearer(token),
    payload: { action },
    remoteAddress: nextAddress(),
  });

/** An offer made, countered and accepted: the artwork held for the collector at `agreed` dollars. */
export async function agreeOnPrice(
  app: FastifyInstance,
  token: string,
  artwork: { vendor: Vendor; product: { id: string } },
  offered: number,
  agreed: number,
) {
  const made = await makeOffer(app, token, artwork.product.id, offered);
  if (made.statusCode !== 201) throw new Error(`offer failed: ${made.body}`);
  const offerId = (made.json() as { id: string }).id;
  const countered = await answerOffer(app, artwork.vendor, offerId, { action: 'counter', amount: agreed });
  if (countered.statusCode !== 200) throw new Error(`counter failed: ${countered.body}`);
  const accepted = await answerCounter(app, token, offerId, 'accept');
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
  return offerId;
}
