import { canonicalCountry } from '../common/countries.ts';
import { isDomesticShipping, isInternationalShipping } from './artworks.ts';

// A collector may choose any shipping option (the API takes it as it is); these rules only say which
// option fits the destination, so that a Domestic option chosen for another country is noticed.

/** The same country however it was typed ("usa" and "United States"), by the country list's own spelling. */
export function isSameCountry(a: string, b: string): boolean {
  return canonicalCountry(a).toLowerCase() === canonicalCountry(b).toLowerCase();
}

/** The option that fits a delivery from `origin` to `destination`: domestic at home, international abroad. */
export function fittingShippingOption<T extends { name: string }>(
  options: readonly T[],
  origin: string,
  destination: string,
): T | undefined {
  const fits = isSameCountry(origin, destination) ? isDomesticShipping : isInternationalShipping;
  return options.find((option) => fits(option.name));
}

/** Said when a Domestic option is chosen for an address outside the artwork's country of origin; null otherwise. */
export function shippingMismatchMessage(optionName: string, origin: string, destination: string): string | null {
  if (!isDomesticShipping(optionName) || !origin.trim() || !destination.trim() || isSameCountry(origin, destination)) {
    return null;
  }
  return `${optionName} covers deliveries within ${origin} only, but this artwork goes to ${destination}.`;
}

/** What the product page and the cart say about shipping to the collector's country. */
export function shippingFitNotice(options: readonly { name: string }[], origin: string, destination: string): string | null {
  if (!origin.trim() || !destination.trim() || options.length === 0) return null;
  const fit = fittingShippingOption(options, origin, destination);
  if (fit) return `For delivery to ${destination}, choose ${fit.name}.`;
  if (isSameCountry(origin, destination)) return null;
  return `This artwork ships from ${origin}, and no international option is offered: contact the gallery before buying for delivery to ${destination}.`;
}
