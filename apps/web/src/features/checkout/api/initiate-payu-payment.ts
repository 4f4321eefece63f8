import { CheckoutMessages } from '@art-market/domain/rules';
import type { PayUData } from '@art-market/domain/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, errorMessage } from '#web/lib/api-client.ts';
import { savePaymentRecord } from '#web/lib/purchase-storage.ts';

/** POST /PayU/initiate-payment: the signed form the checkout posts to PayU's hosted page. */
export async function initiatePayUPayment(orderId: string): Promise<PayUData> {
  if (!orderId) throw new Error(CheckoutMessages.noOrderId);
  try {
    const { payuData } = await apiRequest<{ payuData: PayUData }>('/PayU/initiate-payment', {
      method: 'POST',
      body: { orderId },
      role: 'customer',
    });
    savePaymentRecord({ orderId, payuTxnId: payuData.txnId });
    return payuData;
  } catch (error) {
    throw new Error(errorMessage(error, CheckoutMessages.payuInitiateFailed), { cause: error });
  }
}

export function useInitiatePayUPayment() {
  return useMutation({ mutationFn: initiatePayUPayment });
}
