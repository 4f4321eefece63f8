/** What the buyer reads from the checkout to the confirmation page (docs/product/storefront.md#storefront-messages). */

export const CheckoutMessages = {
  emptyCart: 'Your cart is empty. Redirecting you back to the product page.',
  loginToPurchase: 'Please log in to purchase items',
  saveAddressFailed: 'Failed to save shipping address',
  noOrderId: 'No order ID available',
  paypalInitiateFailed: 'Failed to initiate PayPal payment',
  paypalCreateFailed: 'Failed to create PayPal order',
  paypalNoOrderId: 'No PayPal order ID received',
  paypalConfigFailed: 'Could not load PayPal configuration',
  paypalRedirectFailed: 'Failed to redirect to PayPal',
  payuInitiateFailed: 'Failed to initiate PayU payment',
} as const;

export const PaymentReturnMessages = {
  fallback: 'Payment processing failed. Please contact customer support.',
  paymentInfoMissing: 'Payment information is missing. Please contact customer support.',
  orderInfoMissing: 'Order information is missing. Please check your orders or contact customer support.',
  authenticationRequired: 'Authentication required. Please log in again.',
  verificationFailed: 'Payment verification failed',
  help: "If you were charged but see this error, don't worry - your payment is safe.",
  cancelledTitle: 'Payment Cancelled',
  cancelledText: 'Your payment was cancelled. No charges have been made to your account.',
  // A payment the provider refused is not one the buyer cancelled: say which, and what to do next.
  failedTitle: 'Payment Failed',
  payuFailedText:
    'PayU could not complete your payment: your bank or card refused it. If your account was debited, your bank returns the amount automatically.',
  paypalDeclined:
    'PayPal declined the payment: the card or account was refused, and nothing was charged. Trying the same approval again will be refused again.',
  otherMethods: 'Your artworks are still in your cart. You can pay with another card or account, or by bank transfer (5% off).',
} as const;

export function payuFailedMessage(status: string): string {
  return `PayU payment failed with status: ${status}`;
}

export const ConfirmationMessages = {
  paidHeader: 'Payment Successful!',
  confirmedHeader: 'Order Confirmed!',
  /** An order not paid (yet), refunded or cancelled: the heading says so (ADR 0038). */
  awaitingPaymentHeader: 'Order placed – awaiting your payment',
  checkingPaymentHeader: 'Order placed – we are checking your payment',
  paymentFailedHeader: 'Order placed – the payment did not go through',
  refundedHeader: 'Order refunded',
  cancelledHeader: 'Order cancelled',
  /** A bank transfer the admin rejected: the order is not paid. */
  notVerifiedHeader: 'Payment not verified',
  processing: 'Your payment is being processed. This page will automatically refresh in a moment.',
  loadError: 'Error Loading Order',
  noOrder: 'No Order Found',
  authenticationRequired: 'Authentication required',
  invalidResponse: 'Invalid response format from server',
  orderIdMissing: 'Order ID is missing',
} as const;

export function orderFetchFailedMessage(status: number): string {
  return `Failed to fetch order details: ${status}`;
}

/** The confirmation page reloads a PayU order still pending after 2 seconds, at most twice. */
export const CONFIRMATION_REFRESH_MS = 2000;
export const CONFIRMATION_REFRESH_ATTEMPTS = 2;

/** Storage keys of the purchase (docs/product/storefront.md#browser-storage): the order being paid, and the recovery record. */
export const CURRENT_ORDER_KEY = 'currentOrderId';
export const PAYMENT_RECORD_KEY = 'paymentRecord';

const GUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** PayU echoes our order id in udf1; only a well-formed GUID is trusted as one. */
export function isGuid(value: string | null | undefined): value is string {
  return typeof value === 'string' && GUID_PATTERN.test(value);
}

/** A date from the server without a zone is UTC (docs/product/api-conventions.md#field-names-and-values). */
export function parseServerDate(value: string): Date {
  const hasZone = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(value.trim());
  return new Date(hasZone || !value.includes('T') ? value : `${value}Z`);
}
