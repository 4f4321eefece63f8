import type { ReturnReason } from '@art-market/domain/rules';
import type { ReturnView } from '@art-market/domain/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { customerDashboardQueryKey } from './get-customer-dashboard.ts';

export interface ReturnRequest {
  orderId: string;
  reason: ReturnReason;
  description: string;
  photos: readonly File[];
}

/** POST /CustomerDashboard/orders/{id}/returns as multipart: reason, description and each photo as a `photos` file. */
export function requestReturn({ orderId, reason, description, photos }: ReturnRequest): Promise<ReturnView> {
  const form = new FormData();
  form.append('reason', reason);
  form.append('description', description);
  for (const photo of photos) form.append('photos', photo);
  return apiRequest<ReturnView>(`/CustomerDashboard/orders/${encodeURIComponent(orderId)}/returns`, {
    method: 'POST',
    body: form,
    role: 'customer',
  });
}

/** The order loses its Return action and the Returns list gains the request: both sit under the dashboard's key. */
export function useRequestReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestReturn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerDashboardQueryKey }),
  });
}
