import type { Role } from '@art-market/domain/rules';

export interface ResetRoleConfig {
  /** Where the role's three reset calls live (docs/product/accounts.md#account-calls). */
  apiBase: string;
  loginPath: string;
  loginLabel: string;
  audience: string;
  /** Only the admin form states and enforces the server's minimum length in the browser (docs/product/accounts.md#passwords). */
  enforcesAdminMinimum: boolean;
}

export const RESET_ROLES: Record<Role, ResetRoleConfig> = {
  customer: {
    apiBase: '/customer',
    loginPath: '/login',
    loginLabel: 'Back to customer login',
    audience: 'customer',
    enforcesAdminMinimum: false,
  },
  vendor: {
    apiBase: '/vendor',
    loginPath: '/vendorlogin',
    loginLabel: 'Back to vendor login',
    audience: 'vendor',
    enforcesAdminMinimum: false,
  },
  admin: {
    apiBase: '/AdminAuth',
    loginPath: '/admin-login',
    loginLabel: 'Back to admin login',
    audience: 'admin',
    enforcesAdminMinimum: true,
  },
};
