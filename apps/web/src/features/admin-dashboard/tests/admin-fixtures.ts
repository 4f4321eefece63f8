import type { ManagedProduct } from '@art-market/domain/schemas';
import { managedProduct } from '#web/test/managed-product.ts';

export function storeAdminLogin() {
  localStorage.setItem('adminToken', 'admin-token');
  localStorage.setItem('adminData', JSON.stringify({ adminId: 'a1', name: 'Ravi' }));
}

/** The console's usual case: an artwork waiting for review. */
export function adminProduct(overrides: Partial<ManagedProduct> = {}): ManagedProduct {
  return managedProduct({
    medium: 'Oil on canvas',
    style: '',
    isApproved: false,
    status: 'pending',
    ...overrides,
  });
}
