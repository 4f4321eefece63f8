import { SavedAddressMessages } from '@art-market/domain/copy';
import { addressPlaceKey, SAVED_ADDRESSES_LIMIT } from '@art-market/domain/rules';
import type { SavedAddress, ShippingAddress } from '@art-market/domain/schemas';
import type { AppContext } from '#api/context.ts';
import type { Database } from '#api/db/client.ts';
import { NotFound } from '#api/errors.ts';
import { isUuid } from '#api/http/ids.ts';
import { deleteCustomerAddress, findCustomerAddresses, upsertCustomerAddress } from './customer-addresses.repository.ts';

/** The checkout keeps each address it saves, so that Back, a reload or the next purchase starts from it. */
export async function rememberAddress(db: Database, customerId: string, address: ShippingAddress, usedAt: Date) {
  await upsertCustomerAddress(db, { customerId, address, placeKey: addressPlaceKey(address), usedAt });
}

export async function listSavedAddresses(ctx: AppContext, customerId: string): Promise<SavedAddress[]> {
  const rows = await findCustomerAddresses(ctx.db, customerId, SAVED_ADDRESSES_LIMIT);
  return rows.map((row) => ({ id: row.id, ...row.address, lastUsedAt: row.lastUsedAt.toISOString() }));
}

export async function forgetSavedAddress(ctx: AppContext, customerId: string, addressId: string): Promise<void> {
  const deleted = isUuid(addressId) && (await deleteCustomerAddress(ctx.db, customerId, addressId));
  if (!deleted) throw new NotFound(SavedAddressMessages.notFound);
}
