import type { CancelledOrder } from '@art-market/domain/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, readFailure } from '#web/lib/api-client.ts';
import { customerDashboardQueryKey } from './get-customer-dashboard.ts';

/** POST /CustomerDashboard/orders/{id}/cancel: cancels a paid order and refunds all that was paid. */
export function cancelOrder({ orderId, reason }: { orderId: string; reason: string }): Promise<CancelledOrder> {
  return apiRequest<CancelledOrder>(`/CustomerDashboard/orders/${encodeURIComponent(orderId)}/cancel`, {
    method: 'POST',
    body: { reason },
    role: 'customer',
  });
}

/**
 * Success is reported once the orders (wherever they are listed) are fetched again, so the card shows
 * Cancelled and its refund. A 409 means the card's picture is out of date (shipped, window closed): refresh it too.
 */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: customerDashboardQueryKey });
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: refresh,
    onError: (error) => (readFailure(error).status === 409 ? refresh() : undefined),
  });
}
