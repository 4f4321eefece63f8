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
