import { CARD_IMAGE_SIZES } from '@art-market/domain/rules';
import { ImageOff } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { cachedWebPSupport, imageSrcSet, imageUrl, subscribeWebPSupport } from '#web/lib/image-url.ts';

export interface ArtworkImageProps {
  url: string | null | undefined;
  alt: string;
  /** Pixel size, for the aspect ratio (no cropping) and to reserve the space before loading. */
  width?: number | undefined;
  height?: number | undefined;
  /** Above the fold: load at once instead of lazily. */
  eager?: boolean;
  className?: string;
  /**
   * 'natural': full width at its own ratio; 'contain': fit inside the parent's box, never cropped;
   * 'cover': fill the parent's box, cropped (tiles that stand for a collection, not the artwork page).
   */
  fit?: 'natural' | 'contain' | 'cover';
  /** How wide the image is shown, for choosing between the WebP sizes (HTML `sizes`). */
  sizes?: string;
}

const FIT_CLASSES = {
  natural: 'h-auto w-full bg-ink/5',
  contain: 'h-full w-full object-contain',
  cover: 'h-full w-full object-cover',
} as const;

const FALLBACK_WIDTH = 800;
const FALLBACK_HEIGHT = 1000;

export function useSupportsWebP(): boolean {
  return useSyncExternalStore(subscribeWebPSupport, cachedWebPSupport, () => null) === true;
}

/** Uploads load as WebP where supported; a missing or failing image shows a placeholder (docs/product/storefront.md#images). */
export function ArtworkImage({
  url,
  alt,
  width,
  height,
  eager = false,
  className = '',
  fit = 'natural',
  sizes = CARD_IMAGE_SIZES,
}: ArtworkImageProps) {
  const supportsWebP = useSupportsWebP();
  const src = imageUrl(url, supportsWebP);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const pixelWidth = width && width > 0 ? width : FALLBACK_WIDTH;
  const pixelHeight = height && height > 0 ? height : FALLBACK_HEIGHT;
  const srcSet = imageSrcSet(url, supportsWebP, pixelWidth);

  if (!src || failedSrc === src) {
    return (
      <div
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        data-testid="image-placeholder"
        style={{ aspectRatio: `${pixelWidth} / ${pixelHeight}` }}
        className={`flex items-center justify-center bg-ink/5 text-muted ${fit === 'natural' ? 'w-full' : 'h-full w-full'} ${className}`}
      >
        <ImageOff aria-hidden="true" className="size-8" />
      </div>
    );
  }
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={pixelWidth}
      height={pixelHeight}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={`block ${FIT_CLASSES[fit]} ${className}`}
    />
  );
}

/** "{title} by {artist}" (alt text names the work and its artist). */
export function artworkAlt(title: string, artistName: string | undefined): string {
  return artistName ? `${title} by ${artistName}` : title;
}
