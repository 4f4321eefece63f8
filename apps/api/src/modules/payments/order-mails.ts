import {
  formatShippingAddress,
  formatUsd,
  formatUsdWithInr,
  type InrAmount,
  inrAmountOf,
  orderSummaryRows,
  taxNote,
  toDollars,
} from '@art-market/domain/rules';
import type { AppContext } from '#api/context.ts';
import type { Database } from '#api/db/client.ts';
import { escapeHtml } from '#api/html.ts';
import {
  findOrderItems,
  type OrderItemRow,
  type OrderRow,
  type Recipient,
  recipientOf,
  vendorsOf,
} from '#api/modules/orders/order-life.ts';
import type { MailMessage } from '#api/plugins/mailer.ts';

const usd = (cents: number) => formatUsd(toDollars(cents));

/** What the confirmation says of the payment that paid the order: for rupees, the paise and rate recorded on it. */
export interface PaidWith {
  currency: string;
  amountMinor: number;
  exchangeRate: string | null;
}

/** The rupees of a payment in rupees, as recorded on it; null for a payment in dollars. */
export function inrOfPayment(payment: PaidWith): InrAmount | null {
  return payment.currency === 'INR' && payment.exchangeRate ? inrAmountOf(payment.amountMinor, payment.exchangeRate) : null;
}

/** The confirmation to the buyer and a new-order notice to each vendor of a paid order. */
export async function orderPaidMails(ctx: AppContext, db: Database, order: OrderRow, payment: PaidWith): Promise<MailMessage[]> {
  const items = await findOrderItems(db, [order.id]);
  const buyer = await recipientOf(db, order);
  const messages: MailMessage[] = [
    { to: buyer.email, ...orderConfirmationMail(ctx, order, buyer, items, inrOfPayment(payment)) },
  ];
  for (const vendor of await vendorsOf(db, order.id)) {
    const own = items.filter((item) => item.vendorOrderId === vendor.vendorOrderId);
    messages.push({ to: vendor.email, ...vendorNewOrderMail(ctx, vendor.number, own) });
  }
  return messages;
}

function orderConfirmationMail(ctx: AppContext, order: OrderRow, buyer: Recipient, items: OrderItemRow[], inr: InrAmount | null) {
  const link = `${ctx.config.PUBLIC_URL}/order-confirmation/${order.id}`;
  // Each artwork at the price its page showed, tax included and named (ADR 0045); the subtotal is their sum, so
  // the lines add up to the total. A payment in rupees shows the rupees taken and the rate, as recorded on it.
  const lines = items.map(
    (item) =>
      `${item.title} by ${item.artistName}: ${usd((item.priceCents + item.taxCents) * item.quantity)} (${taxNote(toDollars(item.taxCents))})`,
  );
  const summary = [
    ...orderSummaryRows(order).map((row) => `${row.label}: ${usd(row.cents)}`),
    `Total: ${formatUsdWithInr(toDollars(order.totalCents), inr)}`,
  ];
  const address = formatShippingAddress(order.shippingAddress);
  return {
    subject: `Your Art Market order ${order.orderNumber} is confirmed`,
    text: [
      `Thank you, ${buyer.firstName}. We have received your payment for order ${order.orderNumber}.`,
      '',
      ...lines,
      '',
      ...summary,
      '',
      `Ships to: ${address}`,
      `Follow your order: ${link}`,
    ].join('\n'),
    html: `<p>Thank you, ${escapeHtml(buyer.firstName)}. We have received your payment for order <strong>${order.orderNumber}</strong>.</p>
<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p>${summary.map(escapeHtml).join('<br>')}</p>
<p>Ships to: ${escapeHtml(address)}</p>
<p><a href="${link}">Follow your order</a></p>`,
  };
}

function vendorNewOrderMail(ctx: AppContext, vendorOrderNumber: string, items: OrderItemRow[]) {
  const link = `${ctx.config.PUBLIC_URL}/vendor-dashboard`;
  const lines = items.map((item) => `${item.title} (${item.shippingOptionName})`);
  return {
    subject: `New paid order ${vendorOrderNumber} on Art Market`,
    text: [
      `Order ${vendorOrderNumber} has been paid and is ready for you to ship:`,
      '',
      ...lines,
      '',
      `Add the tracking number in your studio: ${link}`,
    ].join('\n'),
    html: `<p>Order <strong>${vendorOrderNumber}</strong> has been paid and is ready for you to ship:</p>
<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p><a href="${link}">Add the tracking number in your studio</a></p>`,
  };
}
