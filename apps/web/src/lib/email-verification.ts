import type { EmailVerified } from '@art-market/domain/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

export type VerifyingRole = 'customer' | 'vendor';

const RESEND_PATHS: Record<VerifyingRole, string> = {
  customer: '/Customer/resend-verification',
  vendor: '/vendor/resend-verification',
};

/** POST .../resend-verification: a new link to the signed-in account's address. */
export function resendVerification(role: VerifyingRole): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(RESEND_PATHS[role], { method: 'POST', role });
}

export function useResendVerification(role: VerifyingRole) {
  return useMutation({ mutationFn: () => resendVerification(role) });
}

/** POST /email-verification/confirm: the mailed link's token; no session needed. */
export function confirmEmail(token: string): Promise<EmailVerified> {
  return apiRequest<EmailVerified>('/email-verification/confirm', { method: 'POST', body: { token } });
}
