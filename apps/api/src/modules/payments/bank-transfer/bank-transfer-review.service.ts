import {
  BANK_TRANSFER_DISCOUNT_PERCENTAGE,
  type BankTransferCurrency,
  BankTransferMessages,
  bankTransferMismatches,
  toDollars,
  usdCentsToInrPaise,
} from '@art-market/domain/rules';
import type { PendingBankTransfer, VerifiedBankTransfer } from '@art-market/domain/schemas';
import type { AppContext } from '../../../context.ts';
import { withTransaction } from '../../../db/unit-of-work.ts';
import { Conflict, NotFound } from '../../../errors.ts';
import { isUuid } from '../../../ids.ts';
import { recordAdminAction } from '../../admin/audit-log.ts';
import { findOrder, findOrderHoldsEnd } from '../../orders/order-life.ts';
import { recipientOf } from '../order-mails.ts';
import { settleSucceededIn } from '../payment-settlement.service.ts';
import { findPayment } from '../payments.repository.ts';
import { transferReviewedMail } from './bank-transfer.mails.ts';
import {
  findOrderTransfer,
  findPendingTransfers,
  findTransferByPayment,
  markTransferReviewed,
} from './bank-transfer.repository.ts';
import { proofContentTypeOf, proofFileTypeOf } from './bank-transfer-proof.ts';
import { rejectTransferIn } from './bank-transfer-rejection.ts';

/** The admin-only path the console fetches a proof from, with the admin's token. */
export const proofPathOf = (paymentId: string) => `/api/admin/dashboard/bank-transfers/${paymentId}/proof`;

/** Transfers waiting for review, oldest first; amounts in USD and the total in INR at the transfer's rate. */
export async function listPendingBankTransfers(ctx: AppContext): Promise<PendingBankTransfer[]> {
  const rows = await findPendingTransfers(ctx.db);
  const now = ctx.now();
  return rows.map(({ transfer, order, customer, payment, holdExpiresAt }) => {
    const exchangeRate = payment.exchangeRate ? Number(payment.exchangeRate) : ctx.config.USD_INR_RATE;
    const totalPaise = usdCentsToInrPaise(order.totalCents, exchangeRate);
    const declaredCurrency = transfer.declaredCurrency as BankTransferCurrency;
    const declared = {
      declaredAmount: transfer.declaredAmount,
      declaredCurrency,
      transactionDate: transfer.transactionDate,
      totalCents: order.totalCents,
      totalPaise,
      orderCreatedAt: order.createdAt,
    };
    return {
      paymentId: transfer.paymentId,
      orderId: transfer.orderId,
      orderNumber: order.orderNumber,
      orderDate: order.createdAt.toISOString(),
      submittedAt: transfer.createdAt.toISOString(),
      customerId: customer.id,
      customerName: `${customer.firstName} ${customer.lastName}`.trim(),
      customerEmail: customer.email,
      amount: Number(transfer.declaredAmount),
      declaredCurrency,
      mismatches: bankTransferMismatches(declared, now),
      totalAmount: toDollars(order.totalCents),
      originalSubtotal: toDollars(order.subtotalCents),
      discountAmount: toDollars(order.discountCents),
      discountPercentage: BANK_TRANSFER_DISCOUNT_PERCENTAGE,
      taxAmount: toDollars(order.taxCents),
      shippingAmount: toDollars(order.shippingCents),
      amountInr: toDollars(totalPaise),
      exchangeRate,
      transactionId: transfer.transactionId,
      transactionDate: transfer.transactionDate,
      bankName: transfer.bankName,
      accountHolderName: transfer.accountHolderName,
      proofImageUrl: proofPathOf(transfer.paymentId),
      proofFileType: proofFileTypeOf(transfer.proofPath),
      holdExpiresAt: holdExpiresAt?.toISOString() ?? null,
      overdue: holdExpiresAt === null || holdExpiresAt <= now,
    };
  });
}

/**
 * An admin approves or rejects a transfer (vendor-and-admin section 4). The review, the settlement
 * (run inside this transaction, as a savepoint) and the audit entry commit together or not at all,
 * so a transfer is never marked reviewed with its order left waiting; a second review is a 409.
 */
export async function verifyBankTransfer(
  ctx: AppContext,
  adminId: string,
  body: { orderId: string; isVerified: boolean; notes?: string | null | undefined },
): Promise<VerifiedBankTransfer> {
  if (!isUuid(body.orderId)) throw new NotFound(BankTransferMessages.transferNotFound);
  const notes = body.notes?.trim() || null;
  const order = await withTransaction(ctx, async (tx, after) => {
    const transfer = await findOrderTransfer(tx, body.orderId, { lock: true });
    if (!transfer) throw new NotFound(BankTransferMessages.transferNotFound);
    const payment = await findPayment(tx, transfer.paymentId);
    if (transfer.reviewedAt || (payment?.status !== 'pending' && payment?.status !== 'created')) {
      throw new Conflict(BankTransferMessages.alreadyReviewed);
    }
    const before = await findOrder(tx, transfer.orderId);
    const evidence = { kind: 'review', body: { adminId, isVerified: body.isVerified, notes } };
    if (body.isVerified) {
      // Approved after its hold lapsed and the artwork went to someone else: the money goes back (refund due).
      await settleSucceededIn(ctx, tx, after, transfer.paymentId, evidence);
    } else {
      await rejectTransferIn(ctx, tx, { id: transfer.paymentId, orderId: transfer.orderId }, evidence);
    }
    const now = ctx.now();
    if (!(await markTransferReviewed(tx, transfer.id, { reviewedBy: adminId, reviewedAt: now, reviewNotes: notes }))) {
      throw new Conflict(BankTransferMessages.alreadyReviewed);
    }
    const settled = await findOrder(tx, transfer.orderId);
    if (!settled) throw new Error(`order ${transfer.orderId} vanished`);
    await recordAdminAction(tx, {
      adminId,
      action: body.isVerified ? 'bank_transfer.approve' : 'bank_transfer.reject',
      entityType: 'bank_transfer',
      entityId: transfer.id,
      before: { orderId: transfer.orderId, paymentStatus: before?.paymentStatus, reviewed: false },
      after: { orderId: transfer.orderId, paymentStatus: settled.paymentStatus, reviewed: true, notes },
    });
    const heldUntil = body.isVerified ? null : await findOrderHoldsEnd(tx, settled.id, now);
    const review = { approved: body.isVerified, notes, heldUntil };
    await after.mail(transferReviewedMail(ctx, await recipientOf(tx, settled), settled, review));
    return settled;
  });
  return { orderId: order.id, paymentStatus: order.paymentStatus };
}

/** The proof file of a transfer, for an admin; anything else is 404. */
export async function readBankTransferProof(ctx: AppContext, paymentId: string) {
  const transfer = isUuid(paymentId) ? await findTransferByPayment(ctx.db, paymentId) : undefined;
  if (!transfer) throw new NotFound(BankTransferMessages.transferNotFound);
  const extension = transfer.proofPath.split('.').pop() ?? 'bin';
  return {
    content: await ctx.storage.read(transfer.proofPath),
    contentType: proofContentTypeOf(transfer.proofPath),
    fileName: `proof-${transfer.orderNumber}.${extension}`,
  };
}
