import type { CartItem } from '@art-market/domain/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { tokenFor } from '#web/lib/session.ts';
import { cartQueryKey } from './get-cart.ts';

export function removeCartItem(itemId: string): Promise<CartItem[]> {
  return apiRequest<CartItem[]>(`/Cart/items/${encodeURIComponent(itemId)}`, { method: 'DELETE', role: 'customer' });
}

export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCartItem,
    onSuccess: (items) => queryClient.setQueryData(cartQueryKey(tokenFor('customer')), items),
  });
}
