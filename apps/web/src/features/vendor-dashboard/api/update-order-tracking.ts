import type { OrderTracking, TrackingInput } from '@art-market/domain/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

/** PUT /vendordashboard/orders/{orderId}/tracking: saves the tracking and marks the order Shipped. */
export function updateOrderTracking(orderId: string, tracking: TrackingInput): Promise<OrderTracking> {
  return apiRequest<OrderTracking>(`/vendordashboard/orders/${encodeURIComponent(orderId)}/tracking`, {
    method: 'PUT',
    body: tracking,
    role: 'vendor',
  });
}

/** The orders list refreshes 1 s after the whole update (see useOrderUpdate), not after each call. */
export function useUpdateOrderTracking() {
  return useMutation({
    mutationFn: ({ orderId, tracking }: { orderId: string; tracking: TrackingInput }) => updateOrderTracking(orderId, tracking),
  });
}
