import { CatalogMessages, type ProductDetail } from '@art-market/domain/rules';
import { type ReactNode, useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { RatingSummary } from '#web/components/reviews/star-rating.tsx';
import { FollowArtistButton } from '#web/components/saved/follow-artist-button.tsx';
import { SaveArtworkButton } from '#web/components/saved/save-artwork-button.tsx';
import { artworkAlt } from '#web/components/ui/artwork-image.tsx';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorPanel } from '#web/components/ui/error-panel.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { usePageMeta } from '#web/components/ui/use-page-meta.ts';
import { readFailure } from '#web/lib/api-client.ts';
import { catalogErrorText } from '#web/lib/catalog/catalog-request.ts';
import { rememberProductPage } from '#web/lib/last-product-page.ts';
import { useProduct } from '../api/get-product.ts';
import { AskTheArtist } from '../components/ask-the-artist.tsx';
import { CertificateViewer } from '../components/certificate-viewer.tsx';
import { ImageCarousel } from '../components/image-carousel.tsx';
import { MoreFromArtist } from '../components/more-from-artist.tsx';
import { ProductDetails } from '../components/product-details.tsx';
import { CareInstructions, ReturnPolicy } from '../components/product-policies.tsx';
import { type PurchaseActions, PurchasePanel } from '../components/purchase-panel.tsx';
import { ViewInRoomButton } from '../components/room/view-in-room-button.tsx';

const artistPath = (name: string) => `/artists/${encodeURIComponent(name)}`;

/** /product/{id}; the app hands in the buy buttons (`purchaseActions`), so this feature never imports the cart. */
export function ProductPage({ purchaseActions }: { purchaseActions: PurchaseActions }) {
  const id = useParams().id ?? '';
  const product = useProduct(id);
  // The checkout sends a buyer with an empty cart back here (docs/product/storefront.md#checkout).
  useEffect(() => rememberProductPage(`/product/${id}`), [id]);
  const data = product.data;
  usePageMeta(
    data ? `${data.title} by ${data.artistName}` : product.isError ? CatalogMessages.productNotFound : 'Artwork',
    data ? `${data.title} by ${data.artistName}: ${data.description.slice(0, 150)}` : 'An original artwork on Art Market.',
  );

  if (product.isPending) return <Spinner label={CatalogMessages.loading} />;
  if (product.isError) {
    const notFound = readFailure(product.error).status === 404;
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        {notFound ? (
          <EmptyState title={CatalogMessages.productNotFound}>
            <ButtonLink to="/" variant="secondary">
              Back to the gallery
            </ButtonLink>
          </EmptyState>
        ) : (
          <ErrorPanel
            message={`Error: ${catalogErrorText(product.error, CatalogMessages.fetchProduct)}`}
            onRetry={() => void product.refetch()}
          />
        )}
      </div>
    );
  }
  return <ProductView key={product.data.id} product={product.data} purchaseActions={purchaseActions} />;
}

function ProductView({ product, purchaseActions }: { product: ProductDetail; purchaseActions: PurchaseActions }) {
  const alt = artworkAlt(product.title, product.artistName);
  return (
    <article className="mx-auto flex max-w-7xl flex-col gap-16 px-4 py-10 sm:px-6">
      <div className="grid gap-10 lg:grid-cols-[3fr_2fr] lg:items-start">
        <div className="flex flex-col gap-4">
          <ImageCarousel images={product.images} alt={alt} />
          <ViewInRoomButton product={product} />
        </div>
        <div className="flex flex-col gap-6 lg:sticky lg:top-6">
          <header className="flex flex-col gap-3">
            <div className="flex items-start justify-between gap-4">
              <h1 className="text-3xl leading-tight sm:text-4xl">{product.title}</h1>
              <SaveArtworkButton artworkId={product.id} title={product.title} />
            </div>
            <div className="flex flex-wrap items-center gap-4">
              <p className="text-lg">
                by{' '}
                <Link
                  to={artistPath(product.artistName)}
                  className="underline decoration-line underline-offset-4 hover:text-accent"
                >
                  {product.artistName}
                </Link>
              </p>
              <FollowArtistButton artistName={product.artistName} />
            </div>
            <RatingSummary rating={product.artistRating} />
          </header>
          <PurchasePanel product={product} actions={purchaseActions} />
          <AskTheArtist productId={product.id} title={product.title} artistName={product.artistName} />
          {product.countryOfOrigin ? (
            <p className="text-sm text-muted">
              Country of origin: <span className="text-ink">{product.countryOfOrigin}</span>
            </p>
          ) : null}
        </div>
      </div>
      <div className="grid gap-12 lg:grid-cols-2">
        <ProductSection title="Description">
          <p className="text-base leading-relaxed whitespace-pre-line">{product.description}</p>
        </ProductSection>
        <ProductSection title="Details">
          <ProductDetails product={product} />
        </ProductSection>
        {product.hasCertificate ? (
          <ProductSection title="Certificate of authenticity">
            <CertificateViewer url={product.certificateFileUrl} details={product.certificateDetails} title={product.title} />
          </ProductSection>
        ) : null}
        <ProductSection title="Return policy">
          <ReturnPolicy />
        </ProductSection>
        <ProductSection title="Care instructions">
          <CareInstructions />
        </ProductSection>
        {product.artistBio ? (
          <ProductSection title={`About ${product.artistName}`}>
            <p className="text-sm leading-relaxed whitespace-pre-line">{product.artistBio}</p>
          </ProductSection>
        ) : null}
      </div>
      <ProductSection title="More from artist">
        <MoreFromArtist artistName={product.artistName} currentId={product.id} />
      </ProductSection>
    </article>
  );
}

function ProductSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4 border-t border-line pt-6">
      <h2 className="text-2xl">{title}</h2>
      {children}
    </section>
  );
}
