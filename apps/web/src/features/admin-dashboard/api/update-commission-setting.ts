import type { CommissionSetting } from '@art-market/domain/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { commissionSettingQueryKey } from './get-commission-setting.ts';

export function updateCommissionSetting(setting: CommissionSetting): Promise<CommissionSetting> {
  return apiRequest<CommissionSetting>('/admin/dashboard/settings/commission', { method: 'PUT', body: setting, role: 'admin' });
}

export function useUpdateCommissionSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCommissionSetting,
    onSuccess: (setting) => queryClient.setQueryData(commissionSettingQueryKey, setting),
  });
}
