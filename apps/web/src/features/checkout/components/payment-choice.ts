import { isIndia } from '@art-market/domain/rules';
import type { PaymentConfig } from '@art-market/domain/schemas';

export type CheckoutMethod = 'paypal' | 'payu' | 'bankTransfer';

export const METHOD_LABELS: Record<CheckoutMethod, string> = {
  paypal: 'PayPal (USD, also cards)',
  payu: 'PayU (INR: cards, UPI, net banking)',
  bankTransfer: 'Bank transfer (NEFT), 5% off the artworks',
};

/**
 * PayU only for an address in India, PayPal otherwise, bank transfer always;
 * a method this server does not offer (no credentials in production) is not shown.
 */
export function offeredMethods(country: string, offered: PaymentConfig['methods']): CheckoutMethod[] {
  const online: CheckoutMethod = isIndia(country) ? 'payu' : 'paypal';
  return [online, 'bankTransfer' as const].filter((method) => offered[method]);
}
