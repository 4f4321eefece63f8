import type { AppContext } from '../../context.ts';
import { escapeHtml } from '../../html.ts';
import type { MailMessage } from '../../plugins/mailer.ts';
import type { PaidVendorOrder, VendorOrderItemRow } from './vendor-orders.repository.ts';

/** Plain text and the same lines as HTML paragraphs (every value escaped). */
function mailOf(ctx: AppContext, to: string, subject: string, paragraphs: string[]): MailMessage {
  const link = { href: `${ctx.config.PUBLIC_URL}/customer-dashboard`, label: 'Follow your orders' };
  return {
    to,
    subject,
    text: [...paragraphs, `${link.label}: ${link.href}`].join('\n\n'),
    html: `${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`).join('\n')}
<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`,
  };
}

const artworkLines = (items: VendorOrderItemRow[]) => items.map((item) => `${item.title} by ${item.artistName}`).join('\n');

/** "Your artwork is on its way", with the tracking number and the carrier. */
export function sendShippedMail(ctx: AppContext, { order, vendorOrder }: PaidVendorOrder, items: VendorOrderItemRow[]): void {
  const address = order.shippingAddress;
  ctx.mailQueue.enqueue(
    mailOf(ctx, address.email, `Your Art Market order ${order.orderNumber} has shipped`, [
      `Good news, ${address.firstName}: part ${vendorOrder.vendorOrderNumber} of your order ${order.orderNumber} is on its way.`,
      artworkLines(items),
      // A status change to Shipped may come before the vendor entered the tracking.
      vendorOrder.trackingNumber
        ? `Tracking number: ${vendorOrder.trackingNumber}\nShipping provider: ${vendorOrder.shippingProvider ?? ''}`
        : 'The tracking number will appear in your order history as soon as the artist adds it.',
    ]),
  );
}

/** "Your artwork has arrived". */
export function sendDeliveredMail(ctx: AppContext, { order, vendorOrder }: PaidVendorOrder, items: VendorOrderItemRow[]): void {
  const address = order.shippingAddress;
  ctx.mailQueue.enqueue(
    mailOf(ctx, address.email, `Your Art Market order ${order.orderNumber} has been delivered`, [
      `${address.firstName}, part ${vendorOrder.vendorOrderNumber} of your order ${order.orderNumber} has been delivered.`,
      artworkLines(items),
      'We hope the work brings you joy. If anything is not as expected, write to us within 7 days of delivery.',
    ]),
  );
}
