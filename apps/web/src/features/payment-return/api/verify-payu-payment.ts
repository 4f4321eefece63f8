import type { PayUVerifyAnswer } from '@art-market/domain/schemas';
import { apiRequest } from '#web/lib/api-client.ts';

export interface PayUVerifyRequest {
  orderId: string;
  txnId: string;
  mihpayid: string;
  status: string;
}

/** POST /PayU/verify-payment: the server asks PayU itself before anything is marked paid. */
export function verifyPayUPayment(request: PayUVerifyRequest): Promise<PayUVerifyAnswer> {
  return apiRequest<PayUVerifyAnswer>('/PayU/verify-payment', { method: 'POST', body: request, role: 'customer' });
}
