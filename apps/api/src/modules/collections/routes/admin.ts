import {
  adminCollectionSchema,
  collectionArtworkSchema,
  collectionArtworkSearchSchema,
  collectionInputSchema,
} from '@art-market/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createCollection,
  deleteCollection,
  findArtworksToAdd,
  getAdminCollection,
  listAdminCollections,
  updateCollection,
} from '../admin-collections.service.ts';

const tags = ['admin console'];
const security = [{ bearer: [] }];
const params = z.object({ id: z.string() });

/** The console's curated collections (issue 29): admins only; every write is audit-logged. */
export const adminCollectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate('admin'));

  app.get('/admin/collections', { schema: { tags, security, response: { 200: z.array(adminCollectionSchema) } } }, async () =>
    listAdminCollections(app.ctx),
  );

  app.get(
    '/admin/collections/artworks',
    {
      schema: {
        tags,
        security,
        description: 'Live, unsold artworks whose title or artist contains `q`, newest first: what the editor can add.',
        querystring: collectionArtworkSearchSchema,
        response: { 200: z.array(collectionArtworkSchema) },
      },
    },
    async (request) => findArtworksToAdd(app.ctx, request.query.q),
  );

  app.get(
    '/admin/collections/:id',
    { schema: { tags, security, params, response: { 200: adminCollectionSchema } } },
    async (request) => getAdminCollection(app.ctx, request.params.id),
  );

  app.post(
    '/admin/collections',
    { schema: { tags, security, body: collectionInputSchema, response: { 201: adminCollectionSchema } } },
    async (request, reply) => reply.status(201).send(await createCollection(app.ctx, request.principal.id, request.body)),
  );

  app.put(
    '/admin/collections/:id',
    { schema: { tags, security, params, body: collectionInputSchema, response: { 200: adminCollectionSchema } } },
    async (request) => updateCollection(app.ctx, request.principal.id, request.params.id, request.body),
  );

  app.delete(
    '/admin/collections/:id',
    { schema: { tags, security, params, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteCollection(app.ctx, request.principal.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
