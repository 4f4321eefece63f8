import type { HoldKind } from '@art-market/domain/rules';
import type { AppContext } from '#api/context.ts';
import type { Database } from '#api/db/client.ts';
import type { AfterCommit } from '#api/db/unit-of-work.ts';
import type { OrderItemRow, OrderRow, RefundOutcome, RefundRow } from '#api/modules/orders/order-life.ts';

import { bankTransferProvider } from './bank-transfer/bank-transfer.provider.ts';
import type { PaymentRow } from './payments.repository.ts';
import { paypalProvider } from './paypal/paypal.provider.ts';
import { payuProvider } from './payu/payu.provider.ts';

// A way to pay, as the rest of the app sees it (ADR 0013). Each provider only speaks its own
// protocol and says what happened; holding, recording and settling are written once, in
// payment-attempt.service.ts and payment-settlement.service.ts.

export type ProviderName = PaymentRow['provider'];

/** What the provider was told or answered, kept as the attempt's event. */
export interface ProviderEvidence {
  /** 'create', 'initiate', 'submission', 'capture', 'webhook', 'postback', 'verify', 'reconcile', 'review' */
  kind: string;
  body: unknown;
}

/**
 * What a provider says became of one attempt:
 * - `paid`: the money for exactly the amount asked is received;
 * - `processing`: the money is taken but not final (a capture the provider still reviews): the
 *   order waits in Processing and keeps its artworks until the provider decides;
 * - `approved`: the buyer approved and the money is ours to take (a PayPal order to capture);
 * - `pending`: the provider reports the payment as undecided; nothing else moves;
 * - `open`: nothing has happened yet (the buyer has not approved, the provider knows no payment);
 * - `failed` / `cancelled`: the attempt ended without money.
 */
export type Verdict =
  | { status: 'paid' | 'processing'; providerPaymentId: string | null }
  | { status: 'approved' | 'pending' | 'open' | 'failed' | 'cancelled' };

export interface ProviderReport {
  verdict: Verdict;
  evidence: ProviderEvidence;
}

/** An attempt as the provider opened it: the row's values, its first event, and what the buyer is given. */
export interface OpenedAttempt<Answer> {
  providerReference: string;
  /** `pending` when the attempt starts out waiting for a decision (a transfer awaiting review). */
  status?: 'created' | 'pending';
  amountMinor: number;
  currency: 'USD' | 'INR';
  exchangeRate?: string;
  evidence: ProviderEvidence;
  answer: Answer;
}

export interface StartRequest<Input> {
  order: OrderRow;
  items: OrderItemRow[];
  attemptId: string;
  input: Input;
  /** The origin the shopper started from, where a provider's page sends them back (`returnOriginOf`). */
  returnOrigin: string;
}

/** Money a provider reports as given back: a refund (ours or made in its dashboard) or a chargeback. */
export interface ProviderRefund {
  /** The provider's own id for the refund or reversal. */
  id: string;
  amountCents: number;
  /** Our refund's id, when the provider echoes it back (PayPal's invoice_id `refund-<id>`). */
  ourRefundId?: string;
}

/** A notification as it arrived: PayPal's webhook keeps its raw body for the signature, PayU's postback is a form. */
export interface ProviderNotification {
  headers: Record<string, string>;
  body: unknown;
}

/**
 * A notification the provider sent on its own (a webhook, a browser postback), once proven genuine:
 * news of an attempt (with the notification itself, `received`, when the report came from asking the
 * provider after it), of a refund, or of a chargeback.
 */
export type ProviderNotice =
  | { about: 'attempt'; payment: PaymentRow; report: ProviderReport; received?: ProviderEvidence }
  | { about: 'refund' | 'chargeback'; payment: PaymentRow; refund: ProviderRefund; event: unknown }
  | { about: 'nothing' };

export interface PaymentProvider<Input = unknown, Answer = unknown> {
  readonly name: ProviderName;
  /** How long the artworks of an attempt stay held (an online payment's 30 minutes, a transfer's 72 hours). */
  readonly holdKind: HoldKind;
  /** Refuses at once (404) when this server does not offer the method. */
  assertOffered?(): void;
  /** Refuses an order this way of paying cannot take, before anything is held or called. */
  admit?(order: OrderRow, input: Input): void;
  /** Opens the attempt at the provider. Called before anything is held; nothing it does takes money. */
  open(request: StartRequest<Input>): Promise<OpenedAttempt<Answer>>;
  /**
   * The provider's own records, written in the transaction that holds the artworks and records the
   * attempt (a bank transfer's details and its discount). Throwing undoes the whole start.
   */
  record?(tx: Database, after: AfterCommit, request: StartRequest<Input>, payment: PaymentRow): Promise<void>;
  /** Takes money the buyer approved (PayPal's capture); absent where the provider takes it on its own page. */
  capture?(payment: PaymentRow): Promise<ProviderReport>;
  /** Asks the provider what became of an attempt. */
  reconcile(payment: PaymentRow): Promise<ProviderReport>;
  /** Reads a notification, proving it genuine first; a forged one is refused or changes nothing. */
  parseNotification?(notification: ProviderNotification): Promise<ProviderNotice>;
  refund(payment: PaymentRow, refund: RefundRow): Promise<RefundOutcome>;
  /** What became of a refund the provider was still processing; absent where refunds finish at once. */
  refundStatus?(refund: RefundRow & { providerRefundId: string }): Promise<RefundOutcome>;
}

/** The provider an attempt was made with. */
export function providerFor(ctx: AppContext, name: ProviderName): PaymentProvider {
  if (name === 'paypal') return paypalProvider(ctx);
  if (name === 'payu') return payuProvider(ctx);
  return bankTransferProvider(ctx);
}
