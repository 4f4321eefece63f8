type CatalogSchemas = typeof import('./catalog-schemas.ts');

let loading: Promise<CatalogSchemas> | undefined;

/**
 * ADR 0011: zod is not in the storefront's first-paint code (it was two thirds of the shared chunk); a listing loads
 * the catalogue's schema after its first paint, or before it when its URL has choices to check. One load for all.
 */
export function loadCatalogSchemas(): Promise<CatalogSchemas> {
  if (!loading) {
    const promise = import('./catalog-schemas.ts');
    // React's `use` returns a promise's `value` at once when its `status` says it has settled (react.dev, `use`:
    // "Avoiding fallbacks by passing Promise subclasses"); otherwise it suspends once, even when already loaded.
    promise.then(
      (value) => Object.assign(promise, { status: 'fulfilled', value }),
      (reason: unknown) => Object.assign(promise, { status: 'rejected', reason }),
    );
    loading = promise;
  }
  return loading;
}
