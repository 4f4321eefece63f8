/**
 * What other modules may use of orders, in the order of an order's life: orders alone write their tables, and
 * the others make the moves named here (ADR 0013, 0052), each for what happened (`markPaid`, `shipVendorOrder`,
 * `closeUnpaidOrder`, ...). No raw status writer leaves the module: the moves themselves are the tables of
 * `order-lifecycle.ts` in the domain, checked in SQL.
 */

// Placing: checkout turns the cart into an order, one checkout at a time per customer.

export {
  insertOrderReplacingOpen,
  lockCustomer,
  type NewOrder,
  nextOrderSequence,
  updateOrderAddress,
} from './orders.repository.ts';

// Holding: each payment attempt holds the order's artworks; the next attempt takes its live holds over.
// An accepted offer holds its artwork for its collector under the same one-hold rule (ADR 0047).

export {
  findLiveHold,
  findOrderHoldsEnd,
  heldByOwnSubmittedOrder,
  holdForOffer,
  holdUntilAttemptEnds,
  isHeldForOthers,
  keepAttemptHoldsForOrder,
  liveHold,
  moveAttemptHolds,
  releaseAttemptHolds,
  releaseOfferHold,
} from './holds.repository.ts';
export { holdArtworks } from './holds.service.ts';

// Paying: settlement checks everything again, then sells, or returns money that came too late.

export { paymentReturnedMail } from './order-life.mails.ts';
export { checkArtworksAvailable, markPaid } from './order-sale.service.ts';
export {
  awaitTransferReview,
  closeUnpaidOrder,
  markChargedBack,
  markPaymentUnderReview,
  reopenAfterRejectedTransfer,
  reopenForPayment,
} from './payment-moves.ts';

// Shipping: each vendor sends its part of a paid order.

export { advanceVendorOrder, deliverVendorOrder, shipVendorOrder } from './shipping-moves.ts';
export {
  countOrdersToShip,
  findPaidVendorOrder,
  findPaidVendorOrders,
  findVendorOrderItems,
  type PaidVendorOrder,
  type VendorOrderItemRow,
} from './vendor-orders.repository.ts';

// Cancelling: a vendor's part of an order; the artworks go back on sale.

export { cancelVendorOrders } from './order-cancel.service.ts';
export { vendorCancelledMail, vendorOrderCancelledNotice } from './order-life.mails.ts';

// Refunding: granted once per key, paid through the provider that took the money, its outcome reported here.

export { grantRefund, refundUnallocatedReceipt } from './order-refund.service.ts';
export { markRefundSucceeded, type RefundOutcome, recordRefundOutcome } from './refund-outcome.service.ts';
export { toRefundView } from './refund-view.ts';
export { claimStalledRefunds, findRefund, findRefundByProviderId, type RefundRow } from './refunds.repository.ts';

// Returning: the artworks come back, and go on sale again when their artist (or an approved edit) says so.

export { markRelistedAfterEdit, markRelistedByArtist } from './return-moves.ts';
export { findRelistAfterEdit, hasOpenReturn, hasStandingSale } from './returns.repository.ts';

// Reading: the order as its views and mails show it.

export type { Recipient } from './order-life.mails.ts';
export {
  findCustomerOrder,
  findOrder,
  findOrderItems,
  type OrderItemRow,
  type OrderRow,
  recipientOf,
  vendorsOf,
} from './orders.repository.ts';
