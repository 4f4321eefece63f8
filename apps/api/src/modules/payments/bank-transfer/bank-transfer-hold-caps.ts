import { type BankTransferHoldCaps, HoldCapMessages, vendorTransferHoldCap } from '@art-market/domain/rules';
import type { AppContext } from '#api/context.ts';
import type { Database } from '#api/db/client.ts';
import { Conflict, TooManyRequests } from '#api/errors.ts';
import { countHeldFromAddress, countVendorTransferHolds, findVendorsOf } from './bank-transfer-hold-caps.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export function holdCapsOf(ctx: AppContext): BankTransferHoldCaps {
  return {
    perAddressPerDay: ctx.config.BANK_TRANSFER_HOLDS_PER_ADDRESS,
    vendorSharePercent: ctx.config.BANK_TRANSFER_VENDOR_SHARE_PERCENT,
    vendorMinimum: ctx.config.BANK_TRANSFER_VENDOR_MINIMUM,
  };
}

/**
 * What pending transfers hold, counted inside the submission's transaction once its own holds and
 * transfer are written (ADR 0030): past a cap, the whole start rolls back and nothing stays held.
 * Transfer holds are taken one submission at a time (`holdArtworks` serialises them), so two
 * submissions cannot both fit under a cap that only one of them fits.
 */
export async function assertWithinHoldCaps(
  ctx: AppContext,
  tx: Database,
  submission: { clientAddress: string; productIds: string[] },
): Promise<void> {
  const caps = holdCapsOf(ctx);
  const now = ctx.now();
  const fromAddress = await countHeldFromAddress(tx, submission.clientAddress, new Date(now.getTime() - DAY_MS), now);
  if (fromAddress.held > caps.perAddressPerDay) {
    const freedAt = (fromAddress.oldest ?? now).getTime() + DAY_MS;
    throw new TooManyRequests(
      HoldCapMessages.perAddress(caps.perAddressPerDay),
      Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000)),
    );
  }
  const vendors = await countVendorTransferHolds(tx, await findVendorsOf(tx, submission.productIds), now);
  const over = vendors.find((vendor) => vendor.held > vendorTransferHoldCap(vendor.liveArtworks, caps));
  if (over) throw new Conflict(HoldCapMessages.perVendor(over.displayName));
}
