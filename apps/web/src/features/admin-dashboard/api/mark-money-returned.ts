import type { MoneyReturned } from '@art-market/domain/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { moneyToReturnQueryKey } from './get-money-to-return.ts';

export interface MarkReturnedRequest {
  orderId: string;
  reference: string;
  /** One per opening of the dialog: a double click or a retry books the return once. */
  idempotencyKey: string;
}

export function markMoneyReturned({ orderId, reference, idempotencyKey }: MarkReturnedRequest): Promise<MoneyReturned> {
  return apiRequest<MoneyReturned>(`/admin/dashboard/bank-transfers/money-to-return/${orderId}/returned`, {
    method: 'POST',
    role: 'admin',
    body: { reference },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useMarkMoneyReturned() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMoneyReturned,
    onSettled: () => queryClient.invalidateQueries({ queryKey: moneyToReturnQueryKey }),
  });
}
