import { randomUUID } from 'node:crypto';
import {
  BANK_TRANSFER_DISCOUNT,
  type BankTransferFields,
  BankTransferMessages,
  type BankTransferSubmitted,
  bankTransferFieldsSchema,
  fieldErrorsOf,
  missingBankTransferFields,
  OrderMessages,
  PaymentMethod,
  PaymentStatus,
  priceOrder,
} from '@art-market/domain';
import type { AppContext } from '../../../context.ts';
import type { Database } from '../../../db/client.ts';
import { withTransaction } from '../../../db/unit-of-work.ts';
import { Conflict, Invalid } from '../../../errors.ts';
import type { MultipartForm, UploadedFile } from '../../../plugins/multipart-form.ts';
import { removeArtworksFromCart } from '../../cart/cart-contents.ts';
import { findOrder, findOrderItems, holdArtworks, movePaymentStatus, type OrderRow } from '../../orders/order-life.ts';
import { recipientOf } from '../order-mails.ts';
import { assertPayable, findPayableOrder } from '../payable-order.ts';
import { insertPaymentOnce, recordPaymentEvent } from '../payments.repository.ts';
import { transferReceivedMail } from './bank-transfer.mails.ts';
import { insertBankTransfer, repriceOrderItems } from './bank-transfer.repository.ts';
import { checkProof, storeProof } from './bank-transfer-proof.ts';

/**
 * A customer's bank transfer (storefront sections 4 and 5): the proof is checked by content and kept
 * privately; then, in one transaction, the order takes the 5% discount and waits in Processing with
 * its artworks held until an admin reviews the transfer (ARCHITECTURE 6).
 */
export async function submitBankTransfer(
  ctx: AppContext,
  customerId: string,
  form: MultipartForm,
): Promise<BankTransferSubmitted> {
  const { fields, proofFile } = readSubmission(form);
  const proofPath = await storeProof(ctx.storage, await checkProof(proofFile));
  let order: OrderRow;
  try {
    order = await withTransaction(ctx, async (tx, after) => {
      const submitted = await recordSubmission(ctx, tx, customerId, fields, proofPath);
      const transfer = { transactionId: fields.transactionId, exchangeRate: ctx.config.USD_INR_RATE };
      await after.mail(transferReceivedMail(ctx, await recipientOf(tx, submitted), submitted, transfer));
      return submitted;
    });
  } catch (error) {
    await ctx.storage.remove(proofPath);
    throw error;
  }
  return { orderId: order.id, paymentStatus: order.paymentStatus, message: BankTransferMessages.received };
}

/** Missing fields or proof answer the spec's one message, with each field named; then the format of each. */
function readSubmission(form: MultipartForm): { fields: BankTransferFields; proofFile: UploadedFile } {
  const proofFile = form.files.find((file) => file.fieldName === 'proofFile' && file.content.length > 0);
  const missing = missingBankTransferFields(form.fields, proofFile !== undefined);
  if (!proofFile || Object.keys(missing).length > 0) throw new Invalid(BankTransferMessages.required, missing);
  const parsed = bankTransferFieldsSchema.safeParse(form.fields);
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error.issues);
    throw new Invalid(Object.values(errors)[0] ?? BankTransferMessages.required, errors);
  }
  return { fields: parsed.data, proofFile };
}

async function recordSubmission(
  ctx: AppContext,
  tx: Database,
  customerId: string,
  fields: BankTransferFields,
  proofPath: string,
): Promise<OrderRow> {
  const owned = await findPayableOrder(tx, customerId, fields.orderId);
  // Locked, then checked again: of two submissions for one order, the second waits and gets a 409.
  const order = await findOrder(tx, owned.id, { lock: true });
  if (!order) throw new Error(`order ${owned.id} vanished`);
  assertPayable(order);
  const items = await findOrderItems(tx, [order.id]);
  const attemptId = randomUUID();
  await holdArtworks(ctx, tx, order, items, { attemptId, kind: 'bank_transfer' });
  // The order is on its way to being paid: its artworks leave the cart, as a paid order's do.
  await removeArtworksFromCart(
    tx,
    order.customerId,
    items.map((item) => item.productId),
  );

  const now = ctx.now();
  const { lines, totals } = priceOrder(items, BANK_TRANSFER_DISCOUNT);
  await repriceOrderItems(
    tx,
    items.map((item, index) => {
      const line = lines[index];
      if (!line) throw new Error('priced lines do not match the order items');
      return {
        id: item.id,
        discountCents: line.discountCents,
        commissionCents: line.commissionCents,
        totalCents: line.totalCents,
      };
    }),
  );
  const moved = await movePaymentStatus(tx, order.id, PaymentStatus.Processing, {
    discountCents: totals.discountCents,
    totalCents: totals.totalCents,
    paymentMethod: PaymentMethod.NEFT,
    updatedAt: now,
  });
  if (!moved) throw new Conflict(OrderMessages.notPayable);

  const payment = await insertPaymentOnce(tx, {
    id: attemptId,
    orderId: order.id,
    provider: 'bank_transfer',
    providerReference: fields.transactionId,
    amountMinor: totals.totalCents,
    currency: 'USD',
    exchangeRate: String(ctx.config.USD_INR_RATE),
    status: 'pending',
  });
  // A bank reference is unique: one already recorded is a mistake or a reused proof.
  if (payment.id !== attemptId) throw new Conflict(BankTransferMessages.duplicateTransaction);
  await recordPaymentEvent(tx, payment.id, 'submission', { ...fields, proofPath });
  await insertBankTransfer(tx, {
    paymentId: payment.id,
    orderId: order.id,
    transactionId: fields.transactionId,
    transactionDate: fields.transactionDate,
    bankName: fields.bankName,
    accountHolderName: fields.accountHolderName,
    declaredAmount: fields.amount,
    proofPath,
  });
  return { ...order, ...totals, paymentStatus: PaymentStatus.Processing, paymentMethod: PaymentMethod.NEFT, updatedAt: now };
}
