/** One transaction in a verify_payment answer (reference 2.6); PayU sends amounts as strings or numbers. */
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

/** `POST /merchant/postservice.php?form=2` with command=verify_payment (reference 2.6). */
export interface PayUVerifyResponse {
  /** 1: fetched; 0: not found or refused (then `msg` says why, e.g. "Invalid Hash."). */
  status: number;
  msg?: string;
  transaction_details?: Record<string, PayUTransactionDetails>;
}

/** PayU's browser postback to surl/furl, as posted (reference 2.4). */
export type PayUPostback = Record<string, string | undefined>;

/** The string fields of a posted form body; anything else (no body, a JSON array) reads as empty. */
export function readFormFields(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null) return {};
  return Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
