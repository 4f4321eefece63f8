import { AccountMessages } from '@art-market/domain/copy';
import { CatalogMessages, formatUsd, toCents, toDollars } from '@art-market/domain/rules';
import type { ManagedProduct } from '@art-market/domain/schemas';
import { ErrorPanel } from '#web/components/ui/error-panel.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { TableSkeleton } from '#web/components/ui/skeleton.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { imageUrl } from '#web/lib/image-url.ts';
import { useAdminVendor } from '../api/get-admin-vendor.ts';
import type { AdminVendor } from '../api/get-admin-vendors.ts';

/** Admin total = the artwork's total (price + tax) + the shipping option's cost (docs/product/money.md#shipping), in cents. */
const totalWith = (product: ManagedProduct, shippingCost: number) =>
  toDollars(toCents(product.totalPrice) + toCents(shippingCost));

function ProductCard({ product }: { product: ManagedProduct }) {
  const primary = product.images.find((image) => image.isPrimary) ?? product.images[0];
  const src = imageUrl(primary?.url, false);
  return (
    <li className="flex flex-col gap-3 border border-line bg-white p-4">
      {src ? (
        <img
          src={src}
          alt={`${product.title} by ${product.artistName}`}
          className="aspect-[4/3] w-full bg-ink/5 object-contain"
        />
      ) : (
        <div className="flex aspect-[4/3] items-center justify-center bg-ink/5 text-sm text-muted">No image</div>
      )}
      <div>
        <h3 className="text-lg">{product.title}</h3>
        <p className="text-sm text-muted">{product.medium || product.category}</p>
      </div>
      <dl className="grid grid-cols-2 gap-1 text-sm">
        <dt className="text-muted">Price</dt>
        <dd className="text-right tabular-nums">{formatUsd(product.price)}</dd>
        <dt className="text-muted">Tax</dt>
        <dd className="text-right tabular-nums">{formatUsd(product.taxAmount)}</dd>
      </dl>
      <ul className="flex flex-col gap-2 border-t border-line pt-3 text-sm">
        {product.shippingOptions.length === 0 ? <li className="text-muted">No shipping options</li> : null}
        {product.shippingOptions.map((option) => (
          <li key={option.id} className="flex flex-col">
            <span className="font-medium">{option.name}</span>
            <span className="text-muted">
              {formatUsd(option.cost)} · {option.estimatedDeliveryTime} days
            </span>
            <span className="tabular-nums">Total: {formatUsd(totalWith(product, option.cost))}</span>
          </li>
        ))}
      </ul>
    </li>
  );
}

function VendorProducts({ vendorId }: { vendorId: string }) {
  const details = useAdminVendor(vendorId);
  if (details.isPending) return <TableSkeleton label={CatalogMessages.loadingProducts} rows={3} />;
  if (details.isError) {
    return (
      <ErrorPanel message={errorMessage(details.error, AccountMessages.fetchVendorDetails)} onRetry={() => details.refetch()} />
    );
  }
  if (details.data.products.length === 0) return <p className="text-muted">No products found</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {details.data.products.map((product) => (
        <ProductCard key={product.id} product={product} />
      ))}
    </ul>
  );
}

export function VendorProductsDialog({ vendor, onClose }: { vendor: AdminVendor | null; onClose: () => void }) {
  return (
    <Modal
      wide
      open={vendor !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={vendor ? `Products of ${vendor.displayName || vendor.name}` : 'Products'}
    >
      {vendor ? <VendorProducts vendorId={vendor.id} /> : null}
    </Modal>
  );
}
