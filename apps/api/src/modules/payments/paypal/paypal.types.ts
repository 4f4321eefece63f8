/** The parts of PayPal's Orders v2 and Webhooks shapes we read (reference/payment-providers.md section 1). */

export interface PayPalMoney {
  currency_code: string;
  value: string;
}

export interface PayPalLink {
  href: string;
  rel: string;
  method?: string;
}

export interface PayPalCapture {
  id: string;
  status: 'COMPLETED' | 'DECLINED' | 'PARTIALLY_REFUNDED' | 'PENDING' | 'REFUNDED' | 'FAILED';
  amount?: PayPalMoney;
  custom_id?: string;
  supplementary_data?: { related_ids?: { order_id?: string } };
}

export interface PayPalOrder {
  id: string;
  status: 'CREATED' | 'SAVED' | 'APPROVED' | 'VOIDED' | 'COMPLETED' | 'PAYER_ACTION_REQUIRED';
  links?: PayPalLink[];
  purchase_units?: {
    reference_id?: string;
    custom_id?: string;
    amount?: PayPalMoney;
    payments?: { captures?: PayPalCapture[] };
  }[];
}

export interface PayPalErrorBody {
  name?: string;
  message?: string;
  debug_id?: string;
  details?: { issue: string; description?: string }[];
}

export interface PayPalWebhookEvent {
  id: string;
  event_type: string;
  resource_type?: string;
  resource: Record<string, unknown>;
}

/** The redirect target: the first `approve` or `payer-action` link PayPal gave (never a hand-built host). */
export function approvalLinkOf(order: PayPalOrder): string | undefined {
  return order.links?.find((link) => link.rel === 'approve' || link.rel === 'payer-action')?.href;
}

/** The first capture of an order, where PayPal puts it after a capture. */
export function firstCaptureOf(order: PayPalOrder): PayPalCapture | undefined {
  return order.purchase_units?.[0]?.payments?.captures?.[0];
}
