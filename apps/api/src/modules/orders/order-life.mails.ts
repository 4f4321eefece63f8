import {
  formatUsd,
  formatUsdWithInr,
  type InspectionDecision,
  REFUND_TIMING,
  RETURN_REASON_NAMES,
  type ReturnReason,
  toDollars,
} from '@art-market/domain/rules';
import type { RefundView } from '@art-market/domain/schemas';
import type { AppContext } from '#api/context.ts';
import { mailOf } from '#api/plugins/mail-message.ts';
import type { MailMessage } from '#api/plugins/mailer.ts';

/** A refund's money as the mails write it: dollars, and for a payment in rupees the rupees and the payment's rate. */
export type RefundMoney = Pick<RefundView, 'amount' | 'inr'>;

const refunded = (refund: RefundMoney) => formatUsdWithInr(refund.amount, refund.inr);
const usd = (cents: number) => formatUsd(toDollars(cents));

/** Who a customer mail goes to: the account's own address and name, never what was typed at checkout. */
export interface Recipient {
  email: string;
  firstName: string;
}

export interface OrderRef {
  id: string;
  orderNumber: string;
}

const orderLink = (ctx: AppContext, order: OrderRef) => ({
  href: `${ctx.config.PUBLIC_URL}/order-confirmation/${order.id}`,
  label: 'See your order',
});

const dashboardLink = (ctx: AppContext) => ({ href: `${ctx.config.PUBLIC_URL}/customer-dashboard`, label: 'Your orders' });
const studioLink = (ctx: AppContext) => ({ href: `${ctx.config.PUBLIC_URL}/vendor-dashboard`, label: 'Open your studio' });

export function orderCancelledMail(ctx: AppContext, to: Recipient, order: OrderRef, refund: RefundMoney): MailMessage {
  return mailOf(
    to.email,
    `Order ${order.orderNumber} is cancelled`,
    [
      `Dear ${to.firstName}, your order ${order.orderNumber} is cancelled, as you asked.`,
      `We are refunding ${refunded(refund)} to the way you paid. ${REFUND_TIMING}`,
    ],
    orderLink(ctx, order),
  );
}

export function vendorCancelledMail(ctx: AppContext, to: Recipient, order: OrderRef, refund: RefundMoney): MailMessage {
  return mailOf(
    to.email,
    `Part of order ${order.orderNumber} was cancelled by the artist`,
    [
      `Dear ${to.firstName}, the artist could not send part of your order ${order.orderNumber} and has cancelled it. We are sorry.`,
      `We are refunding ${refunded(refund)} to the way you paid. ${REFUND_TIMING}`,
    ],
    orderLink(ctx, order),
  );
}

export function refundIssuedMail(ctx: AppContext, to: Recipient, order: OrderRef, refund: RefundMoney): MailMessage {
  return mailOf(
    to.email,
    `Refund of ${formatUsd(refund.amount)} issued for order ${order.orderNumber}`,
    [`Dear ${to.firstName}, we have issued a refund of ${refunded(refund)} for order ${order.orderNumber}.`, REFUND_TIMING],
    orderLink(ctx, order),
  );
}

/** The payment arrived after the artwork was sold to someone else: it all goes back. */
export function paymentReturnedMail(ctx: AppContext, to: Recipient, order: OrderRef, refund: RefundMoney): MailMessage {
  return mailOf(
    to.email,
    `Your payment for order ${order.orderNumber} is being refunded`,
    [
      `Dear ${to.firstName}, an artwork of order ${order.orderNumber} was sold to another collector before your payment reached us, so the order could not be completed.`,
      `We are refunding the full ${refunded(refund)} to the way you paid. ${REFUND_TIMING}`,
    ],
    orderLink(ctx, order),
  );
}

/** To the artist: an order of theirs was cancelled (by the collector or by them) and the artworks are back on sale. */
export function vendorOrderCancelledNotice(
  ctx: AppContext,
  to: string,
  vendorOrderNumber: string,
  byCustomer: boolean,
): MailMessage {
  return mailOf(
    to,
    `Order ${vendorOrderNumber} was cancelled`,
    [
      byCustomer
        ? `The collector cancelled order ${vendorOrderNumber} before it shipped. Please do not send it.`
        : `You cancelled order ${vendorOrderNumber}. The collector has been refunded.`,
      'Its artworks are back on sale in your gallery.',
    ],
    studioLink(ctx),
  );
}

export function returnRequestedNotice(ctx: AppContext, to: string, vendorOrderNumber: string, reason: ReturnReason): MailMessage {
  return mailOf(
    to,
    `A return was requested for order ${vendorOrderNumber}`,
    [
      `The collector asked to return order ${vendorOrderNumber} (${RETURN_REASON_NAMES[reason]}). Our team will review it and tell you before anything is sent back.`,
      'Your earning for this order waits until the return is settled.',
    ],
    studioLink(ctx),
  );
}

