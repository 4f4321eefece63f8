import type { Role, VerifyOtpResult } from '@art-market/domain/rules';
import type { VerifyOtp } from '@art-market/domain/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { RESET_ROLES } from '../components/reset-roles.ts';

export function verifyResetCode(role: Role, request: VerifyOtp): Promise<VerifyOtpResult> {
  return apiRequest(`${RESET_ROLES[role].apiBase}/verify-otp`, { method: 'POST', body: request });
}

export function useVerifyResetCode(role: Role) {
  return useMutation({ mutationFn: (request: VerifyOtp) => verifyResetCode(role, request) });
}
