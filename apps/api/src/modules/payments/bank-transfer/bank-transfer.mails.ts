import {
  BANK_TRANSFER_RAIL_NAMES,
  type BankTransferRail,
  formatUsd,
  formatUsdWithInr,
  inrAmountOf,
  orderSummaryRows,
  toDollars,
  usdCentsToInrPaise,
  WIRE_FEES_NOTICE,
} from '@art-market/domain/rules';
import type { AppContext } from '#api/context.ts';
import type { OrderRow, Recipient } from '#api/modules/orders/order-life.ts';
import { mailOf } from '#api/plugins/mail-message.ts';
import type { MailMessage } from '#api/plugins/mailer.ts';

const usd = (cents: number) => formatUsd(toDollars(cents));

const orderLink = (ctx: AppContext, order: OrderRow) => ({
  href: `${ctx.config.PUBLIC_URL}/order-confirmation/${order.id}`,
  label: 'Follow your order',
});

/**
 * "Bank transfer received": the proof is in, the artworks are held for 72 hours, an admin will verify it.
 * It names the rail (NEFT or an international wire, ADR 0043); a wire's total is in dollars, with who pays its fees.
 */
export function transferReceivedMail(
  ctx: AppContext,
  to: Recipient,
  order: OrderRow,
  transfer: { transactionId: string; exchangeRate: number; rail: BankTransferRail },
): MailMessage {
  // A wire is paid in dollars; NEFT in rupees, at the transfer's own rate.
  const inr = inrAmountOf(usdCentsToInrPaise(order.totalCents, transfer.exchangeRate), transfer.exchangeRate);
  const total = transfer.rail === 'wire' ? usd(order.totalCents) : formatUsdWithInr(toDollars(order.totalCents), inr);
  return mailOf(
    to.email,
    `Bank transfer received for order ${order.orderNumber}`,
    [
      `Thank you, ${to.firstName}. We have received your payment details for order ${order.orderNumber}: ${BANK_TRANSFER_RAIL_NAMES[transfer.rail]}, transaction ${transfer.transactionId}.`,
      [...orderSummaryRows(order).map((row) => `${row.label}: ${usd(row.cents)}`), `Total: ${total}`].join('\n'),
      ...(transfer.rail === 'wire' ? [WIRE_FEES_NOTICE] : []),
      'Your artworks are reserved for you for 72 hours while our team verifies the payment. We will write to you as soon as it is done.',
    ],
    orderLink(ctx, order),
  );
}

/** The admin's decision, with the admin's notes when there are any, to the account's own address. */
export function transferReviewedMail(
  ctx: AppContext,
  to: Recipient,
  order: OrderRow,
  review: { approved: boolean; notes: string | null; heldUntil?: Date | null },
): MailMessage {
  const notes = review.notes ? [`Notes from our team: ${review.notes}`] : [];
  const held = review.heldUntil
    ? `Its artworks stay reserved for you until ${heldUntilText(review.heldUntil)}: send a new proof of payment or pay another way from your order page.`
    : 'Its artworks are no longer reserved.';
  return review.approved
    ? mailOf(
        to.email,
        `Bank transfer approved for order ${order.orderNumber}`,
        [
          `Good news, ${to.firstName}: we have verified your bank transfer of ${usd(order.totalCents)} for order ${order.orderNumber}. Your order is paid and the artists are preparing it.`,
          ...notes,
        ],
        orderLink(ctx, order),
      )
    : mailOf(
        to.email,
        `Bank transfer not verified for order ${order.orderNumber}`,
        [
          `Dear ${to.firstName}, we could not verify your bank transfer for order ${order.orderNumber}, so the order has not been paid. ${held}`,
          ...notes,
          `If you believe this is a mistake, write to us at ${ctx.config.SUPPORT_EMAIL}.`,
        ],
        orderLink(ctx, order),
      );
}

const heldUntilText = (until: Date) =>
  `${new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(until)} UTC`;
