import type { CartItem } from '@art-market/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { CART_QUERY_ROOT } from '#web/lib/cart-query.ts';
import { useSession } from '#web/lib/session.ts';

/** Keyed by the token, so a logout or another login never shows the previous cart. */
export const cartQueryKey = (token: string | null) => [...CART_QUERY_ROOT, token] as const;

export function getCart(): Promise<CartItem[]> {
  return apiRequest<CartItem[]>('/Cart', { role: 'customer' });
}

/** The customer's cart (header badge and sheet share it); nothing is fetched when logged out. */
export function useCart() {
  const { customerToken } = useSession();
  return useQuery({
    queryKey: cartQueryKey(customerToken),
    queryFn: getCart,
    enabled: customerToken !== null,
    retry: false,
  });
}
