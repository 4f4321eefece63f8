import type { ShippingAddress } from './orders.ts';

/** How many of a customer's addresses the checkout and the profile offer, most recently used first. */
export const SAVED_ADDRESSES_LIMIT = 10;

const normalised = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The place an address points to: the same street, city, state, ZIP and country, however spaced or
 * capitalised, is one saved address (the newest name, phone and e-mail given for it win).
 */
export function addressPlaceKey(address: ShippingAddress): string {
  return [address.address, address.city, address.state, address.zipCode, address.country].map(normalised).join('|');
}
