import { OrderMessages } from '@art-market/domain/copy';
import {
  BANK_TRANSFER_DISCOUNT,
  BankTransferMessages,
  bankTransferRailFor,
  bankTransferRailProblem,
  declaredBelowDueMessage,
  declaredShortfallMinor,
  PaymentStatus,
  priceOrder,
  usdCentsToInrPaise,
} from '@art-market/domain/rules';
import type { BankTransferFields, BankTransferSubmitted } from '@art-market/domain/schemas';
import type { AppContext } from '#api/context.ts';
import { Conflict, Invalid } from '#api/errors.ts';
import { removeArtworksFromCart } from '#api/modules/cart/cart-contents.ts';
import { awaitTransferReview, type OrderItemRow, recipientOf } from '#api/modules/orders/order-life.ts';
import type { PaymentProvider } from '../payment-provider.ts';
import { transferReceivedMail } from './bank-transfer.mails.ts';
import { insertBankTransfer } from './bank-transfer.repository.ts';
import { assertWithinHoldCaps } from './bank-transfer-hold-caps.ts';

export interface BankTransferSubmission {
  fields: BankTransferFields;
  /** Where the checked proof was stored. */
  proofPath: string;
  /** The network address it came from (`clientKey`), for the per-address cap. */
  clientAddress: string;
}

/**
 * A bank transfer to the platform's account: the customer declares it with a proof, the order takes
 * the transfer discount and waits in Processing with its artworks held (72 hours at most) until an
 * admin's review settles it (`verifyBankTransfer`). Nobody can be asked about it, and its money goes
 * back the way it came: by a transfer an admin sends and records.
 */
export function bankTransferProvider(ctx: AppContext): PaymentProvider<BankTransferSubmission, BankTransferSubmitted> {
  return {
    name: 'bank_transfer',
    holdKind: 'bank_transfer',

    /**
     * NEFT only for delivery in India; elsewhere the international wire, when this server offers one
     * (ADR 0043). A submission naming the other rail followed instructions that are not this order's.
     */
    admit(order, input) {
      const problem = bankTransferRailProblem(order.shippingAddress.country, ctx.config.WIRE !== null, input.fields.rail);
      if (problem) throw new Conflict(problem, { rail: problem });
    },

    async open({ order, items, input }) {
      const { totals } = priceTransfer(items);
      assertDeclaredCoversDue(input.fields, totals.totalCents, ctx.config.USD_INR_RATE);
      return {
        providerReference: input.fields.transactionId,
        amountMinor: totals.totalCents,
        currency: 'USD',
        exchangeRate: String(ctx.config.USD_INR_RATE),
        status: 'pending',
        evidence: { kind: 'submission', body: { ...input.fields, proofPath: input.proofPath } },
        answer: { orderId: order.id, paymentStatus: PaymentStatus.Processing, message: BankTransferMessages.received },
      };
    },

    /** The discount, the wait for review, the transfer's details and the customer's receipt, with the hold. */
    async record(tx, after, { order, items, attemptId, input }, payment) {
      // A bank reference is unique: one already recorded is a mistake or a reused proof.
      if (payment.id !== attemptId) throw new Conflict(BankTransferMessages.duplicateTransaction);
      const now = ctx.now();
      const totals = await awaitTransferReview(tx, order, items, BANK_TRANSFER_DISCOUNT, now);
      if (!totals) throw new Conflict(OrderMessages.notPayable);
      // The order is on its way to being paid: its artworks leave the cart, as a paid order's do.
      await removeArtworksFromCart(
        tx,
        order.customerId,
        items.map((item) => item.productId),
      );
      const { fields, proofPath } = input;
      await insertBankTransfer(tx, {
        paymentId: payment.id,
        orderId: order.id,
        transactionId: fields.transactionId,
        transactionDate: fields.transactionDate,
        bankName: fields.bankName,
        accountHolderName: fields.accountHolderName,
        declaredAmount: fields.amount,
        declaredCurrency: fields.currency,
        proofPath,
        clientAddress: input.clientAddress,
      });
      await assertWithinHoldCaps(ctx, tx, {
        clientAddress: input.clientAddress,
        productIds: items.map((item) => item.productId),
      });
      const submitted = { ...order, ...totals, paymentStatus: PaymentStatus.Processing, updatedAt: now };
      const rail = bankTransferRailFor(order.shippingAddress.country, ctx.config.WIRE !== null) ?? 'neft';
      const transfer = { transactionId: fields.transactionId, exchangeRate: ctx.config.USD_INR_RATE, rail };
      await after.mail(transferReceivedMail(ctx, await recipientOf(tx, submitted), submitted, transfer));
    },

    /** Only an admin's review can tell whether the money arrived. */
    async reconcile() {
      return { verdict: { status: 'open' }, evidence: { kind: 'reconcile', body: { awaiting: 'review' } } };
    },

    async refund() {
      return { status: 'manual' };
    },
  };
}

const priceTransfer = (items: OrderItemRow[]) => priceOrder(items, BANK_TRANSFER_DISCOUNT);

/**
 * A declaration below the amount due (the total after the discount, in rupees at the transfer's own
 * rate) is refused at once, before anything is held: the collector learns it now, not at review.
 */
function assertDeclaredCoversDue(fields: BankTransferFields, totalCents: number, exchangeRate: number): void {
  const due = { declaredCurrency: fields.currency, totalCents, totalPaise: usdCentsToInrPaise(totalCents, exchangeRate) };
  if (declaredShortfallMinor(fields.amount, due) === 0) return;
  const message = declaredBelowDueMessage(fields.currency === 'INR' ? due.totalPaise : totalCents, fields.currency);
  throw new Invalid(message, { amount: message });
}
