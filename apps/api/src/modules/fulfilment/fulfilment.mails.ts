import type { AppContext } from '#api/context.ts';
import type { PaidVendorOrder, Recipient, VendorOrderItemRow } from '#api/modules/orders/order-life.ts';
import { mailOf } from '#api/plugins/mail-message.ts';
import type { MailMessage } from '#api/plugins/mailer.ts';

const ordersLink = (ctx: AppContext) => ({ href: `${ctx.config.PUBLIC_URL}/customer-dashboard`, label: 'Follow your orders' });

const artworkLines = (items: VendorOrderItemRow[]) => items.map((item) => `${item.title} by ${item.artistName}`).join('\n');

/** "Your artwork is on its way", with the tracking number and the carrier. */
export function shippedMail(
  ctx: AppContext,
  to: Recipient,
  { order, vendorOrder }: PaidVendorOrder,
  items: VendorOrderItemRow[],
): MailMessage {
  return mailOf(
    to.email,
    `Your Art Market order ${order.orderNumber} has shipped`,
    [
      `Good news, ${to.firstName}: part ${vendorOrder.vendorOrderNumber} of your order ${order.orderNumber} is on its way.`,
      artworkLines(items),
      // A status change to Shipped may come before the vendor entered the tracking.
      vendorOrder.trackingNumber
        ? `Tracking number: ${vendorOrder.trackingNumber}\nShipping provider: ${vendorOrder.shippingProvider ?? ''}`
        : 'The tracking number will appear in your order history as soon as the artist adds it.',
    ],
    ordersLink(ctx),
  );
}

/** "Your artwork has arrived". */
export function deliveredMail(
  ctx: AppContext,
  to: Recipient,
  { order, vendorOrder }: PaidVendorOrder,
  items: VendorOrderItemRow[],
): MailMessage {
  return mailOf(
    to.email,
    `Your Art Market order ${order.orderNumber} has been delivered`,
    [
      `${to.firstName}, part ${vendorOrder.vendorOrderNumber} of your order ${order.orderNumber} has been delivered.`,
      artworkLines(items),
      'We hope the work brings you joy. If it is not what you expected, you can return it from your orders within 7 days of delivery; damage reported within 48 hours with photos is refunded in full.',
    ],
    ordersLink(ctx),
  );
}
