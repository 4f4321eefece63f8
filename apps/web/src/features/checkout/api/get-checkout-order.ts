import { useQuery } from '@tanstack/react-query';
import { getOrder, orderQueryKey } from '#web/lib/order-api.ts';

/** The saved order: the server's totals and its bank-transfer quote in USD and INR. */
export function useCheckoutOrder(orderId: string | null) {
  return useQuery({
    queryKey: orderQueryKey(orderId ?? ''),
    queryFn: () => getOrder(orderId ?? ''),
    enabled: orderId !== null,
    staleTime: 0,
    retry: false,
  });
}
