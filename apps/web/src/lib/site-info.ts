import { SITE_INFO_API_PATH } from '@art-market/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

export interface SiteInfo {
  parentCompany: string;
  supportEmail: string;
}

export const siteInfoQueryKey = ['site'] as const;

export function getSiteInfo(): Promise<SiteInfo> {
  return apiRequest<SiteInfo>(SITE_INFO_API_PATH);
}

/** The parent company and support address shown in the footer, legal pages and support page. */
export function useSiteInfo() {
  return useQuery({ queryKey: siteInfoQueryKey, queryFn: getSiteInfo, staleTime: Number.POSITIVE_INFINITY });
}
