import { formatUsd, isDomesticShipping, isInternationalShipping, type ManagedProduct } from '@art-market/domain';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { DataTable, type TableColumn } from '../../../components/ui/data-table.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorPanel } from '../../../components/ui/error-panel.tsx';
import { ProductStatusBadge } from '../../../components/ui/product-status-badge.tsx';
import { TableSkeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useChangeVendorProduct, VENDOR_ACTION_FAILURE, type VendorProductAction } from '../api/change-vendor-product.ts';
import { useVendorProducts } from '../api/get-vendor-products.ts';

const CONFIRMATION: Record<VendorProductAction, { title: string; message: string; label: string; done: string }> = {
  soldout: {
    title: 'Mark sold out',
    message: 'Are you sure you want to mark this product as sold out?',
    label: 'Mark sold out',
    done: 'Product marked as sold out',
  },
  disable: {
    title: 'Disable product',
    message: 'Are you sure you want to disable this product?',
    label: 'Disable',
    done: 'Product disabled',
  },
};

function shippingCost(product: ManagedProduct, matches: (name: string) => boolean): string {
  const option = product.shippingOptions.find((candidate) => matches(candidate.name));
  return option ? formatUsd(option.cost) : '—';
}

export function VendorProductsTab({ vendorId }: { vendorId: string }) {
  const products = useVendorProducts(vendorId);
  const change = useChangeVendorProduct(vendorId);
  const [pending, setPending] = useState<{ product: ManagedProduct; action: VendorProductAction } | null>(null);

  if (!vendorId) return <EmptyState title="Please log in to view products" />;
  if (products.isPending) return <TableSkeleton label="Loading products…" />;
  if (products.isError) {
    return <ErrorPanel message={errorMessage(products.error, 'Failed to fetch products')} onRetry={() => products.refetch()} />;
  }

  function confirm() {
    if (!pending) return;
    const { product, action } = pending;
    change.mutate(
      { productId: product.id, action },
      {
        onSuccess: () => toast.success(CONFIRMATION[action].done),
        onError: (error) => toast.error(errorMessage(error, VENDOR_ACTION_FAILURE[action])),
        onSettled: () => setPending(null),
      },
    );
  }

  const columns: TableColumn<ManagedProduct>[] = [
    { header: 'ID', cell: (p) => <span className="tabular-nums">{p.productNumber}</span> },
    { header: 'Product Name', cell: (p) => p.title },
    { header: 'Price', numeric: true, cell: (p) => formatUsd(p.price) },
    { header: 'Tax', numeric: true, cell: (p) => formatUsd(p.taxAmount) },
    { header: 'Shipping (Domestic)', numeric: true, cell: (p) => shippingCost(p, isDomesticShipping) },
    { header: 'Shipping (International)', numeric: true, cell: (p) => shippingCost(p, isInternationalShipping) },
    { header: 'Commission', numeric: true, cell: (p) => `${p.commissionPercentage}% (${formatUsd(p.commissionAmount)})` },
    { header: 'You will get', numeric: true, cell: (p) => formatUsd(p.vendorShare) },
    { header: 'Status', cell: (p) => <ProductStatusBadge status={p.status} /> },
    {
      header: 'Actions',
      cell: (p) => {
        // Both actions apply only to live artworks (vendor-and-admin section 4).
        const live = p.status === 'live';
        return (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              className="min-h-9 px-3"
              disabled={!live}
              aria-label={`Mark ${p.title} sold out`}
              onClick={() => setPending({ product: p, action: 'soldout' })}
            >
              Mark sold out
            </Button>
            <Button
              variant="ghost"
              className="min-h-9 px-3"
              disabled={!live}
              aria-label={`Disable ${p.title}`}
              onClick={() => setPending({ product: p, action: 'disable' })}
            >
              Disable
            </Button>
          </div>
        );
      },
    },
  ];

  const confirmation = pending ? CONFIRMATION[pending.action] : null;
  return (
    <>
      <DataTable caption="My products" columns={columns} rows={products.data} rowKey={(p) => p.id} empty="No products found" />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={confirmation?.title ?? ''}
        message={confirmation?.message ?? ''}
        confirmLabel={confirmation?.label ?? ''}
        pending={change.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
