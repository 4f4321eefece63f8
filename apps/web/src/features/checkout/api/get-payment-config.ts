import type { PaymentConfig } from '@art-market/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

export const paymentConfigQueryKey = ['payment-config'] as const;

/** GET /Payment/config: the methods this server offers, its mode and the bank-transfer destination. */
export function getPaymentConfig(): Promise<PaymentConfig> {
  return apiRequest<PaymentConfig>('/Payment/config', { role: 'customer' });
}

export function usePaymentConfig() {
  return useQuery({ queryKey: paymentConfigQueryKey, queryFn: getPaymentConfig, retry: false });
}
