import { OrderMessages } from '@art-market/domain/copy';
import {
  amountDueChangeNote,
  BANK_TRANSFER_DISCOUNT,
  BANK_TRANSFER_DISCOUNT_PERCENTAGE,
  formatShippingAddress,
  inrAmountOf,
  OrderStatus,
  PaymentStatus,
  priceOrder,
  toDollars,
  usdCentsToInrPaise,
} from '@art-market/domain/rules';
import type { OrderView } from '@art-market/domain/schemas';
import type { AppContext } from '#api/context.ts';
import { NotFound } from '#api/errors.ts';
import { isUuid } from '#api/http/ids.ts';
import { findCollectorFundsHeld } from '#api/modules/ledger/ledger.service.ts';
import { findOrderHoldsEnd } from './holds.repository.ts';
import { findCustomerOrder, findOrderItems, type OrderItemRow, type OrderRow } from './orders.repository.ts';
import { type PaymentRow, payuChargeOf } from './payments-port.ts';

/** One order of the caller's, as the confirmation page shows it; another customer's order is 404. */
export async function getCustomerOrder(ctx: AppContext, customerId: string, orderId: string): Promise<OrderView> {
  const order = isUuid(orderId) ? await findCustomerOrder(ctx.db, customerId, orderId) : undefined;
  if (!order) throw new NotFound(OrderMessages.orderNotFound);
  const [items, attempts] = await Promise.all([
    findOrderItems(ctx.db, [order.id]),
    ctx.paymentsPort.findOrderPayments(ctx.db, order.id),
  ]);
  return { ...toOrderView(ctx, order, items, attempts), transferRejection: await findTransferRejection(ctx, order, attempts) };
}

/** The rejected transfer the collector should hear about: her order's last attempt, with the order still unpaid. */
async function findTransferRejection(ctx: AppContext, order: OrderRow, attempts: PaymentRow[]) {
  const [last] = attempts;
  const waiting = order.paymentStatus === PaymentStatus.Pending && order.status === OrderStatus.Pending;
  if (!waiting || last?.provider !== 'bank_transfer' || last.status !== 'failed') return null;
  const transfer = await ctx.paymentsPort.findOrderTransfer(ctx.db, order.id);
  if (!transfer?.reviewedAt || transfer.paymentId !== last.id) return null;
  const heldUntil = await findOrderHoldsEnd(ctx.db, order.id, ctx.now());
  const held = (await findCollectorFundsHeld(ctx.db, [order.id])).get(order.id) ?? 0;
  // The transfer's discount went with it (ADR 0023): the order is back at its full price, and says so.
  const before = toDollars(last.amountMinor);
  const now = toDollars(order.totalCents);
  return {
    notes: transfer.reviewNotes,
    rejectedAt: transfer.reviewedAt.toISOString(),
    heldUntil: heldUntil?.toISOString() ?? null,
    amountDueBefore: before,
    amountDueNote: before === now ? null : amountDueChangeNote(BANK_TRANSFER_DISCOUNT_PERCENTAGE, before, now),
    heldForYou: toDollars(Math.max(0, held)),
  };
}

export function toOrderView(
  ctx: AppContext,
  order: OrderRow,
  items: OrderItemRow[],
  attempts: PaymentRow[],
): Omit<OrderView, 'transferRejection'> {
  const latest = (provider: PaymentRow['provider']) =>
    attempts.find((attempt) => attempt.provider === provider && attempt.status === 'completed') ??
    attempts.find((attempt) => attempt.provider === provider);
  const paypal = latest('paypal');
  const payu = latest('payu');
  const bankTransfer = latest('bank_transfer');
  const quote = priceOrder(items, BANK_TRANSFER_DISCOUNT).totals;
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    paymentDetails: {
      payPalOrderId: paypal?.providerReference ?? null,
      payUPaymentId: payu?.providerPaymentId ?? null,
      transactionId: payu?.providerReference ?? bankTransfer?.providerReference ?? null,
    },
    shippingAddress: formatShippingAddress(order.shippingAddress),
    shippingAddressDetails: order.shippingAddress,
    subTotal: toDollars(order.subtotalCents - order.discountCents),
    discountAmount: toDollars(order.discountCents),
    taxAmount: toDollars(order.taxCents),
    shippingAmount: toDollars(order.shippingCents),
    totalAmount: toDollars(order.totalCents),
    bankTransferQuote: {
      discountAmount: toDollars(quote.discountCents),
      totalAmount: toDollars(quote.totalCents),
      totalAmountInr: toDollars(usdCentsToInrPaise(quote.totalCents, ctx.config.USD_INR_RATE)),
      exchangeRate: ctx.config.USD_INR_RATE,
    },
    // As PayU's payment start computes it (payu.provider.ts), so checkout shows the rupees PayU will ask.
    payuQuote: inrAmountOf(usdCentsToInrPaise(order.totalCents, ctx.config.USD_INR_RATE), ctx.config.USD_INR_RATE),
    payuCharge: payuChargeOf(attempts),
    orderItems: items.map((item) => ({
      id: item.id,
      productId: item.productId,
      quantity: item.quantity,
      // At the price its page showed, tax included (ADR 0045).
      unitPrice: toDollars(item.priceCents + item.taxCents),
      taxAmount: toDollars(item.taxCents),
      shippingAmount: toDollars(item.shippingCents),
      discountAmount: toDollars(item.discountCents),
      totalPrice: toDollars((item.priceCents + item.taxCents) * item.quantity),
      shippingOptionName: item.shippingOptionName,
      product: { title: item.title, artistName: item.artistName, imageUrl: item.imageUrl },
    })),
  };
}
