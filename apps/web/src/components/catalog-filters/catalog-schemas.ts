// The catalogue's zod schemas the listings use, in a chunk of their own (load-catalog-schemas.ts; ADR 0011).
export { catalogFacetsSchema, decodeCatalogQuery } from '@art-market/domain';
