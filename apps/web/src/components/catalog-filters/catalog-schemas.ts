// The catalogue's zod schema a listing's URL choices are read with, in a chunk of their own (load-catalog-schemas.ts; ADR 0011).
export { decodeCatalogQuery } from '@art-market/domain/schemas';
