/**
 * Storefront section 7: absolute URLs are used as they are; uploaded files (/uploads/{file}) are served
 * as /webp/c{base}.webp when the browser supports WebP; other relative paths are joined to the site.
 */
export function imageUrl(path: string | null | undefined, supportsWebP: boolean): string | null {
  if (!path) return null;
  if (/^(https?:)?\/\//i.test(path) || path.startsWith('data:') || path.startsWith('blob:')) return path;
  const relative = path.startsWith('/') ? path : `/${path}`;
  if (supportsWebP && relative.startsWith('/uploads/')) {
    const file = relative.slice('/uploads/'.length);
    const base = file.includes('.') ? file.slice(0, file.lastIndexOf('.')) : file;
    return `/webp/c${base}.webp`;
  }
  return relative;
}

/** The server's small WebP beside each large one (`/webp/c{base}-480.webp`), for grids and phones. */
export const SMALL_WEBP_WIDTH = 480;
const LARGE_WEBP_WIDTH = 1600;

/**
 * A srcset offering the small and the large WebP of an upload, so browsers fetch the size they show;
 * undefined where only one file exists (no WebP support, or not an upload).
 */
export function imageSrcSet(path: string | null | undefined, supportsWebP: boolean, pixelWidth: number): string | undefined {
  const large = imageUrl(path, supportsWebP);
  if (!large?.startsWith('/webp/c') || pixelWidth <= SMALL_WEBP_WIDTH) return undefined;
  const small = large.replace(/\.webp$/, `-${SMALL_WEBP_WIDTH}.webp`);
  return `${small} ${SMALL_WEBP_WIDTH}w, ${large} ${Math.min(pixelWidth, LARGE_WEBP_WIDTH)}w`;
}

/** Local storage key of the cached WebP check (storefront section 3). */
export const SUPPORTS_WEBP_KEY = 'supportsWebP';

// A 1x1 lossy WebP: the browser supports WebP when it decodes it to a non-empty image.
const WEBP_PROBE = 'data:image/webp;base64,UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA';

let webPCheck: Promise<boolean> | null = null;
const webPListeners = new Set<() => void>();

/** The cached answer, or null before the first check has finished. */
export function cachedWebPSupport(): boolean | null {
  try {
    const stored = localStorage.getItem(SUPPORTS_WEBP_KEY);
    return stored === null ? null : stored === 'true';
  } catch {
    return null;
  }
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
    try {
      localStorage.setItem(SUPPORTS_WEBP_KEY, String(supported));
    } catch {
      // Private mode without storage: the answer lives for this page only.
    }
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
