import type { Role } from '@art-market/domain/rules';
import type { ResetPassword } from '@art-market/domain/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { RESET_ROLES } from '../components/reset-roles.ts';

export function resetPassword(role: Role, request: ResetPassword): Promise<{ message: string }> {
  return apiRequest(`${RESET_ROLES[role].apiBase}/reset-password`, { method: 'POST', body: request });
}

export function useResetPassword(role: Role) {
  return useMutation({ mutationFn: (request: ResetPassword) => resetPassword(role, request) });
}
