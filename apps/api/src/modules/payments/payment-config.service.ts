import type { PaymentConfig } from '@art-market/domain/schemas';
import type { AppContext } from '#api/context.ts';

/** What the checkout needs to offer the payment methods (docs/product/orders-and-payments.md#payment-methods-and-currencies). */
export function readPaymentConfig(ctx: AppContext): PaymentConfig {
  const { config, payments } = ctx;
  return {
    mode: payments.paypal?.mode ?? 'sandbox',
    sandbox: payments.sandbox,
    methods: { paypal: Boolean(payments.paypal), payu: Boolean(payments.payu), bankTransfer: true },
    usdInrRate: config.USD_INR_RATE,
    bankAccount: {
      bankName: config.BANK_NAME,
      accountName: config.BANK_ACCOUNT_NAME,
      accountNumber: config.BANK_ACCOUNT_NUMBER,
      ifscCode: config.BANK_IFSC,
      swiftCode: config.BANK_SWIFT,
    },
  };
}
