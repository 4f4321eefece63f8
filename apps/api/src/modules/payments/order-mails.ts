import { formatShippingAddress, formatUsd, toDollars } from '@art-market/domain';
import { eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { vendorOrders, vendors } from '../../db/schema.ts';
import { escapeHtml } from '../../html.ts';
import type { MailMessage } from '../../plugins/mailer.ts';
import { findOrder, findOrderItems, type OrderItemRow, type OrderRow } from '../checkout/orders.repository.ts';

const usd = (cents: number) => formatUsd(toDollars(cents));

/** The confirmation to the buyer and a new-order notice to each vendor of a paid order. */
export async function sendOrderPaidMails(ctx: AppContext, orderId: string): Promise<void> {
  const order = await findOrder(ctx.db, orderId);
  if (!order) return;
  const items = await findOrderItems(ctx.db, [orderId]);
  const messages: MailMessage[] = [{ to: order.shippingAddress.email, ...orderConfirmationMail(ctx, order, items) }];
  const vendorRows = await ctx.db
    .select({ vendorOrderId: vendorOrders.id, number: vendorOrders.vendorOrderNumber, email: vendors.email })
    .from(vendorOrders)
    .innerJoin(vendors, eq(vendors.id, vendorOrders.vendorId))
    .where(inArray(vendorOrders.orderId, [orderId]));
  for (const vendor of vendorRows) {
    const own = items.filter((item) => item.vendorOrderId === vendor.vendorOrderId);
    messages.push({ to: vendor.email, ...vendorNewOrderMail(ctx, vendor.number, own) });
  }
  // Queued: a mail server's failure must not turn a settled payment into an error answer.
  for (const message of messages) ctx.mailQueue.enqueue(message);
}

function orderConfirmationMail(ctx: AppContext, order: OrderRow, items: OrderItemRow[]) {
  const link = `${ctx.config.PUBLIC_URL}/order-confirmation/${order.id}`;
  const lines = items.map((item) => `${item.title} by ${item.artistName}: ${usd(item.totalCents)}`);
  const summary = [
    `Subtotal: ${usd(order.subtotalCents)}`,
    ...(order.discountCents > 0 ? [`Bank transfer discount: -${usd(order.discountCents)}`] : []),
    `Tax: ${usd(order.taxCents)}`,
    `Shipping: ${usd(order.shippingCents)}`,
    `Total: ${usd(order.totalCents)}`,
  ];
  const address = formatShippingAddress(order.shippingAddress);
  return {
    subject: `Your Art Market order ${order.orderNumber} is confirmed`,
    text: [
      `Thank you, ${order.shippingAddress.firstName}. We have received your payment for order ${order.orderNumber}.`,
      '',
      ...lines,
      '',
      ...summary,
      '',
      `Ships to: ${address}`,
      `Follow your order: ${link}`,
    ].join('\n'),
    html: `<p>Thank you, ${escapeHtml(order.shippingAddress.firstName)}. We have received your payment for order <strong>${order.orderNumber}</strong>.</p>
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
