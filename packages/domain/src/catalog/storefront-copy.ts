import { ProductMessages } from './artworks.ts';
import { CatalogMessages } from './catalog.ts';

export const CartMessages = {
  chooseArtwork: 'Please choose an artwork',
  unavailable: 'This artwork is no longer available',
  badShippingOption: CatalogMessages.selectShipping,
  notFound: ProductMessages.notFound,
} as const;
