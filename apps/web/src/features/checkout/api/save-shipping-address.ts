import type { CreatedOrder, ShippingAddress } from '@art-market/domain/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { storeCurrentOrderId } from '#web/lib/purchase-storage.ts';

/** POST /Orders/shipping turns the cart into an order; its id is the current order from now on. */
export function saveShippingAddress(address: ShippingAddress): Promise<CreatedOrder> {
  return apiRequest<CreatedOrder>('/Orders/shipping', { method: 'POST', body: address, role: 'customer' });
}

export function useSaveShippingAddress() {
  return useMutation({
    mutationFn: saveShippingAddress,
    onSuccess: (created) => storeCurrentOrderId(created.orderId),
  });
}
