import {
  BANK_TRANSFER_DISCOUNT_PERCENTAGE,
  BankTransferMessages,
  OrderMessages,
  type PendingBankTransfer,
  toDollars,
  usdCentsToInrPaise,
  type VerifiedBankTransfer,
} from '@art-market/domain';
import type { AppContext } from '../../../context.ts';
import { Conflict, NotFound } from '../../../errors.ts';
import type { Mailer, MailMessage } from '../../../plugins/mailer.ts';
import { recordAdminAction } from '../../admin/audit-log.repository.ts';
import { findOrder } from '../../checkout/orders.repository.ts';
import { isUuid } from '../../products/product.repository.ts';
import { settlePaymentFailed, settlePaymentSucceeded } from '../payment-settlement.service.ts';
import { findPayment } from '../payments.repository.ts';
import { sendTransferReviewedMail } from './bank-transfer.mails.ts';
import {
  findOrderTransfer,
  findPendingTransfers,
  findTransferByPayment,
  markTransferReviewed,
} from './bank-transfer.repository.ts';
import { proofContentTypeOf, proofFileTypeOf } from './bank-transfer-proof.ts';

/** The admin-only path the console fetches a proof from, with the admin's token. */
export const proofPathOf = (paymentId: string) => `/api/admin/dashboard/bank-transfers/${paymentId}/proof`;

/** Transfers waiting for review, oldest first; amounts in USD and the total in INR at the transfer's rate. */
export async function listPendingBankTransfers(ctx: AppContext): Promise<PendingBankTransfer[]> {
  const rows = await findPendingTransfers(ctx.db);
  return rows.map(({ transfer, order, customer, payment }) => {
    const exchangeRate = payment.exchangeRate ? Number(payment.exchangeRate) : ctx.config.USD_INR_RATE;
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
      totalAmount: toDollars(order.totalCents),
      originalSubtotal: toDollars(order.subtotalCents),
      discountAmount: toDollars(order.discountCents),
      discountPercentage: BANK_TRANSFER_DISCOUNT_PERCENTAGE,
      taxAmount: toDollars(order.taxCents),
      shippingAmount: toDollars(order.shippingCents),
      amountInr: toDollars(usdCentsToInrPaise(order.totalCents, exchangeRate)),
      exchangeRate,
      transactionId: transfer.transactionId,
      transactionDate: transfer.transactionDate,
      bankName: transfer.bankName,
      accountHolderName: transfer.accountHolderName,
      proofImageUrl: proofPathOf(transfer.paymentId),
      proofFileType: proofFileTypeOf(transfer.proofPath),
    };
  });
}

/** Holds e-mails until the transaction that caused them has committed. */
class MailAfterCommit implements Mailer {
  readonly messages: MailMessage[] = [];
  async send(message: MailMessage): Promise<void> {
    this.messages.push(message);
  }
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
  const mails = new MailAfterCommit();
  const order = await ctx.db.transaction(async (tx) => {
    const transfer = await findOrderTransfer(tx, body.orderId, { lock: true });
    if (!transfer) throw new NotFound(BankTransferMessages.transferNotFound);
    const payment = await findPayment(tx, transfer.paymentId);
    if (transfer.reviewedAt || (payment?.status !== 'pending' && payment?.status !== 'created')) {
      throw new Conflict(BankTransferMessages.alreadyReviewed);
    }
    const before = await findOrder(tx, transfer.orderId);
    const settling: AppContext = { ...ctx, db: tx, mailer: mails };
    const evidence = { kind: 'review', body: { adminId, isVerified: body.isVerified, notes } };
    if (body.isVerified) {
      const outcome = await settlePaymentSucceeded(settling, transfer.paymentId, evidence);
      if (outcome !== 'settled') throw new Conflict(OrderMessages.notPayable);
    } else {
      await settlePaymentFailed(settling, transfer.paymentId, evidence, { failOrder: true });
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
    return settled;
  });
  // The settlement cleared the storefront cache before this commit; a load in between saw the artworks unsold.
  if (body.isVerified) ctx.catalogCache.clear();
  for (const message of mails.messages) ctx.mailQueue.enqueue(message);
  sendTransferReviewedMail(ctx, order, { approved: body.isVerified, notes });
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
