import type { CartItem } from '@art-market/domain/rules';
import type { CreatedOrder, ShippingAddress } from '@art-market/domain/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { CART_QUERY_ROOT } from '#web/lib/cart-query.ts';
import { checkoutCartQueryKey } from './get-checkout-cart.ts';
import { saveShippingAddress } from './save-shipping-address.ts';

export interface ShippingSwitch {
  productId: string;
  shippingOptionId: string;
  /** The address already saved: the changed cart becomes the order again, for the same address. */
  address: ShippingAddress;
}

/** POST /Cart/add with the other option, then POST /Orders/shipping, so the order carries the new shipping. */
export async function switchShipping({ productId, shippingOptionId, address }: ShippingSwitch): Promise<CreatedOrder> {
  await apiRequest<CartItem[]>('/Cart/add', { method: 'POST', body: { productId, shippingOptionId }, role: 'customer' });
  return saveShippingAddress(address);
}

export function useSwitchShipping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchShipping,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: checkoutCartQueryKey });
      await queryClient.invalidateQueries({ queryKey: CART_QUERY_ROOT });
    },
  });
}
