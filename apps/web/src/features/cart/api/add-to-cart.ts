import type { CartItem } from '@art-market/domain/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { tokenFor } from '#web/lib/session.ts';
import { cartQueryKey } from './get-cart.ts';

export interface AddToCartInput {
  productId: string;
  shippingOptionId: string;
}

export function addToCart(input: AddToCartInput): Promise<CartItem[]> {
  return apiRequest<CartItem[]>('/Cart/add', { method: 'POST', body: input, role: 'customer' });
}

/** The answer is the whole cart: it replaces the cached one. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: (items) => queryClient.setQueryData(cartQueryKey(tokenFor('customer')), items),
  });
}
