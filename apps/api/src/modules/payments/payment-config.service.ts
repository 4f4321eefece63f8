import type { PaymentConfig } from '@art-market/domain/schemas';
import type { AppContext } from '#api/context.ts';
import { isEmailVerified } from '#api/modules/accounts/email-verification.service.ts';

/**
 * What the checkout needs to offer the payment methods (docs/product/orders-and-payments.md#payment-methods-and-currencies),
 * with whether the caller may hold artworks by bank transfer (a verified address, ADR 0030), and the
 * accounts it goes to: NEFT inside India, the international wire elsewhere when one is offered (ADR 0043).
 */
export async function readPaymentConfig(ctx: AppContext, customerId: string): Promise<PaymentConfig> {
  const { config, payments } = ctx;
  return {
    mode: payments.paypal?.mode ?? 'sandbox',
    sandbox: payments.sandbox,
    methods: { paypal: Boolean(payments.paypal), payu: Boolean(payments.payu), bankTransfer: true },
    usdInrRate: config.USD_INR_RATE,
    emailVerified: await isEmailVerified(ctx.db, 'customer', customerId),
    bankAccount: {
      bankName: config.BANK_NAME,
      accountName: config.BANK_ACCOUNT_NAME,
      accountNumber: config.BANK_ACCOUNT_NUMBER,
      ifscCode: config.BANK_IFSC,
      swiftCode: config.BANK_SWIFT,
    },
    wireAccount: config.WIRE,
  };
}
