/**
 * The root of every cart query (the header's, per login): whatever changes the cart on the server
 * (a payment that takes its artworks) refreshes them through it, without knowing the cart feature.
 */
export const CART_QUERY_ROOT = ['cart'] as const;
