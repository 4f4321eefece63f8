const LAST_PRODUCT_PAGE_KEY = 'lastProductPage';

/** The checkout's empty-cart redirect returns to the last artwork page seen in the tab (docs/product/storefront.md#checkout). */
export function rememberProductPage(path: string): void {
  sessionStorage.setItem(LAST_PRODUCT_PAGE_KEY, path);
}

export function lastProductPage(): string {
  const path = sessionStorage.getItem(LAST_PRODUCT_PAGE_KEY);
  return path?.startsWith('/product/') ? path : '/';
}
