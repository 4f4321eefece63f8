import type { CustomerProfileUpdate, CustomerProfileUpdated } from '@art-market/domain/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { saveLogin, tokenFor } from '#web/lib/session.ts';
import { customerDashboardQueryKey } from './get-customer-dashboard.ts';

export function updateCustomerProfile(update: CustomerProfileUpdate): Promise<CustomerProfileUpdated> {
  return apiRequest<CustomerProfileUpdated>('/CustomerDashboard/profile', { method: 'PUT', body: update, role: 'customer' });
}

/**
 * A changed e-mail voids the old token: the answer's fresh one is stored at once, so the dashboard
 * stays logged in. Success is reported only once the dashboard data is fetched again.
 */
export function useUpdateCustomerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomerProfile,
    onSuccess: async ({ profile, token }) => {
      const current = token ?? tokenFor('customer');
      if (current) saveLogin('customer', current, profile);
      await queryClient.refetchQueries({ queryKey: customerDashboardQueryKey, exact: true });
    },
  });
}
