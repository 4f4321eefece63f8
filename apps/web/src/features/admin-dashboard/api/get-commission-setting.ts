import type { CommissionSetting } from '@art-market/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

export const commissionSettingQueryKey = ['admin-commission-setting'] as const;

export function getCommissionSetting(): Promise<CommissionSetting> {
  return apiRequest<CommissionSetting>('/admin/dashboard/settings/commission', { role: 'admin' });
}

export function useCommissionSetting() {
  return useQuery({ queryKey: commissionSettingQueryKey, queryFn: getCommissionSetting, retry: false });
}
