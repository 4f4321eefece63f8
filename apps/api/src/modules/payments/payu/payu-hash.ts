import { createHash, timingSafeEqual } from 'node:crypto';

/** The fields PayU signs in a hosted-checkout request, exactly as they are posted. */
export interface PayURequestFields {
  key: string;
  txnid: string;
  amount: string;
  productinfo: string;
  firstname: string;
  email: string;
  udf1?: string;
  udf2?: string;
  udf3?: string;
  udf4?: string;
  udf5?: string;
}

/** The fields PayU signs in its postback to surl/furl. */
export interface PayUResponseFields extends PayURequestFields {
  status: string;
  additionalCharges?: string;
}

const UDFS = ['udf1', 'udf2', 'udf3', 'udf4', 'udf5'] as const;
/** udf6..udf10 are not used, but their five empty slots stay in every hash (docs/product/orders-and-payments.md#payu-hashes). */
const UNUSED_UDF_SLOTS = ['', '', '', '', ''];

const sha512 = (text: string) => createHash('sha512').update(text, 'utf8').digest('hex');

/**
 * key|txnid|amount|productinfo|firstname|email|udf1..udf5||||||SALT (docs/product/orders-and-payments.md#payu-hashes).
 * Joined from an array: counting pipes by hand is how these strings go wrong.
 */
export function payuRequestHashText(fields: PayURequestFields, salt: string): string {
  const { key, txnid, amount, productinfo, firstname, email } = fields;
  const udfs = UDFS.map((name) => fields[name] ?? '');
  return [key, txnid, amount, productinfo, firstname, email, ...udfs, ...UNUSED_UDF_SLOTS, salt].join('|');
}

/**
 * [additionalCharges|]SALT|status||||||udf5|udf4|udf3|udf2|udf1|email|firstname|productinfo|amount|txnid|key
 * (docs/product/orders-and-payments.md#payu-hashes): the request sequence reversed, with status after the salt.
 */
export function payuResponseHashText(fields: PayUResponseFields, salt: string): string {
  const { key, txnid, amount, productinfo, firstname, email, status, additionalCharges } = fields;
  const udfs = UDFS.map((name) => fields[name] ?? '').reverse();
  const parts = [salt, status, ...UNUSED_UDF_SLOTS, ...udfs, email, firstname, productinfo, amount, txnid, key];
  return (additionalCharges ? [additionalCharges, ...parts] : parts).join('|');
}

export function payuRequestHash(fields: PayURequestFields, salt: string): string {
  return sha512(payuRequestHashText(fields, salt));
}

export function payuResponseHash(fields: PayUResponseFields, salt: string): string {
  return sha512(payuResponseHashText(fields, salt));
}

/** key|command|var1|SALT: the hash of every postservice command, verify_payment included. */
export function payuApiHash(key: string, command: string, var1: string, salt: string): string {
  return sha512([key, command, var1, salt].join('|'));
}

/** PayU posts it under either spelling (docs/product/orders-and-payments.md#payu-hashes); an empty value means no charges. */
export function additionalChargesOf(posted: Record<string, string | undefined>): string | undefined {
  return posted.additionalCharges || posted.additional_charges || undefined;
}

/** Compares two hex hashes in constant time, case-insensitively (docs/product/orders-and-payments.md#payu-hashes). */
export function hashesMatch(expected: string, received: string): boolean {
  const a = Buffer.from(expected.toLowerCase(), 'utf8');
  const b = Buffer.from(received.trim().toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
