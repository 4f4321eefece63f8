import { VendorPaymentStatus, vendorPaymentTransactionId } from '@art-market/domain/rules';
import type { EarningsAnswer, VendorPaymentAnswer } from '@art-market/domain/schemas';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { earningsQueryKey } from './get-earnings.ts';
import { payoutForecastQueryKey } from './get-payout-forecast.ts';

/** The list reloads about a second after a vendor payment is recorded (docs/product/studio-and-console.md#console-earnings). */
export const EARNINGS_RELOAD_DELAY_MS = 1000;

export interface VendorPaymentRecord {
  orderId: string;
  /** The bank's own reference of the transfer (UTR), when the admin has it; the payment's id stays TRX + timestamp. */
  bankReference: string;
}

export function markVendorPaid({ orderId, bankReference }: VendorPaymentRecord): Promise<VendorPaymentAnswer> {
  const reference = bankReference.trim();
  return apiRequest<VendorPaymentAnswer>(`/admin/dashboard/orders/${encodeURIComponent(orderId)}/vendor-payment`, {
    method: 'PUT',
    role: 'admin',
    body: {
      status: VendorPaymentStatus.Paid,
      transactionId: vendorPaymentTransactionId(new Date()),
      notes: reference ? `Bank reference: ${reference}` : '',
    },
  });
}

function withVendorPaymentStatus(answer: EarningsAnswer | undefined, orderId: string, status: number) {
  if (!answer) return answer;
  return {
    ...answer,
    orders: answer.orders.map((order) => (order.id === orderId ? { ...order, vendorPaymentStatus: status } : order)),
  };
}

/**
 * Mark as Paid shows Paid at once; a failure puts Pending back (docs/product/studio-and-console.md#console-earnings).
 * The list reloads a second after success, when the ledger's pending payouts have moved.
 */
export function useMarkVendorPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markVendorPaid,
    onMutate: async ({ orderId }: VendorPaymentRecord) => {
      await queryClient.cancelQueries({ queryKey: earningsQueryKey });
      const previous: [QueryKey, EarningsAnswer | undefined][] = queryClient.getQueriesData<EarningsAnswer>({
        queryKey: earningsQueryKey,
      });
      queryClient.setQueriesData<EarningsAnswer>({ queryKey: earningsQueryKey }, (answer) =>
        withVendorPaymentStatus(answer, orderId, VendorPaymentStatus.Paid),
      );
      return { previous };
    },
    onError: (_error, _orderId, context) => {
      for (const [key, answer] of context?.previous ?? []) queryClient.setQueryData(key, answer);
    },
    onSuccess: () => {
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: earningsQueryKey }), EARNINGS_RELOAD_DELAY_MS);
      // What was due now is paid: the forecast before the next run changes at once.
      void queryClient.invalidateQueries({ queryKey: payoutForecastQueryKey });
    },
  });
}
