import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { savedAddressesQueryKey } from '../../../lib/saved-addresses.ts';
import { tokenFor } from '../../../lib/session.ts';

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
