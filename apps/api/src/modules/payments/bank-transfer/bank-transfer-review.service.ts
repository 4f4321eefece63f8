import {
  BANK_TRANSFER_DISCOUNT_PERCENTAGE,
  type BankTransferCurrency,
  BankTransferMessages,
  bankTransferMismatches,
  receivedUsdCents,
  type TransferAmounts,
  toCents,
  toDollars,
  transferAmounts,
  usdCentsToInrPaise,
} from '@art-market/domain/rules';
import type { PendingBankTransfer, VerifiedBankTransfer, VerifyBankTransferBody } from '@art-market/domain/schemas';
import type { AppContext } from '#api/context.ts';
import type { Database } from '#api/db/client.ts';
import { withTransaction } from '#api/db/unit-of-work.ts';
import { Conflict, Invalid, NotFound } from '#api/errors.ts';
import { isUuid } from '#api/http/ids.ts';
import { recordAdminAction } from '#api/modules/audit/audit-log.ts';
import { recordReceiptsApplied, recordTransferReceived } from '#api/modules/ledger/ledger.service.ts';
import { findOrder, findOrderHoldsEnd, type OrderRow, recipientOf } from '#api/modules/orders/order-life.ts';
import { settleSucceededIn } from '../payment-settlement.service.ts';
import { findPayment, type PaymentRow } from '../payments.repository.ts';
import { transferReviewedMail } from './bank-transfer.mails.ts';
import {
  type BankTransferRow,
  findOrderTransfer,
  findPendingTransfers,
  findReceiptByKey,
  findReceivedMinor,
  findTransferByPayment,
  insertReceipt,
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
  return rows.map(({ transfer, order, customer, payment, receivedMinor, holdExpiresAt }) => {
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
    const amounts = transferAmounts(declared, receivedMinor);
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
      amountDue: toDollars(amounts.dueMinor),
      amountReceived: toDollars(amounts.receivedMinor),
      amountOutstanding: toDollars(amounts.outstandingMinor),
      partiallyPaid: amounts.receivedMinor > 0,
    };
  });
}

/** An idempotency key as the refund route takes it: letters, digits and `.:-_`, 8 to 200 of them. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\w.:-]{8,200}$/;

/**
 * An admin approves or rejects a transfer (docs/product/orders-and-payments.md#bank-transfer). An
 * approval states the amount received and checks the money: it, added to what earlier partial
 * payments recorded, against the order's amount due. Short of it, the approval is refused unless the
 * admin confirms a partial payment, which is
 * recorded and leaves the order waiting. The review, the receipt, the settlement (run inside this
 * transaction, as a savepoint) and the audit entry commit together or not at all; the transfer row is
 * locked, so two reviews run one after the other; a second review is a 409 and a repeat with the same
 * Idempotency-Key records nothing more and answers the transfer's amounts as they now stand.
 */
