import type { CartItem } from '@art-market/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

export const checkoutCartQueryKey = ['checkout', 'cart'] as const;

/** The cart as it is now: the order summary before the address is saved. */
export function getCheckoutCart(): Promise<CartItem[]> {
  return apiRequest<CartItem[]>('/Cart', { role: 'customer' });
}

export function useCheckoutCart() {
  return useQuery({ queryKey: checkoutCartQueryKey, queryFn: getCheckoutCart, staleTime: 0, retry: false });
}
