import type { Role } from '@art-market/domain/rules';
import type { ForgotPassword } from '@art-market/domain/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { RESET_ROLES } from '../components/reset-roles.ts';

export function requestResetCode(role: Role, request: ForgotPassword): Promise<{ message: string }> {
  return apiRequest(`${RESET_ROLES[role].apiBase}/forgot-password`, { method: 'POST', body: request });
}

export function useRequestResetCode(role: Role) {
  return useMutation({ mutationFn: (request: ForgotPassword) => requestResetCode(role, request) });
}
