import { formatUsd } from '@art-market/domain/rules';
import type { ManagedProduct } from '@art-market/domain/schemas';

interface ListingFacts {
  title: string;
  description: string;
  price: number;
  taxAmount: number;
  totalPrice: number;
  shippingOptions: readonly { name: string; cost: number; estimatedDeliveryTime: number }[];
  images: readonly { url: string }[];
}

const shippingText = (options: ListingFacts['shippingOptions']) =>
  options.map((option) => `${option.name}: ${formatUsd(option.cost)}, ${option.estimatedDeliveryTime} days`).join('; ');

/** The listing as it would go live: the waiting change where there is one, else the artwork itself. */
function proposedFacts(product: ManagedProduct): ListingFacts {
  return product.revision ?? product;
}

/** One fact; with a waiting change, what is live now is shown beside it when it differs. */
function Fact({ label, value, was }: { label: string; value: string; was?: string }) {
  return (
    <div>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 break-words">
        <span>{value || '—'}</span>
        {was !== undefined && was !== value ? <span className="block text-sm text-muted">Live now: {was || '—'}</span> : null}
      </dd>
    </div>
  );
}

/**
 * What the admin approves or rejects: the pictures, the words, the money, shipping, the certificate and
 * the tier the artist declared. For a live artwork with a waiting change it shows the change, with
 * the live value under each fact that differs.
 */
export function ProductReviewDetails({ product }: { product: ManagedProduct }) {
  const facts = proposedFacts(product);
  const live = product.revision ? product : undefined;
  return (
    <section aria-label="Listing under review" className="flex flex-col gap-4">
      {product.revision ? (
        <p className="border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {product.revision.status === 'rejected'
            ? `Change rejected: ${product.revision.rejectionReason ?? ''}`
            : 'Change to a live listing: it stays as it is until you approve this change.'}
        </p>
      ) : null}
      {product.rejectionReason ? (
        <p className="border border-red-300 bg-red-50 p-3 text-sm text-red-900">Rejected: {product.rejectionReason}</p>
      ) : null}
      <ul aria-label="Images" className="flex flex-wrap gap-2">
        {facts.images.length === 0 ? <li className="text-sm text-muted">No images</li> : null}
        {facts.images.map((image, index) => (
          <li key={image.url}>
            <a href={image.url} target="_blank" rel="noreferrer">
              <img
                src={image.url}
                alt={`${facts.title} by ${product.artistName} (${index + 1} of ${facts.images.length})`}
                className="h-24 w-auto border border-line object-contain"
              />
            </a>
          </li>
        ))}
      </ul>
      <dl className="grid gap-x-8 gap-y-3 sm:grid-cols-2">
        <Fact label="Title" value={facts.title} was={live?.title} />
        <Fact label="Artist type (declared)" value={product.artistType} />
        <Fact label="Price" value={formatUsd(facts.price)} was={live && formatUsd(live.price)} />
        <Fact label="Tax" value={formatUsd(facts.taxAmount)} was={live && formatUsd(live.taxAmount)} />
        <Fact label="Total" value={formatUsd(facts.totalPrice)} was={live && formatUsd(live.totalPrice)} />
        <Fact label="Category" value={`${product.category} / ${product.subcategory}`} />
        <Fact label="Shipping" value={shippingText(facts.shippingOptions)} was={live && shippingText(live.shippingOptions)} />
        <Fact label="Size" value={`${product.width} × ${product.height} in, ${product.frameType}`} />
        <div className="sm:col-span-2">
          <Fact label="Description" value={facts.description} was={live?.description} />
        </div>
        <div className="sm:col-span-2">
          <dt className="text-sm text-muted">Certificate of authenticity</dt>
          <dd className="mt-1">
            {product.certificateFileUrl ? (
              <a href={product.certificateFileUrl} target="_blank" rel="noreferrer" className="underline">
                Open the certificate
              </a>
            ) : product.hasCertificate ? (
              'Declared, no file'
            ) : (
              'None'
            )}
            {product.certificateDetails ? <span className="block text-sm">{product.certificateDetails}</span> : null}
          </dd>
        </div>
      </dl>
    </section>
  );
}
