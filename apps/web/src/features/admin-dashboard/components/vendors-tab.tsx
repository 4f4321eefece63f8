import { PauseCircle, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { DataTable, type TableColumn } from '#web/components/ui/data-table.tsx';
import { ErrorPanel } from '#web/components/ui/error-panel.tsx';
import { TableSkeleton } from '#web/components/ui/skeleton.tsx';
import { StatusBadge } from '#web/components/ui/status-badge.tsx';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { useDeleteVendor } from '../api/delete-vendor.ts';
import { type AdminVendor, useAdminVendors } from '../api/get-admin-vendors.ts';
import { useVendorSuspension } from '../api/suspend-vendor.ts';
import { DeleteVendorDialog, SuspendVendorDialog, vendorName } from './vendor-confirmations.tsx';
import { VendorProductsDialog } from './vendor-products-dialog.tsx';

const personOf = (vendor: AdminVendor) => `${vendor.firstName} ${vendor.lastName}`.trim() || vendor.name;
const statusName = (vendor: AdminVendor) => (vendor.status === 'suspended' ? 'Suspended' : 'Active');

export function VendorsTab() {
  const vendors = useAdminVendors();
  const remove = useDeleteVendor();
  const suspension = useVendorSuspension();
  const [viewing, setViewing] = useState<AdminVendor | null>(null);
  const [deleting, setDeleting] = useState<AdminVendor | null>(null);
  const [suspending, setSuspending] = useState<AdminVendor | null>(null);
  // A vendor refused for its open orders: the server's reason, and the choice to cancel and refund them.
  const [refused, setRefused] = useState<{ vendor: AdminVendor; reason: string } | null>(null);

  function confirmDelete(vendor: AdminVendor | null, cancelOpenOrders = false) {
    if (!vendor) return;
    remove.mutate(
      { vendorId: vendor.id, cancelOpenOrders },
      {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409 && !cancelOpenOrders) {
            setRefused({ vendor, reason: error.message });
          } else toast.error(errorMessage(error, 'Failed to delete vendor'));
        },
        onSettled: () => {
          setDeleting(null);
          if (cancelOpenOrders) setRefused(null);
        },
      },
    );
  }

  // Suspending asks first (it hides every live artwork); reactivating, its undoing, does not.
  function setSuspension(vendor: AdminVendor, suspend: boolean) {
    suspension.mutate(
      { vendorId: vendor.id, suspend },
      {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (error) => toast.error(errorMessage(error, 'Failed to update vendor')),
        onSettled: () => setSuspending(null),
      },
    );
  }

  const columns: TableColumn<AdminVendor>[] = [
    {
      header: 'Vendor ID',
      hideBelow: 'xl',
      cell: (v) => <span className="font-mono text-xs">{v.id.slice(0, 8)}</span>,
      title: (v) => v.id,
    },
    {
      header: 'Name',
      cell: (v) => (
        <>
          <span className="font-medium">{vendorName(v)}</span>
          <span className="hidden text-muted lg:inline"> · {personOf(v)}</span>
        </>
      ),
      title: (v) => `${vendorName(v)} · ${personOf(v)}`,
    },
    // Its own column, so a status never runs into the name ("Atelier MonsoonSuspended").
    {
      header: 'Status',
      cell: (v) => <StatusBadge tone={v.status === 'suspended' ? 'pending' : 'live'}>{statusName(v)}</StatusBadge>,
    },
    {
      header: 'Contact',
      cell: (v) => (
        <>
          <a href={`mailto:${v.email}`} className="underline-offset-2 hover:underline">
            {v.email}
          </a>
          <span className="hidden text-muted lg:inline"> · {v.mobileNumber}</span>
        </>
      ),
      title: (v) => `${v.email} · ${v.mobileNumber}`,
    },
    {
      header: 'Products',
      numeric: true,
      cell: (v) => (
        <Button
          variant="ghost"
          className="min-h-9 px-3 underline"
          aria-label={`${v.products} products of ${v.displayName || v.name}`}
          onClick={() => setViewing(v)}
        >
          {v.products}
        </Button>
      ),
    },
    { header: 'Joined', hideBelow: 'md', cell: (v) => new Date(v.createdAt).toLocaleDateString() },
    {
      header: 'Actions',
      cell: (v) => (
        <div className="flex gap-1">
          <Button
            variant="ghost"
            className="min-h-9 px-3"
            aria-label={`${v.status === 'suspended' ? 'Reactivate' : 'Suspend'} ${vendorName(v)}`}
            disabled={suspension.isPending}
            onClick={() => (v.status === 'suspended' ? setSuspension(v, false) : setSuspending(v))}
          >
            <PauseCircle aria-hidden="true" className="size-4" />
            {v.status === 'suspended' ? 'Reactivate' : 'Suspend'}
          </Button>
          <Button variant="ghost" className="min-h-9 px-3" aria-label={`Delete ${vendorName(v)}`} onClick={() => setDeleting(v)}>
            <Trash2 aria-hidden="true" className="size-4" />
            Delete
          </Button>
        </div>
      ),
    },
  ];

  if (vendors.isPending) return <TableSkeleton label="Loading vendors…" />;
  if (vendors.isError) {
    return <ErrorPanel message={errorMessage(vendors.error, 'Failed to fetch vendors')} onRetry={() => vendors.refetch()} />;
  }
  return (
    <>
      <DataTable caption="Vendors" columns={columns} rows={vendors.data} rowKey={(v) => v.id} empty="No vendors found" />
      <VendorProductsDialog vendor={viewing} onClose={() => setViewing(null)} />
      <SuspendVendorDialog
        vendor={suspending}
        pending={suspension.isPending}
        onClose={() => setSuspending(null)}
        onConfirm={(vendor) => setSuspension(vendor, true)}
      />
      <DeleteVendorDialog
        vendor={deleting}
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={(vendor) => confirmDelete(vendor)}
      />
      <ConfirmDialog
        open={refused !== null}
        onOpenChange={(open) => {
          if (!open) setRefused(null);
        }}
        title="This vendor has open orders"
        message={`${refused?.reason ?? ''}. Cancelling refunds each order not yet shipped in full and tells the collector.`}
        confirmLabel="Cancel orders, refund and delete"
        dismissLabel="Keep vendor"
        pending={remove.isPending}
        onConfirm={() => confirmDelete(refused?.vendor ?? null, true)}
      />
    </>
  );
}
