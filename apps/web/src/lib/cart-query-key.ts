/** Keyed by the token, so a logout or another login never shows the previous cart. */
export const cartQueryKey = (token: string | null) => ['cart', token] as const;

/** Every customer's cart query: what a purchase makes stale (its artworks leave the cart on the server). */
export const ALL_CARTS_KEY = ['cart'] as const;
