/**
 * What other modules may use of products: the artworks of a studio as the console manages them, and the moves a
 * change in the studio's standing makes on them (withheld while suspended, restored, withdrawn when it closes).
 */
export {
  findManagedProducts,
  restoreWithheldProducts,
  withdrawVendorProducts,
  withholdVendorProducts,
} from './product.repository.ts';
