/** What other modules may use of products: the artworks as admins and vendors manage them, with their images. */
export {
  findManagedProduct,
  findManagedProducts,
  insertProduct,
  listShippingOptions,
  lockProduct,
  type NewShippingOption,
  type ProductChange,
  replaceShippingOptions,
  restoreWithheldProducts,
  updateProduct,
  withdrawVendorProducts,
  withholdVendorProducts,
} from './product.repository.ts';
export {
  countProductImages,
  insertProductImages,
  listProductImages,
  replaceProductImages,
} from './product-image.repository.ts';
export {
  deleteRevision,
  findRevision,
  isAwaitingReview,
  type RevisionFields,
  rejectRevision,
  saveRevision,
} from './product-revision.repository.ts';
