import { productSubmissionMessage } from '@art-market/domain/copy';
import {
  managedProductSchema,
  productStatusChangeSchema,
  productSubmissionSchema,
  vendorStatsSchema,
} from '@art-market/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Invalid } from '../../errors.ts';
import { readMultipartForm } from '../../plugins/multipart-form.ts';
import { getGlobalCommission } from '../settings/global-commission.service.ts';
import { uploadCertificate, uploadProductImages } from './product-uploads.service.ts';
import { changeVendorProduct, createProduct, listVendorProducts, relistVendorProduct } from './vendor-products.service.ts';
import { getVendorStats } from './vendor-profile.service.ts';
import { callerVendorId } from './vendor-scope.ts';

const tags = ['vendor studio'];
const security = [{ bearer: [] }];
const vendorParams = z.object({ vendorId: z.string() });
const productParams = z.object({ productId: z.string() });
const statusAnswer = z.object({ status: z.string() });

export const vendorProductRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate('vendor'));

  app.get(
    '/vendordashboard/stats/:vendorId',
    { schema: { tags, security, params: vendorParams, response: { 200: vendorStatsSchema } } },
    async (request) => getVendorStats(app.ctx, callerVendorId(request, request.params.vendorId)),
  );

  app.get(
    '/vendordashboard/commission',
    { schema: { tags, security, response: { 200: z.object({ commissionPercentage: z.number() }) } } },
    async () => getGlobalCommission(app.ctx),
  );

  app.get(
    '/vendordashboard/:vendorId/products',
    { schema: { tags, security, params: vendorParams, response: { 200: z.array(managedProductSchema) } } },
    async (request) => listVendorProducts(app.ctx, callerVendorId(request, request.params.vendorId)),
  );

  app.post(
    '/vendordashboard/:vendorId/products',
    {
      config: { summarizeErrors: productSubmissionMessage },
      schema: {
        tags,
        security,
        params: vendorParams,
        body: productSubmissionSchema,
        response: { 201: managedProductSchema },
      },
    },
    async (request, reply) => {
      const product = await createProduct(app.ctx, callerVendorId(request, request.params.vendorId), request.body);
      return reply.status(201).send(product);
    },
  );

  app.post(
    '/vendordashboard/products/:productId/certificate',
    {
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        params: productParams,
        response: { 200: z.object({ certificateUrl: z.string() }) },
      },
    },
    async (request) => {
      const { files } = await readMultipartForm(request);
      const certificate = files.find((file) => file.fieldName === 'certificate');
      return uploadCertificate(app.ctx, request.principal.id, request.params.productId, certificate);
    },
  );

  app.post(
    '/vendordashboard/products/:productId/images',
    {
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        params: productParams,
        response: { 200: z.array(z.string()) },
      },
    },
    async (request) => {
      const { files } = await readMultipartForm(request);
      const images = files.filter((file) => file.fieldName === 'images');
      return uploadProductImages(app.ctx, request.principal.id, request.params.productId, images);
    },
  );

  app.put(
    '/vendordashboard/products/:productId/soldout',
    { schema: { tags, security, params: productParams, response: { 200: statusAnswer } } },
    async (request) => changeVendorProduct(app.ctx, request.principal.id, request.params.productId, 'sold_out'),
  );

  app.put(
    '/vendordashboard/products/:productId/disable',
    { schema: { tags, security, params: productParams, response: { 200: statusAnswer } } },
    async (request) => changeVendorProduct(app.ctx, request.principal.id, request.params.productId, 'inactive'),
  );

  app.put(
    '/vendordashboard/products/:productId/relist',
    { schema: { tags, security, params: productParams, response: { 200: statusAnswer } } },
    async (request) => relistVendorProduct(app.ctx, request.principal.id, request.params.productId),
  );

  // The generic form of the two actions above: {isActive: true, isSoldOut: true} or {isActive: false}.
  app.patch(
    '/vendordashboard/products/:productId/status',
    { schema: { tags, security, params: productParams, body: productStatusChangeSchema, response: { 200: statusAnswer } } },
    async (request) => {
      const { isActive, isSoldOut } = request.body;
      if (isActive && !isSoldOut) throw new Invalid('An artwork can only be marked sold out or disabled');
      const change = isActive ? 'sold_out' : 'inactive';
      return changeVendorProduct(app.ctx, request.principal.id, request.params.productId, change);
    },
  );
};
