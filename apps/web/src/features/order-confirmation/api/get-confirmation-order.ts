import { ConfirmationMessages, orderFetchFailedMessage } from '@art-market/domain/rules';
import { type OrderView, orderViewSchema } from '@art-market/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { ApiError } from '#web/lib/api-client.ts';
import { getOrder } from '#web/lib/order-api.ts';
import { capturePayPalPayment } from '#web/lib/paypal-capture.ts';

/** Why the order could not be shown: 'missing' is the 'No Order Found' state, anything else an error text. */
export class ConfirmationLoadError extends Error {
  constructor(
    message: string,
    readonly missing = false,
  ) {
    super(message);
  }
}

async function loadOrder(orderId: string): Promise<OrderView> {
  let answer: unknown;
  try {
    answer = await getOrder(orderId);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw new ConfirmationLoadError(ConfirmationMessages.noOrder, true);
    if (error instanceof ApiError && error.status === 401)
      throw new ConfirmationLoadError(ConfirmationMessages.authenticationRequired);
    if (error instanceof ApiError && !error.isNetworkFailure)
      throw new ConfirmationLoadError(orderFetchFailedMessage(error.status));
    throw new ConfirmationLoadError(error instanceof Error ? error.message : String(error));
  }
  const parsed = orderViewSchema.safeParse(answer);
  if (!parsed.success) throw new ConfirmationLoadError(ConfirmationMessages.invalidResponse);
  return parsed.data;
}

/**
 * The order for the confirmation page. After a PayPal return it first tries the capture once (the
 * server answers a repeat from what it stored; a failure is tolerated, the order shows the truth).
 */
export function useConfirmationOrder(orderId: string, payPalOrderId: string | null) {
  const captureTried = useRef(false);
  return useQuery({
    queryKey: ['order-confirmation', orderId],
    queryFn: async () => {
      if (payPalOrderId && !captureTried.current) {
        captureTried.current = true;
        await capturePayPalPayment(orderId, payPalOrderId);
      }
      return loadOrder(orderId);
    },
    staleTime: 0,
    retry: false,
  });
}
