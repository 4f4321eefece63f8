import { artworkCountText, formatUsd } from '@art-market/domain/rules';
import type { AdminVendorImpact } from '@art-market/domain/schemas';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import type { AdminVendor } from '../api/get-admin-vendors.ts';
import { useVendorImpact } from '../api/get-vendor-impact.ts';

export const vendorName = (vendor: Pick<AdminVendor, 'displayName' | 'name'>) => vendor.displayName || vendor.name;

const orderCount = (count: number) => `${count} paid ${count === 1 ? 'order' : 'orders'}`;

/** What a suspension does, in the counts the server gave a moment ago. */
function suspensionEffects(impact: AdminVendorImpact): string[] {
  return [
    impact.liveArtworks > 0
      ? `${artworkCountText(impact.liveArtworks)} will be hidden from the storefront until you reactivate the vendor.`
      : 'No artwork of theirs is on the storefront now.',
    impact.unshippedOrders + impact.shippedOrders > 0
      ? `Open orders stay with the vendor: ${impact.unshippedOrders} to ship, ${impact.shippedOrders} on their way. The vendor can still log in to ship and deliver them.`
      : 'They have no open orders. The vendor can still log in.',
  ];
}

/** What a deletion does, in the counts the server gave a moment ago. */
function deletionEffects(impact: AdminVendorImpact): string[] {
  return [
    `${impact.liveArtworks > 0 ? artworkCountText(impact.liveArtworks) : 'No artworks'} will be withdrawn from the storefront.`,
    ...(impact.shippedOrders > 0
      ? [`${orderCount(impact.shippedOrders)} on their way must be delivered first: until then the vendor cannot be deleted.`]
      : []),
    ...(impact.unshippedOrders > 0
      ? [`${orderCount(impact.unshippedOrders)} not yet shipped: you will be asked whether to cancel and refund them.`]
      : []),
    ...(impact.pendingPayoutAmount > 0
      ? [`${formatUsd(impact.pendingPayoutAmount)} of delivered earnings is not yet paid out to them.`]
      : []),
  ];
}

/** The counts behind a vendor confirmation: loading, failed (nothing may be confirmed then), or the effects. */
function Effects({
  impact,
  describe,
}: {
  impact: ReturnType<typeof useVendorImpact>;
  describe: (impact: AdminVendorImpact) => string[];
}) {
  if (impact.isPending) return <p className="text-sm text-muted">Counting their artworks and orders…</p>;
  if (impact.isError) {
    return (
      <p role="alert" className="text-sm text-danger">
        {errorMessage(impact.error, 'Failed to count what this would change')}
      </p>
    );
  }
  return (
    <ul aria-label="What will happen" className="list-disc pl-5 text-sm">
      {describe(impact.data).map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** The vendor a dialog is open for (null: closed), and what it reports back. */
interface VendorDialogProps {
  vendor: AdminVendor | null;
  pending: boolean;
  onClose: () => void;
  onConfirm: (vendor: AdminVendor) => void;
}

/** Suspend asks first and says, from the server's counts, what leaves the storefront and what stays. */
export function SuspendVendorDialog({ vendor, pending, onClose, onConfirm }: VendorDialogProps) {
  const impact = useVendorImpact(vendor?.id ?? null);
  return (
    <ConfirmDialog
      open={vendor !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Suspend ${vendor ? vendorName(vendor) : 'this vendor'}?`}
      message="Their artworks leave the storefront at once; reactivating the vendor brings back those this suspension hid."
      confirmLabel="Suspend vendor"
      dismissLabel="Keep vendor active"
      pending={pending}
      confirmDisabled={!impact.isSuccess}
      onConfirm={() => vendor && onConfirm(vendor)}
    >
      <Effects impact={impact} describe={suspensionEffects} />
    </ConfirmDialog>
  );
}

/** Delete cannot be undone: it says so, with what it withdraws and what stands in its way. */
export function DeleteVendorDialog({ vendor, pending, onClose, onConfirm }: VendorDialogProps) {
  const impact = useVendorImpact(vendor?.id ?? null);
  const blocked = impact.isSuccess && impact.data.shippedOrders > 0;
  return (
    <ConfirmDialog
      open={vendor !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Delete ${vendor ? vendorName(vendor) : 'this vendor'}?`}
      message="This cannot be undone: the vendor can no longer log in and their artworks leave the storefront for good. Their past orders and payouts are kept."
      confirmLabel="Delete vendor"
      dismissLabel="Keep vendor"
      pending={pending}
      confirmDisabled={!impact.isSuccess || blocked}
      onConfirm={() => vendor && onConfirm(vendor)}
    >
      <Effects impact={impact} describe={deletionEffects} />
    </ConfirmDialog>
  );
}
