import type { OrderStatusCode } from '@art-market/domain/rules';
import type { OrderStatusAnswer } from '@art-market/domain/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

/** PUT /vendordashboard/orders/{orderId}/status with the bare status code as the JSON body. */
export function updateOrderStatus(orderId: string, status: OrderStatusCode): Promise<OrderStatusAnswer> {
  return apiRequest<OrderStatusAnswer>(`/vendordashboard/orders/${encodeURIComponent(orderId)}/status`, {
    method: 'PUT',
    body: status,
    role: 'vendor',
  });
}

/** The orders list refreshes 1 s after the whole update (see useOrderUpdate), not after each call. */
export function useUpdateOrderStatus() {
  return useMutation({
    mutationFn: ({ orderId, status }: { orderId: string; status: OrderStatusCode }) => updateOrderStatus(orderId, status),
  });
}
