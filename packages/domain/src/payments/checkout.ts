import { z } from 'zod';
import { requiredText } from '../common/validation.ts';
import { PaymentMessages } from './payments.ts';

const money = z.number();
const code = z.number().int();

/** Rupees and the rate they were converted at, both computed and recorded on the server (money-display.ts). */
export const inrAmountSchema = z.object({ amountInr: money, exchangeRate: z.number() });

/** A saved address as the server sends it back (already validated and normalised). */
export const shippingAddressViewSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
});

/** POST /Orders/shipping answers the order id the payment steps use. */
export const createdOrderSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  shippingAddress: shippingAddressViewSchema,
});
export type CreatedOrder = z.infer<typeof createdOrderSchema>;

/**
 * An order's artwork as the collector sees it (ADR 0045): `unitPrice` and `totalPrice` include the
 * artwork's tax, as on its page and in the cart; `taxAmount` is the tax they include.
 */
export const orderItemViewSchema = z.object({
  id: z.string(),
  productId: z.string(),
  quantity: z.number().int(),
  unitPrice: money,
  taxAmount: money,
  shippingAmount: money,
  discountAmount: money,
  totalPrice: money,
  shippingOptionName: z.string(),
  product: z.object({ title: z.string(), artistName: z.string(), imageUrl: z.string().nullable() }),
});

/** GET /Orders/{id}: everything the confirmation page shows (docs/product/storefront.md#order-confirmation). */
export const orderViewSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  createdAt: z.string(),
  status: code,
  paymentStatus: code,
  paymentMethod: code.nullable(),
  paymentDetails: z.object({
    payPalOrderId: z.string().nullable(),
    payUPaymentId: z.string().nullable(),
    transactionId: z.string().nullable(),
  }),
  shippingAddress: z.string(),
  shippingAddressDetails: shippingAddressViewSchema,
  subTotal: money,
  discountAmount: money,
  taxAmount: money,
  shippingAmount: money,
  totalAmount: money,
  /** What a bank transfer would cost (5% off the products), in USD and in INR, computed on the server. */
  bankTransferQuote: z.object({
    discountAmount: money,
    totalAmount: money,
    totalAmountInr: money,
    exchangeRate: z.number(),
  }),
  /** What PayU would charge for the order now: its total in rupees at USD_INR_RATE, as a PayU payment started now asks. */
  payuQuote: inrAmountSchema,
  /**
   * The order's PayU payment (the completed one, else the latest under way): the rupees it asks or took
   * and the rate recorded with it. Null when the order has no PayU payment.
   */
  payuCharge: inrAmountSchema.nullable(),
  orderItems: z.array(orderItemViewSchema),
  /**
   * The order's last payment was a bank transfer an admin rejected, and it still waits for a payment:
   * the admin's reason, and until when its artworks stay held for a new proof or another way to pay.
   */
  transferRejection: z
    .object({
      notes: z.string().nullable(),
      rejectedAt: z.string(),
      heldUntil: z.string().nullable(),
      /** What the rejected transfer asked for (after its discount), and why the amount due is now different. */
      amountDueBefore: money,
      amountDueNote: z.string().nullable(),
      /** Money the collector already sent by that transfer, held for them until it is sent back. */
      heldForYou: money,
    })
    .nullable(),
});
export type OrderView = z.infer<typeof orderViewSchema>;

export const orderIdBodySchema = z.object({ orderId: requiredText('No order ID available') });

/** POST /Payment/capture-paypal-payment: the PayPal order the return page read from its address. */
export const capturePayPalBodySchema = orderIdBodySchema.extend({
  payPalOrderId: requiredText(PaymentMessages.payPalOrderIdMissing),
});

/** GET /Payment/config: the methods offered and how (docs/product/orders-and-payments.md#payment-methods-and-currencies). */
export const paymentConfigSchema = z.object({
  mode: z.enum(['sandbox', 'live']),
  sandbox: z.boolean(),
  methods: z.object({ paypal: z.boolean(), payu: z.boolean(), bankTransfer: z.boolean() }),
  usdInrRate: z.number(),
  /** The caller's address is verified: a bank transfer is offered only then (the others need nothing). */
  emailVerified: z.boolean(),
  /** The Indian account NEFT transfers go to (orders delivered in India). */
  bankAccount: z.object({
    bankName: z.string(),
    accountName: z.string(),
    accountNumber: z.string(),
    ifscCode: z.string(),
    swiftCode: z.string(),
  }),
  /** Where an international wire goes (orders delivered outside India), or null: no bank transfer there. */
  wireAccount: z
    .object({
      bankName: z.string(),
      bankAddress: z.string(),
      accountName: z.string(),
      /** One of the two identifies the account: an IBAN where the bank has one, else the account number. */
      iban: z.string().nullable(),
      accountNumber: z.string().nullable(),
      swiftCode: z.string(),
    })
    .nullable(),
});
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;
