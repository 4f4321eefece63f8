// The URL rules are shared with the server, which preloads the same files (ADR 0009).
export { imageSrcSet, imageUrl, SMALL_WEBP_WIDTH } from '@art-market/domain/rules';

import { imageUrl } from '@art-market/domain/rules';
import { readBrowserFlag, writeBrowserFlag } from './browser-flag.ts';

/** Local storage key of the cached WebP check (docs/product/storefront.md#browser-storage). */
export const SUPPORTS_WEBP_KEY = 'supportsWebP';

// A 1x1 lossy WebP: the browser supports WebP when it decodes it to a non-empty image.
const WEBP_PROBE = 'data:image/webp;base64,UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA';

let webPCheck: Promise<boolean> | null = null;
const webPListeners = new Set<() => void>();

/** The cached answer, or null before the first check has finished. */
export function cachedWebPSupport(): boolean | null {
  return readBrowserFlag(SUPPORTS_WEBP_KEY);
}

/** Checks once per browser (then reads the cache); until known, images use their original files. */
export function checkWebPSupport(): Promise<boolean> {
  const cached = cachedWebPSupport();
  if (cached !== null) return Promise.resolve(cached);
  webPCheck ??= new Promise<boolean>((resolve) => {
    if (typeof Image === 'undefined') {
      resolve(false);
      return;
    }
    const probe = new Image();
    probe.onload = () => resolve(probe.width > 0 && probe.height > 0);
    probe.onerror = () => resolve(false);
    probe.src = WEBP_PROBE;
  }).then((supported) => {
    writeBrowserFlag(SUPPORTS_WEBP_KEY, supported);
    for (const listener of webPListeners) listener();
    return supported;
  });
  return webPCheck;
}

export function subscribeWebPSupport(listener: () => void): () => void {
  webPListeners.add(listener);
  void checkWebPSupport();
  return () => webPListeners.delete(listener);
}

/** The src an artwork image should load, or null for the placeholder. */
export function artworkImageSrc(path: string | null | undefined): string | null {
  return imageUrl(path, cachedWebPSupport() === true);
}
