import {
  CatalogMessages,
  formatUsd,
  type ProductAction,
  ProductActionMessages,
  ProductMessages,
  productStatus,
} from '@art-market/domain/rules';
import type { ManagedProduct } from '@art-market/domain/schemas';
import { useState } from 'react';
import { toast } from 'sonner';
import { ProductActionDialog, type ProductActionLabels } from '#web/components/product-action-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { DataTable, type TableColumn } from '#web/components/ui/data-table.tsx';
import { ErrorPanel } from '#web/components/ui/error-panel.tsx';
import { ProductStatusBadge } from '#web/components/ui/product-status-badge.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TableSkeleton } from '#web/components/ui/skeleton.tsx';
import { StatusBadge } from '#web/components/ui/status-badge.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useChangeAdminProduct } from '../api/change-admin-product.ts';
import { type ActiveFilter, type ApprovalFilter, useAdminProducts } from '../api/get-admin-products.ts';
import { ProductApprovalDialog } from './product-approval-dialog.tsx';

const APPROVAL_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'approved', label: 'Approved' },
  { value: 'pending', label: 'Pending' },
  { value: 'review', label: 'Awaiting review' },
];
const ACTIVE_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

/** The console's own titles and labels; the messages are the studio's too. */
const ACTIONS: ProductActionLabels = {
  soldout: { title: 'Mark as Sold Out', label: 'Mark as Sold Out' },
  disable: { title: 'Disable product', label: 'Disable' },
  enable: { title: 'Re-enable product', label: 'Re-enable' },
};

export function AdminProductsTab() {
  const [approval, setApproval] = useState<ApprovalFilter>('all');
  const [active, setActive] = useState<ActiveFilter>('all');
  const products = useAdminProducts({ approval, active });
  const change = useChangeAdminProduct();
  const [editing, setEditing] = useState<ManagedProduct | null>(null);
  const [pending, setPending] = useState<{ product: ManagedProduct; action: ProductAction } | null>(null);

  function confirm() {
    if (!pending) return;
    const { product, action } = pending;
    change.mutate(
      { productId: product.id, action },
      {
        onSuccess: () => toast.success(ProductActionMessages[action].done),
        onError: (error) => toast.error(errorMessage(error, ProductMessages.statusUpdateFailed)),
        onSettled: () => setPending(null),
      },
    );
  }

  const columns: TableColumn<ManagedProduct>[] = [
    { header: 'ID', cell: (p) => <span className="tabular-nums">{p.productNumber}</span>, title: (p) => p.productNumber },
    // Cut shorter than other tables' text, so the spec's ten columns fit a 1366 px screen; whole on hover.
    { header: 'Title', cell: (p) => <span className="block max-w-40 truncate">{p.title}</span>, title: (p) => p.title },
    { header: 'Artist', hideBelow: 'md', cell: (p) => p.artistName },
    { header: 'Price', numeric: true, cell: (p) => formatUsd(p.price) },
    // Columns the spec asks for: shown from laptop widths (1366 px) up; the approval dialog has them too.
    { header: 'Tax Amount', numeric: true, hideBelow: 'lg', cell: (p) => formatUsd(p.taxAmount) },
    { header: 'Commission %', numeric: true, hideBelow: 'sm', cell: (p) => `${p.commissionPercentage}%` },
    { header: 'Commission Amount', numeric: true, hideBelow: 'lg', cell: (p) => formatUsd(p.commissionAmount) },
    // The admin badge: Inactive, then Sold Out, then Approved, else Pending.
    {
      header: 'Status',
      cell: (p) => (
        <span className="inline-flex gap-1">
          <ProductStatusBadge status={productStatus(p)} liveLabel="Approved" />
          {p.revision?.status === 'pending' ? <StatusBadge tone="pending">Change waiting</StatusBadge> : null}
        </span>
      ),
    },
    {
      header: 'Review',
      cell: (p) => (
        <Button
          variant="secondary"
          className="min-h-9 px-3"
          // The name starts with the words shown, so speech users can say what they see.
          aria-label={`Edit/Approve ${p.title}`}
          onClick={() => setEditing(p)}
        >
          Edit/Approve
        </Button>
      ),
    },
  ];

  // Disable is offered only for active products, Re-enable (its undoing) only for disabled ones.
  const rowActions = (p: ManagedProduct) => [
    { label: 'Mark as Sold Out', onSelect: () => setPending({ product: p, action: 'soldout' }) },
    p.isActive
      ? { label: 'Disable', onSelect: () => setPending({ product: p, action: 'disable' }) }
      : { label: 'Re-enable', onSelect: () => setPending({ product: p, action: 'enable' }) },
  ];

  return (
    <div className="flex flex-col gap-4">
      <div className="grid max-w-md gap-4 sm:grid-cols-2">
        <SelectField
          label="Approval"
          options={APPROVAL_OPTIONS}
          value={approval}
          onChange={(event) => setApproval(event.target.value as ApprovalFilter)}
        />
        <SelectField
          label="Active"
          options={ACTIVE_OPTIONS}
          value={active}
          onChange={(event) => setActive(event.target.value as ActiveFilter)}
        />
      </div>
      {products.isPending ? (
        <TableSkeleton label={CatalogMessages.loadingProducts} />
      ) : products.isError ? (
        <ErrorPanel message={errorMessage(products.error, CatalogMessages.fetchProducts)} onRetry={() => products.refetch()} />
      ) : (
        <DataTable
          caption="Products"
          columns={columns}
          rows={products.data}
          rowKey={(p) => p.id}
          empty="No products found"
          rowActions={rowActions}
          rowActionsLabel={(p) => `More actions for ${p.title}`}
        />
      )}
      <ProductApprovalDialog product={editing} onClose={() => setEditing(null)} />
      <ProductActionDialog
        action={pending?.action ?? null}
        labels={ACTIONS}
        pending={change.isPending}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      />
    </div>
  );
}
