import { publicCertificateSchema } from '@art-market/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { keyOf } from '../certificate-signature.ts';
import { getPublicCertificate, PUBLIC_KEY_PATH } from '../certificate-view.service.ts';

/** GET /api/certificates/{number}: anyone checks a certificate (docs/product/certificates.md#the-verify-page). */
export const publicCertificateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/certificates/:number',
    {
      schema: {
        tags: ['certificates'],
        description:
          'The certified facts read from the signed text, whether every signature checks against the platform key, whether it stands or was revoked, and the chain of owners.',
        params: z.object({ number: z.string().max(64) }),
        response: { 200: publicCertificateSchema },
      },
    },
    async (request, reply) => {
      // A revocation or a transfer must show at once: never kept by a cache.
      reply.header('cache-control', 'no-store');
      return getPublicCertificate(app.ctx, request.params.number);
    },
  );
};

/**
 * The platform's public key for certificates, at a well-known address outside /api: PEM (SPKI) for
 * openssl and most libraries, and the same key as a JWK (RFC 8037) with its key id.
 */
export const certificateKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const cached = 'public, max-age=3600';
  app.get(PUBLIC_KEY_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/x-pem-file')
      .header('cache-control', cached)
      .header('x-key-id', keyOf(app.ctx.config).keyId)
      .send(keyOf(app.ctx.config).publicKeyPem),
  );
  app.get(`${PUBLIC_KEY_PATH}.jwk`, { schema: { hide: true } }, async (_request, reply) => {
    const key = keyOf(app.ctx.config);
    const jwk = key.publicKey.export({ format: 'jwk' });
    return reply
      .type('application/jwk+json')
      .header('cache-control', cached)
      .send({ ...jwk, kid: key.keyId, alg: 'EdDSA', use: 'sig' });
  });
};
