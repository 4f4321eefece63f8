import { CheckoutMessages } from '@art-market/domain/rules';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest, errorMessage } from '#web/lib/api-client.ts';
import { browserLocation } from '#web/lib/browser-location.ts';
import { savePaymentRecord } from '#web/lib/purchase-storage.ts';

interface CreatedPayPalOrder {
  payPalOrderId?: string;
  approvalUrl?: string;
}

/**
 * POST /Payment/create-paypal-order, then off to the approval page PayPal returned in its links
 * (never a host built here). The record lets the return page find the order if local storage is lost.
 */
export async function startPayPalCheckout(orderId: string): Promise<void> {
  if (!orderId) throw new Error(CheckoutMessages.noOrderId);
  let created: CreatedPayPalOrder;
  try {
    created = await apiRequest<CreatedPayPalOrder>('/Payment/create-paypal-order', {
      method: 'POST',
      body: { orderId },
      role: 'customer',
    });
  } catch (error) {
    // No answer at all: the payment never started; an answer without a text: PayPal refused the order.
    const fallback =
      error instanceof ApiError && error.isNetworkFailure
        ? CheckoutMessages.paypalInitiateFailed
        : CheckoutMessages.paypalCreateFailed;
    throw new Error(errorMessage(error, fallback), { cause: error });
  }
  if (!created.payPalOrderId) throw new Error(CheckoutMessages.paypalNoOrderId);
  if (!created.approvalUrl) throw new Error(CheckoutMessages.paypalRedirectFailed);
  savePaymentRecord({ orderId, payPalOrderId: created.payPalOrderId });
  browserLocation.assign(created.approvalUrl);
}

export function useStartPayPalCheckout() {
  return useMutation({ mutationFn: startPayPalCheckout });
}