export async function verifyBankTransfer(
  ctx: AppContext,
  adminId: string,
  body: VerifyBankTransferBody,
  idempotencyKey?: string,
): Promise<VerifiedBankTransfer> {
  if (!isUuid(body.orderId)) throw new NotFound(BankTransferMessages.transferNotFound);
  if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
    throw new Invalid(BankTransferMessages.idempotencyKeyInvalid);
  }
  const notes = body.notes?.trim() || null;
  return withTransaction(ctx, async (tx, after) => {
    const transfer = await findOrderTransfer(tx, body.orderId, { lock: true });
    if (!transfer) throw new NotFound(BankTransferMessages.transferNotFound);
    const payment = await findPayment(tx, transfer.paymentId);
    const before = await findOrder(tx, transfer.orderId);
    if (!payment || !before) throw new Error(`transfer ${transfer.id} lost its payment or order`);
    const amountsAt = (receivedMinor: number) => transferAmounts(amountsBasis(ctx, before, payment, transfer), receivedMinor);
    if (body.isVerified && idempotencyKey !== undefined) {
      const replayed = await findReceiptByKey(tx, transfer.id, idempotencyKey);
      if (replayed) {
        const current = (await findOrder(tx, transfer.orderId)) ?? before;
        return answerOf(current, transfer, amountsAt(await findReceivedMinor(tx, transfer.id)), replayed.partial);
      }
    }
    if (transfer.reviewedAt || (payment.status !== 'pending' && payment.status !== 'created')) {
      throw new Conflict(BankTransferMessages.alreadyReviewed);
    }
    const receivedBefore = await findReceivedMinor(tx, transfer.id);
    let amounts: TransferAmounts | undefined;
    const receivedNow = body.isVerified ? receivedThisTime(body) : undefined;
    if (receivedNow !== undefined) {
      amounts = amountsAt(receivedBefore + receivedNow);
      const partial = amounts.outstandingMinor > 0;
      if (partial && body.confirmPartial !== true) throw new Conflict(BankTransferMessages.shortfall);
      if (partial && idempotencyKey === undefined) throw new Invalid(BankTransferMessages.partialNeedsKey);
      const receipt = await insertReceipt(tx, {
        transferId: transfer.id,
        amountMinor: receivedNow,
        currency: transfer.declaredCurrency,
        partial,
        recordedBy: adminId,
        idempotencyKey: idempotencyKey ?? null,
      });
      // The money is in our account from now on, whatever the review decides: held for the collector.
      const rate = payment.exchangeRate ? Number(payment.exchangeRate) : ctx.config.USD_INR_RATE;
      const currency = transfer.declaredCurrency as BankTransferCurrency;
      const amountCents = receivedUsdCents(currency, receivedBefore, receivedNow, rate);
      await recordTransferReceived(tx, { id: receipt.id, orderId: transfer.orderId, amountCents }, ctx.now());
      if (partial) {
        await recordPartialPayment(tx, adminId, transfer, before, { receivedBefore, receivedNow, amounts, notes });
        return answerOf(before, transfer, amounts, true);
      }
    }
    const evidence = { kind: 'review', body: { adminId, isVerified: body.isVerified, notes } };
    if (body.isVerified) {
      // Approved after its hold lapsed and the artwork went to someone else: the money goes back (refund due).
      const settlement = await settleSucceededIn(ctx, tx, after, transfer.paymentId, evidence);
      // Either way the capture (or the refund due) now records the transfer's amount: it leaves the holding.
      if (settlement !== 'already-settled') {
        const applied = { id: payment.id, orderId: transfer.orderId, amountCents: payment.amountMinor };
        await recordReceiptsApplied(tx, applied, ctx.now());
      }
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
      before: { orderId: transfer.orderId, paymentStatus: before.paymentStatus, reviewed: false, receivedMinor: receivedBefore },
      after: {
        orderId: transfer.orderId,
        paymentStatus: settled.paymentStatus,
        reviewed: true,
        notes,
        currency: transfer.declaredCurrency,
        // A rejection with partial payments recorded leaves money to send back by hand (ADR 0029).
        receivedMinor: amounts?.receivedMinor ?? receivedBefore,
        overpaidMinor: amounts?.overpaidMinor ?? 0,
      },
    });
    const heldUntil = body.isVerified ? null : await findOrderHoldsEnd(tx, settled.id, now);
    const review = { approved: body.isVerified, notes, heldUntil };
    await after.mail(transferReviewedMail(ctx, await recipientOf(tx, settled), settled, review));
    return amounts ? answerOf(settled, transfer, amounts, false) : { orderId: settled.id, paymentStatus: settled.paymentStatus };
  });
}

/** The order's total (after the transfer discount) and, for rupees, the transfer's own rate. */
function amountsBasis(ctx: AppContext, order: OrderRow, payment: PaymentRow, transfer: BankTransferRow) {
  const exchangeRate = payment.exchangeRate ? Number(payment.exchangeRate) : ctx.config.USD_INR_RATE;
  return {
    declaredCurrency: transfer.declaredCurrency as BankTransferCurrency,
    totalCents: order.totalCents,
    totalPaise: usdCentsToInrPaise(order.totalCents, exchangeRate),
  };
}

/**
 * What this approval says arrived, in minor units: an approval must state it (the route's schema says
 * so too), so that no transfer is paid on an amount nobody checked.
 */
function receivedThisTime(body: VerifyBankTransferBody): number {
  if (body.amountReceived === undefined) {
    throw new Invalid(BankTransferMessages.amountReceivedMissing, { amountReceived: BankTransferMessages.amountReceivedMissing });
  }
  return toCents(body.amountReceived);
}

async function recordPartialPayment(
  tx: Database,
  adminId: string,
  transfer: BankTransferRow,
  order: OrderRow,
  receipt: { receivedBefore: number; receivedNow: number; amounts: TransferAmounts; notes: string | null },
): Promise<void> {
  await recordAdminAction(tx, {
    adminId,
    action: 'bank_transfer.partial_payment',
    entityType: 'bank_transfer',
    entityId: transfer.id,
    before: { orderId: transfer.orderId, paymentStatus: order.paymentStatus, receivedMinor: receipt.receivedBefore },
    after: {
      orderId: transfer.orderId,
      paymentStatus: order.paymentStatus,
      currency: transfer.declaredCurrency,
      amountMinor: receipt.receivedNow,
      receivedMinor: receipt.amounts.receivedMinor,
      outstandingMinor: receipt.amounts.outstandingMinor,
      notes: receipt.notes,
    },
  });
}

function answerOf(order: OrderRow, transfer: BankTransferRow, amounts: TransferAmounts, partial: boolean): VerifiedBankTransfer {
  return {
    orderId: order.id,
    paymentStatus: order.paymentStatus,
    currency: transfer.declaredCurrency as BankTransferCurrency,
    amountDue: toDollars(amounts.dueMinor),
    amountReceived: toDollars(amounts.receivedMinor),
    amountOutstanding: toDollars(amounts.outstandingMinor),
    amountOverpaid: toDollars(amounts.overpaidMinor),
    partial,
  };
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
