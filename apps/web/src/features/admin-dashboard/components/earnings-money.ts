import { formatInr, PaymentMethod, toCents, toDollars, usdCentsToInrPaise } from '@art-market/domain/rules';

/** A dollar amount in rupees at the storefront's rate (docs/product/money.md#currencies). */
export function formatUsdAsInr(dollars: number, usdInrRate: number): string {
  return formatInr(toDollars(usdCentsToInrPaise(toCents(dollars), usdInrRate)));
}

export function isBankTransfer(paymentMethod: number | null): boolean {
  return paymentMethod === PaymentMethod.NEFT;
}
