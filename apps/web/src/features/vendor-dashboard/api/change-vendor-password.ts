import type { PasswordChange } from '@art-market/domain/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { getSession, saveLogin } from '#web/lib/session.ts';

/** The change ends every session on the server; the new token it answers keeps this studio logged in. */
export async function changeVendorPassword(vendorId: string, change: PasswordChange): Promise<void> {
  const { token } = await apiRequest<{ token: string }>(`/vendordashboard/profile/${encodeURIComponent(vendorId)}/password`, {
    method: 'PUT',
    body: change,
    role: 'vendor',
  });
  const stored = getSession().vendor;
  if (stored) saveLogin('vendor', token, stored);
}

export function useChangeVendorPassword(vendorId: string) {
  return useMutation({ mutationFn: (change: PasswordChange) => changeVendorPassword(vendorId, change) });
}
