/** What other modules may use of cart: its lines as a checkout prices them, and taking artworks out of it. */
export { removeArtworksFromCart } from './cart.repository.ts';
export { type CartLine, cartKeyOf, findCart } from './cart-lines.repository.ts';
