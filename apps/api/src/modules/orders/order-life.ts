/**
 * What other modules may use of orders, in the order of an order's life: orders alone writes its tables and
 * the others call these (ADR 0013; the moves themselves are the tables of `order-lifecycle.ts` in the domain).
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
export { moveOrderStatus, movePaymentStatus } from './orders.repository.ts';

// Shipping: each vendor sends its part of a paid order.

export {
  countOrdersToShip,
  findPaidVendorOrder,
  findPaidVendorOrders,
  findVendorOrderItems,
  type PaidVendorOrder,
  updateVendorOrder,
  type VendorOrderItemRow,
} from './vendor-orders.repository.ts';

// Cancelling: the collector's whole order, or a vendor's part of it; the artworks go back on sale.

export { cancelOrder, cancelVendorOrders, recomputeParentStatus } from './order-cancel.service.ts';
export { orderCancelledMail, vendorCancelledMail, vendorOrderCancelledNotice } from './order-life.mails.ts';
export { lockVendorOrders } from './vendor-orders.repository.ts';

// Refunding: granted once per key, then paid through the provider that took the money.

export { refundIssuedMail } from './order-life.mails.ts';
export { grantRefund, leftToRefund, type RefundRequest, refundUnallocatedReceipt } from './order-refund.service.ts';
export { addRefunded, flagChargeback } from './orders.repository.ts';
export { completeRefund, type RefundOutcome, recordRefundOutcome } from './refund-outcome.service.ts';
export { toRefundView, toRefundViewOf } from './refund-view.ts';
export {
  claimStalledRefunds,
  findRefund,
  findRefundByProviderId,
  findRefundsNeedingAttention,
  moveRefundStatus,
  noteRefundProcessing,
  type RefundRow,
} from './refunds.repository.ts';
export { mailVendorsOfRefund } from './vendor-refund-notices.ts';

// Returning: the collector asks, the admin decides, the artworks come back.

export {
  inspectionDecidedNotice,
  returnApprovedMail,
  returnApprovedNotice,
  returnInspectNotice,
  returnReceivedMail,
  returnRejectedMail,
  returnRequestedNotice,
} from './order-life.mails.ts';
export { putArtworksBackOnSale } from './orders.repository.ts';
export {
  findRelistAfterEdit,
  findReturn,
  findReturnAddressSources,
  findReturnableItems,
  findReturnItems,
  findReturns,
  findUndecidedReturnItems,
  hasOpenReturn,
  hasStandingSale,
  insertReturn,
  moveReturnStatus,
  type ReturnRow,
  setInspection,
} from './returns.repository.ts';

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
export { findOrderRefunds } from './refunds.repository.ts';
export { findReturnableItemsOf } from './returns.repository.ts';
