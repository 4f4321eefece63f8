/** What other modules may use of products: the artworks as admins and vendors manage them, with their images. */
export {
  findManagedProduct,
  findManagedProducts,
  insertProduct,
  lockProduct,
  type ProductChange,
  restoreWithheldProducts,
  updateProduct,
  withdrawVendorProducts,
  withholdVendorProducts,
} from './product.repository.ts';
export { countProductImages, insertProductImages } from './product-image.repository.ts';
