import type { Database } from '#api/db/client.ts';
import { adminAuditLog } from '#api/db/schema.ts';

export type AdminAction =
  | 'product.approve'
  | 'product.sold_out'
  | 'product.disable'
  | 'product.enable'
  | 'product.reject'
  | 'commission.update'
  | 'vendor.delete'
  | 'vendor.suspend'
  | 'vendor.reactivate'
  | 'bank_transfer.approve'
  | 'bank_transfer.partial_payment'
  | 'bank_transfer.money_returned'
  | 'bank_transfer.reject'
  | 'order.refund'
  | 'refund.complete'
  | 'return.update'
  | 'return.inspect'
  | 'collection.create'
  | 'collection.update'
  | 'collection.delete'
  | 'review.hide'
  | 'review.unhide'
  | 'messaging.stop'
  | 'messaging.lift';

export interface AdminActionRecord {
  adminId: string;
  action: AdminAction;
  entityType:
    | 'product'
    | 'setting'
    | 'vendor'
    | 'customer'
    | 'bank_transfer'
    | 'order'
    | 'refund'
    | 'return'
    | 'collection'
    | 'review';
  entityId: string;
  before: unknown;
  after: unknown;
}

/** Appends one entry: who, what, on which record, the values before and after (the time is the database's). */
export async function recordAdminAction(db: Database, record: AdminActionRecord): Promise<void> {
  await db.insert(adminAuditLog).values(record);
}
