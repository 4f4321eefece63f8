import type { AdminRefundAnswer, AdminRefundBody } from '@art-market/domain/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiErrorOf } from '#web/lib/api-client.ts';
import { clearLogin, tokenFor } from '#web/lib/session.ts';
import { adminOrderQueryKey } from './get-admin-order.ts';
import { adminOrdersQueryRoot } from './get-admin-orders.ts';
import { refundsNeedingAttentionQueryKey } from './get-refunds-needing-attention.ts';

export interface RefundRequest {
  orderId: string;
  /** One per refund dialog: the server grants one refund per key, however often it is sent. */
  idempotencyKey: string;
  body: AdminRefundBody;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return text;
  }
}

/**
 * Refunds an order in full (no amount) or in part. Sent with fetch itself because `apiRequest`
 * cannot add a header, and the Idempotency-Key must travel as one.
 */
export async function refundOrder({ orderId, idempotencyKey, body }: RefundRequest): Promise<AdminRefundAnswer> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    'Idempotency-Key': idempotencyKey,
  };
  const token = tokenFor('admin');
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`/api/admin/dashboard/orders/${encodeURIComponent(orderId)}/refund`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new ApiError(0, error instanceof Error ? error.message : String(error));
  }
  const payload = await readJson(response);
  if (!response.ok) {
    if (response.status === 401) clearLogin('admin');
    throw apiErrorOf(response.status, payload);
  }
  return payload as AdminRefundAnswer;
}

/**
 * The order's details and the list (its payment status may now be Refunded) reload; a refund the
 * provider refused joins the list that needs a hand.
 */
export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundOrder,
    onSuccess: async (_answer, request) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminOrderQueryKey(request.orderId) }),
        queryClient.invalidateQueries({ queryKey: adminOrdersQueryRoot }),
        queryClient.invalidateQueries({ queryKey: refundsNeedingAttentionQueryKey }),
      ]);
    },
  });
}
