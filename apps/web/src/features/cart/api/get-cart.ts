import type { CartItem } from '@art-market/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { cartQueryKey } from '../../../lib/cart-query-key.ts';
import { useSession } from '../../../lib/session.ts';

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
