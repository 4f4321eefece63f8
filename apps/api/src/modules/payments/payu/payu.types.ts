/** One transaction in a verify_payment answer; PayU sends amounts as strings or numbers. */
export interface PayUTransactionDetails {
  mihpayid?: string;
  txnid?: string;
  status?: string;
  unmappedstatus?: string;
  transaction_amount?: string | number;
  amt?: string | number;
  additional_charges?: string | number;
  productinfo?: string;
  firstname?: string;
  udf1?: string;
  udf2?: string;
  udf3?: string;
  udf4?: string;
  udf5?: string;
  bank_ref_num?: string;
  error_code?: string;
  error_Message?: string;
  field9?: string;
  mode?: string;
  addedon?: string;
  net_amount_debit?: number | string;
  payment_source?: string;
  [field: string]: unknown;
}

/**
 * `POST /merchant/postservice.php?form=2` with command=verify_payment
 * (docs/product/orders-and-payments.md#payu-verify-and-refund-calls).
 */
export interface PayUVerifyResponse {
  /** 1: fetched; 0: not found or refused (then `msg` says why, e.g. "Invalid Hash."). */
  status: number;
  msg?: string;
  transaction_details?: Record<string, PayUTransactionDetails>;
}

/** `cancel_refund_transaction` as PayU sends it: ids may be numbers, and only a queued refund has a request_id. */
export interface PayURefundResponse {
  status?: number | string;
  msg?: string;
  request_id?: string | number;
  bank_ref_num?: string | null;
  mihpayid?: string | number;
  error_code?: string | number;
}

/**
 * PayU's answer to a refund request: 1 when it queued the refund under its `request_id`, 0 when it
 * refused it (unknown mihpayid, too much, a used token, a bad hash); only `msg` says why, in wording that varies.
 */
export type PayURefundAnswer =
  | { status: 1; msg: string; request_id: string; bank_ref_num: string; mihpayid: string }
  | { status: 0; msg: string };

/** One action (a capture, refund or cancel) in a check_action_status answer. */
export interface PayUActionDetails {
  mihpayid?: string | number;
  request_id?: string | number;
  bank_ref_num?: string | null;
  amt?: string | number;
  action?: string;
  /** The merchant's token (var2) of a refund request. */
  token?: string;
  /** A refund's state: queued, success, failure, in progress, requested (case varies). */
  status?: string;
  [field: string]: unknown;
}

/**
 * `check_action_status`: the actions of one payment (var1 its mihpayid, var2 `payuid`), keyed by the
 * mihpayid then by each action's request id; or of one request id (var1 alone), keyed by it.
 * Status 0 with a `msg` when there is none, or the call was refused.
 */
export interface PayUActionStatusResponse {
  status?: number | string;
  msg?: string;
  transaction_details?: Record<string, Record<string, PayUActionDetails> | PayUActionDetails>;
}

/** A refund PayU holds for a payment, as our adapter reads it. */
export interface PayURefundAction {
  requestId: string;
  token: string;
  amount: string;
  /** Lower case: queued, success, failure, in progress, requested. */
  status: string;
}

/** PayU's browser postback to surl/furl, as posted (docs/product/orders-and-payments.md#payu). */
export type PayUPostback = Record<string, string | undefined>;

/** The string fields of a posted form body; anything else (no body, a JSON array) reads as empty. */
export function readFormFields(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null) return {};
  return Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
