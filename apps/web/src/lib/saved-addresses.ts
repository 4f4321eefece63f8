import type { SavedAddress } from '@art-market/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';
import { useSession } from './session.ts';

/** The checkout (which adds to them) and the profile (which removes from them) share one list. */
export const savedAddressesQueryKey = (token: string | null) => ['saved-addresses', token] as const;

export function getSavedAddresses(): Promise<SavedAddress[]> {
  return apiRequest<SavedAddress[]>('/CustomerDashboard/addresses', { role: 'customer' });
}

export function useSavedAddresses() {
  const { customerToken } = useSession();
  return useQuery({
    queryKey: savedAddressesQueryKey(customerToken),
    queryFn: getSavedAddresses,
    enabled: customerToken !== null,
    retry: false,
  });
}
