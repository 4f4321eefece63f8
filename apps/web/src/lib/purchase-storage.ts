import { CURRENT_ORDER_KEY, PAYMENT_RECORD_KEY } from '@art-market/domain/rules';

// The order being paid survives the trip to the provider in localStorage (currentOrderId); the recovery
// record lives in sessionStorage, i.e. only in the tab that paid (docs/product/storefront.md#browser-storage).

export function readCurrentOrderId(): string | null {
  return localStorage.getItem(CURRENT_ORDER_KEY);
}

export function storeCurrentOrderId(orderId: string): void {
  localStorage.setItem(CURRENT_ORDER_KEY, orderId);
}

export function clearCurrentOrderId(): void {
  localStorage.removeItem(CURRENT_ORDER_KEY);
}

/** Which provider payment belongs to which order, so a return page can find its order again. */
export interface PaymentRecord {
  orderId: string;
  payPalOrderId?: string | undefined;
  payuTxnId?: string | undefined;
  payuPaymentId?: string | undefined;
  timestamp: number;
}

export function savePaymentRecord(record: Omit<PaymentRecord, 'timestamp'>): void {
  sessionStorage.setItem(PAYMENT_RECORD_KEY, JSON.stringify({ ...record, timestamp: Date.now() }));
}

export function readPaymentRecord(): PaymentRecord | null {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(PAYMENT_RECORD_KEY) ?? 'null') as unknown;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const record = parsed as Partial<PaymentRecord>;
    return typeof record.orderId === 'string' ? (record as PaymentRecord) : null;
  } catch {
    return null;
  }
}
