import { BANK_TRANSFER_DISCOUNT_PERCENTAGE, formatInr, formatUsd, toDollars, usdCentsToInrPaise } from '@art-market/domain';
import type { AppContext } from '../../../context.ts';
import { escapeHtml } from '../../../html.ts';
import type { MailMessage } from '../../../plugins/mailer.ts';
import type { OrderRow } from '../../checkout/orders.repository.ts';

const usd = (cents: number) => formatUsd(toDollars(cents));

/** Plain text and the same lines as HTML paragraphs (every value escaped). */
function mailOf(to: string, subject: string, paragraphs: string[], link: { href: string; label: string }): MailMessage {
  return {
    to,
    subject,
    text: [...paragraphs, `${link.label}: ${link.href}`].join('\n\n'),
    html: `${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`).join('\n')}
<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`,
  };
}

const orderLink = (ctx: AppContext, order: OrderRow) => ({
  href: `${ctx.config.PUBLIC_URL}/order-confirmation/${order.id}`,
  label: 'Follow your order',
});

/** "Bank transfer received": the proof is in, the artworks are held, an admin will verify it. */
export function sendTransferReceivedMail(
  ctx: AppContext,
  order: OrderRow,
  transfer: { transactionId: string; exchangeRate: number },
): void {
  const inr = formatInr(toDollars(usdCentsToInrPaise(order.totalCents, transfer.exchangeRate)));
  ctx.mailQueue.enqueue(
    mailOf(
      order.shippingAddress.email,
      `Bank transfer received for order ${order.orderNumber}`,
      [
        `Thank you, ${order.shippingAddress.firstName}. We have received your bank transfer details for order ${order.orderNumber} (transaction ${transfer.transactionId}).`,
        [
          `Subtotal: ${usd(order.subtotalCents)}`,
          `Bank transfer discount (${BANK_TRANSFER_DISCOUNT_PERCENTAGE}%): -${usd(order.discountCents)}`,
          `Tax: ${usd(order.taxCents)}`,
          `Shipping: ${usd(order.shippingCents)}`,
          `Total: ${usd(order.totalCents)} (${inr})`,
        ].join('\n'),
        'Your artworks are reserved for you while our team verifies the payment. We will write to you as soon as it is done.',
      ],
      orderLink(ctx, order),
    ),
  );
}

/** The admin's decision, with the admin's notes when there are any. */
export function sendTransferReviewedMail(
  ctx: AppContext,
  order: OrderRow,
  review: { approved: boolean; notes: string | null },
): void {
  const notes = review.notes ? [`Notes from our team: ${review.notes}`] : [];
  const message = review.approved
    ? mailOf(
        order.shippingAddress.email,
        `Bank transfer approved for order ${order.orderNumber}`,
        [
          `Good news, ${order.shippingAddress.firstName}: we have verified your bank transfer of ${usd(order.totalCents)} for order ${order.orderNumber}. Your order is paid and the artists are preparing it.`,
          ...notes,
        ],
        orderLink(ctx, order),
      )
    : mailOf(
        order.shippingAddress.email,
        `Bank transfer not verified for order ${order.orderNumber}`,
        [
          `Dear ${order.shippingAddress.firstName}, we could not verify your bank transfer for order ${order.orderNumber}, so the order has not been paid and its artworks are no longer reserved.`,
          ...notes,
          `If you believe this is a mistake, write to us at ${ctx.config.SUPPORT_EMAIL}.`,
        ],
        orderLink(ctx, order),
      );
  ctx.mailQueue.enqueue(message);
}
