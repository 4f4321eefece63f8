import type { ManagedProduct } from '@art-market/domain/schemas';

/**
 * The latest refusal of a listing, in the words the studio shows it under the status and in the edit
 * dialog: the refused change to a live listing, else the refused artwork itself; null when nothing is.
 */
export function rejectionNotice(product: Pick<ManagedProduct, 'status' | 'rejectionReason' | 'revision'>): string | null {
  if (product.revision?.status === 'rejected') {
    return `Your last change was not approved: ${product.revision.rejectionReason ?? ''}`.trim();
  }
  if (product.status === 'rejected' && product.rejectionReason) return `Not approved: ${product.rejectionReason}`;
  return null;
}
