import { AccountMessages } from '@art-market/domain/copy';
import type { FastifyRequest } from 'fastify';
import { NotFound } from '#api/errors.ts';

/**
 * Vendor URLs carry a vendor id (the spec's paths), but data is scoped to the token's vendor:
 * another id answers 404, as if nothing were there.
 */
export function callerVendorId(request: FastifyRequest, urlVendorId: string): string {
  if (urlVendorId !== request.principal.id) throw new NotFound(AccountMessages.vendorNotFound);
  return request.principal.id;
}
