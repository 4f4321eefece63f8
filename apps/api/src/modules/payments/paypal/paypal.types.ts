/** The parts of PayPal's Orders v2 and Webhooks shapes we read (docs/product/orders-and-payments.md#paypal). */

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
  links?: PayPalLink[];
  supplementary_data?: { related_ids?: { order_id?: string } };
}

/** Payments v2 refund: `amount` is what this refund gave back, not the capture's total. */
export interface PayPalRefund {
  id: string;
  status: 'COMPLETED' | 'PENDING' | 'CANCELLED' | 'FAILED';
  status_details?: { reason?: string };
  amount?: PayPalMoney;
  invoice_id?: string;
  custom_id?: string;
  note_to_payer?: string;
  seller_payable_breakdown?: {
    gross_amount?: PayPalMoney;
    paypal_fee?: PayPalMoney;
    net_amount?: PayPalMoney;
    /** Everything refunded from the capture so far, this refund included. */
    total_refunded_amount?: PayPalMoney;
  };
  /** `self` is the refund, `up` the capture it came from. */
  links?: PayPalLink[];
  create_time?: string;
  update_time?: string;
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
