import {
  BANK_TRANSFER_DISCOUNT_PERCENTAGE,
  BANK_TRANSFER_RAIL_NAMES,
  bankTransferRailFor,
  isIndia,
} from '@art-market/domain/rules';
import type { PaymentConfig } from '@art-market/domain/schemas';

export type CheckoutMethod = 'paypal' | 'payu' | 'bankTransfer';

/** The label of each method for an address in `country`: the bank transfer names its rail (NEFT or a wire). */
export function methodLabel(method: CheckoutMethod, country: string): string {
  if (method === 'paypal') return 'PayPal (USD, also cards)';
  if (method === 'payu') return 'PayU (INR: cards, UPI, net banking)';
  const rail = bankTransferRailFor(country, true) ?? 'wire';
  return `${BANK_TRANSFER_RAIL_NAMES[rail]}, ${BANK_TRANSFER_DISCOUNT_PERCENTAGE}% off the artworks`;
}

/**
 * PayU only for an address in India, PayPal otherwise; a bank transfer by NEFT in India and by
 * international wire elsewhere, only when this server offers the wire (ADR 0043). A method this
 * server does not offer (no credentials in production) is not shown.
 */
export function offeredMethods(country: string, config: Pick<PaymentConfig, 'methods' | 'wireAccount'>): CheckoutMethod[] {
  const online: CheckoutMethod = isIndia(country) ? 'payu' : 'paypal';
  const bankTransfer = config.methods.bankTransfer && bankTransferRailFor(country, config.wireAccount !== null) !== null;
  return [online, 'bankTransfer' as const].filter((method) =>
    method === 'bankTransfer' ? bankTransfer : config.methods[method],
  );
}
