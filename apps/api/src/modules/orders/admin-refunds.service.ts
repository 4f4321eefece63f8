import { OrderMessages } from '@art-market/domain/copy';
import { PaymentStatus, RefundMessages, toCents, toDollars } from '@art-market/domain/rules';
import type { AdminRefundAnswer, AdminRefundBody } from '@art-market/domain/schemas';
import type { AppContext } from '#api/context.ts';
import { withTransaction } from '#api/db/unit-of-work.ts';
import { Conflict, Invalid, NotFound } from '#api/errors.ts';
import { isUuid } from '#api/http/ids.ts';
import { confirmFreshCode } from '#api/modules/accounts/two-factor.service.ts';
import { recordAdminAction } from '#api/modules/audit/audit-log.ts';
import { findOrder } from './orders.repository.ts';
import { refundInTransaction } from './refund-grants.ts';
import { completeRefund } from './refund-outcome.service.ts';
import { toRefundView, toRefundViewOf } from './refund-view.ts';
import { findRefund, findRefundsNeedingAttention, moveRefundStatus } from './refunds.repository.ts';
import { mailVendorsOfRefund } from './vendor-refund-notices.ts';

/** Idempotency keys are the client's: long enough to be unique, short enough to index. */
const KEY_PATTERN = /^[\w.:-]{8,200}$/;

/**
 * An admin refunds an order, in full (no amount) or in part, never more than was paid and not yet
 * refunded. The Idempotency-Key makes the request safe to repeat: the same key, even sent twice at
 * once, grants one refund and answers it each time. A partial refund leaves the order Paid. An admin
 * with two-factor authentication on sends a fresh code with each new refund.
 */
export async function refundOrderByAdmin(
  ctx: AppContext,
  adminId: string,
  orderId: string,
  body: AdminRefundBody,
  idempotencyKey: string | undefined,
): Promise<AdminRefundAnswer> {
  if (!idempotencyKey || !KEY_PATTERN.test(idempotencyKey)) throw new Invalid(RefundMessages.keyRequired);
  if (!isUuid(orderId)) throw new NotFound(OrderMessages.orderNotFound);
  return withTransaction(ctx, async (tx, after) => {
    const order = await findOrder(tx, orderId, { lock: true });
    if (!order) throw new NotFound(OrderMessages.orderNotFound);
    if (order.paymentStatus !== PaymentStatus.Paid && order.paymentStatus !== PaymentStatus.Refunded) {
      throw new Conflict(RefundMessages.notPaid);
    }
    const { refund, created, view } = await refundInTransaction(ctx, tx, after, {
      order,
      kind: 'admin',
      idempotencyKey: `admin:${idempotencyKey}`,
      reason: body.reason,
      requestedBy: `admin:${adminId}`,
      amountCents: body.amount === undefined ? undefined : toCents(body.amount),
    });
    if (refund.orderId !== order.id) throw new Conflict('This Idempotency-Key was used for another order');
    // Checked once the grant says whether it is new: a wrong code rolls the grant back before any money
    // moves (the provider is called only after the commit), and a repeat of a granted refund needs no code.
    if (created) await confirmFreshCode(ctx, tx, 'admin', adminId, body.code);
    const refunded = await findOrder(tx, order.id);
    if (!refunded) throw new Error(`order ${order.id} vanished`);
    if (created) {
      await recordAdminAction(tx, {
        adminId,
        action: 'order.refund',
        entityType: 'order',
        entityId: order.id,
        before: { paymentStatus: order.paymentStatus, refundedCents: order.refundedCents },
        after: { paymentStatus: refunded.paymentStatus, refundedCents: refunded.refundedCents, refundId: refund.id },
      });
      await mailVendorsOfRefund(ctx, tx, after, order, refund);
    }
    return {
      orderId: order.id,
      paymentStatus: refunded.paymentStatus,
      refundedAmount: toDollars(refunded.refundedCents),
      refund: view,
    };
  });
}

/** Refunds an admin has to look at: refused by the provider, or bank transfers to send by hand. */
export async function listRefundsNeedingAttention(ctx: AppContext) {
  const rows = await findRefundsNeedingAttention(ctx.db);
  return rows.map(({ refund, provider, rate, orderNumber, customerEmail }) => ({
    ...toRefundView(refund, rate),
    orderId: refund.orderId,
    orderNumber,
    customerEmail,
    provider,
    failure: refund.failure,
    attempts: refund.attempts,
  }));
}

/** Tries a refund the provider refused again (its idempotency key is the same, so it never pays twice). */
export async function retryRefund(ctx: AppContext, refundId: string) {
  const refund = isUuid(refundId) ? await findRefund(ctx.db, refundId) : undefined;
  if (!refund) throw new NotFound('Refund not found');
  if (refund.status !== 'failed' && refund.status !== 'pending')
    throw new Conflict('Only a refund that has not gone through can be retried');
  await ctx.paymentsPort.payRefund(ctx, refund.id);
  return toRefundViewOf(ctx, ctx.db, (await findRefund(ctx.db, refund.id)) ?? refund);
}

/**
 * An admin sent a refund by hand (a bank transfer back, or after a provider refused it) and records
 * the outgoing transfer's reference: the refund is done, once.
 */
export async function completeRefundByHand(ctx: AppContext, adminId: string, refundId: string, reference: string) {
  if (!isUuid(refundId)) throw new NotFound('Refund not found');
  return withTransaction(ctx, async (tx, after) => {
    const refund = await findRefund(tx, refundId, { lock: true });
    if (!refund) throw new NotFound('Refund not found');
    const now = ctx.now();
    if (
      !(await moveRefundStatus(tx, refund.id, 'succeeded', { providerRefundId: reference, completedAt: now, updatedAt: now }))
    ) {
      throw new Conflict('This refund is already done');
    }
    await completeRefund(ctx, tx, after, refund, now);
    await recordAdminAction(tx, {
      adminId,
      action: 'refund.complete',
      entityType: 'refund',
      entityId: refund.id,
      before: { status: refund.status },
      after: { status: 'succeeded', reference },
    });
    return toRefundViewOf(ctx, tx, { ...refund, status: 'succeeded', providerRefundId: reference, completedAt: now });
  });
}
