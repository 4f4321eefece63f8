const LAST_PRODUCT_PAGE_KEY = 'lastProductPage';

/** The checkout's empty-cart redirect goes back to the last artwork page seen in this tab (storefront section 2). */
export function rememberProductPage(path: string): void {
  sessionStorage.setItem(LAST_PRODUCT_PAGE_KEY, path);
}

export function lastProductPage(): string {
  const path = sessionStorage.getItem(LAST_PRODUCT_PAGE_KEY);
  return path?.startsWith('/product/') ? path : '/';
}