/** To the artist: a returned artwork has arrived back; it stays off sale until they say what becomes of it. */
export function returnInspectNotice(
  ctx: AppContext,
  to: string,
  vendorOrderNumber: string,
  reason: ReturnReason,
  titles: readonly string[],
): MailMessage {
  return mailOf(
    to,
    `A returned artwork of order ${vendorOrderNumber} is back: please inspect it`,
    [
      `The return of ${titles.join(', ')} from order ${vendorOrderNumber} (${RETURN_REASON_NAMES[reason]}) has been received.`,
      'The artwork stays off sale until you have looked at it. In your studio, open the order and choose: relist it as it was, relist it with changes (the changed listing is reviewed first), or keep it off sale.',
    ],
    studioLink(ctx),
  );
}

/** To the artist: the return is approved and the artwork is on its way back to their return address. */
export function returnApprovedNotice(
  ctx: AppContext,
  to: string,
  vendorOrderNumber: string,
  approval: { titles: readonly string[]; returnTo: readonly string[]; reference: string },
): MailMessage {
  return mailOf(
    to,
    `The return of order ${vendorOrderNumber} is approved`,
    [
      `We approved the collector's return of ${approval.titles.join(', ')} from order ${vendorOrderNumber}. They will send it with a tracked service to: ${approval.returnTo.join(', ')}.`,
      `The parcel carries the reference ${approval.reference}. When it reaches you, we mark it received and ask you what becomes of the artwork.`,
    ],
    studioLink(ctx),
  );
}

/** To the artist: a refund of their order was issued, and what it took off their earnings. */
export function vendorRefundNotice(
  ctx: AppContext,
  to: string,
  vendorOrderNumber: string,
  refund: { refundCents: number; takenCents: number; forReturn: boolean },
): MailMessage {
  return mailOf(
    to,
    `A refund was issued on order ${vendorOrderNumber}`,
    [
      `The collector was refunded ${usd(refund.refundCents)}${refund.forReturn ? ' for the returned artwork' : ''} of order ${vendorOrderNumber}.`,
      `It takes ${usd(refund.takenCents)} off your earnings for this order (your share of the refund, after commission). Your studio's Orders tab shows what the order now pays you.`,
    ],
    studioLink(ctx),
  );
}

const DECIDED: Record<InspectionDecision, string> = {
  relist: 'relisted it: it is back on sale as it was',
  relist_with_changes: 'chose to relist it with changes: it stays off sale until your changed listing is approved',
  keep_off_sale: 'kept it off sale: you can still put it back on sale from your studio',
};

/** To the artist: an admin decided what becomes of their returned artwork. */
export function inspectionDecidedNotice(
  ctx: AppContext,
  to: string,
  vendorOrderNumber: string,
  title: string,
  decision: InspectionDecision,
): MailMessage {
  return mailOf(
    to,
    decision === 'relist' ? `${title} is back on sale` : `${title}: our team decided after its return`,
    [`After the return of ${title} from order ${vendorOrderNumber}, our team ${DECIDED[decision]}.`],
    studioLink(ctx),
  );
}

/** To the collector: the return is approved; where to send the artwork, with the reference for the parcel. */
export function returnApprovedMail(
  ctx: AppContext,
  to: Recipient,
  order: OrderRef,
  approval: {
    /** The refund due once the artwork is back; for a payment in rupees, the rupees at the payment's rate. */
    refund: RefundMoney;
    notes: string | null;
    returnTo: readonly { vendorName: string; lines: readonly string[] }[];
    reference: string;
  },
): MailMessage {
  const { refund, notes, returnTo, reference } = approval;
  return mailOf(
    to.email,
    `Your return for order ${order.orderNumber} is approved`,
    [
      `Dear ${to.firstName}, your return for order ${order.orderNumber} is approved.`,
      'Pack the artwork as it came to you, with its certificate, and send it back with a tracked service. Keep the tracking number until the refund arrives.',
      ...returnTo.map((vendor) => `Send it to: ${vendor.lines.join(', ')}`),
      `Write the reference ${reference} on the parcel.`,
      ...(notes ? [`Notes from our team: ${notes}`] : []),
      `Once it reaches the artist we refund ${refunded(refund)}. ${REFUND_TIMING}`,
    ],
    dashboardLink(ctx),
  );
}

export function returnRejectedMail(ctx: AppContext, to: Recipient, order: OrderRef, notes: string | null): MailMessage {
  return mailOf(
    to.email,
    `Your return for order ${order.orderNumber} was not accepted`,
    [
      `Dear ${to.firstName}, we could not accept your return for order ${order.orderNumber}.`,
      ...(notes ? [`The reason: ${notes}`] : []),
      `If you have questions, write to us at ${ctx.config.SUPPORT_EMAIL}.`,
    ],
    dashboardLink(ctx),
  );
}

export function returnReceivedMail(ctx: AppContext, to: Recipient, order: OrderRef, refund: RefundMoney | null): MailMessage {
  return mailOf(
    to.email,
    `Your return for order ${order.orderNumber} has arrived`,
    [
      `Dear ${to.firstName}, the artwork you returned from order ${order.orderNumber} has arrived.`,
      refund
        ? `We are refunding ${refunded(refund)}. ${REFUND_TIMING}`
        : 'Everything you paid for it had already been refunded, so no further refund is due.',
    ],
    dashboardLink(ctx),
  );
}
