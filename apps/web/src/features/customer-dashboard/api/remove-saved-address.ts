import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { savedAddressesQueryKey } from '#web/lib/saved-addresses.ts';
import { tokenFor } from '#web/lib/session.ts';

export function removeSavedAddress(addressId: string): Promise<void> {
  return apiRequest<void>(`/CustomerDashboard/addresses/${encodeURIComponent(addressId)}`, {
    method: 'DELETE',
    role: 'customer',
  });
}

export function useRemoveSavedAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSavedAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedAddressesQueryKey(tokenFor('customer')) }),
  });
}
