import { productSubmissionMessage } from '@art-market/domain/copy';
import { PRODUCT_IMAGE_LIMIT, UploadMessages } from '@art-market/domain/rules';
import {
  listingEditSchema,
  managedProductSchema,
  productStatusChangeSchema,
  productSubmissionSchema,
  vendorStatsSchema,
} from '@art-market/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Invalid } from '#api/errors.ts';
import { callerVendorId } from '#api/http/vendor-scope.ts';
import { getGlobalCommission } from '#api/modules/ledger/global-commission.service.ts';
import { type MultipartFormRules, uploaderOf, withMultipartForm } from '#api/plugins/multipart-form.ts';
import { editListing, removeListingImage, withdrawListing } from '../listing-edits.service.ts';
import { uploadCertificate, uploadProductImages } from '../product-uploads.service.ts';
import { getVendorStats } from '../studio-stats.service.ts';
import { changeVendorProduct, createProduct, listVendorProducts, relistVendorProduct } from '../vendor-products.service.ts';

const tags = ['vendor studio'];
const security = [{ bearer: [] }];
const productParams = z.object({ productId: z.string() });

/** A vendor's changes to a listing after submitting it (ADR 0024); images are added by the upload route. */
export const listingEditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate('vendor'));

  app.put(
    '/vendordashboard/products/:productId',
    {
      config: { summarizeErrors: productSubmissionMessage },
      schema: {
        tags,
        security,
        description:
          'Pending or rejected: applied at once (and back to review). Live: kept as a revision until an admin approves it.',
        params: productParams,
        body: listingEditSchema,
        response: { 200: managedProductSchema },
      },
    },
    async (request) => editListing(app.ctx, request.principal.id, request.params.productId, request.body),
  );

  app.delete(
    '/vendordashboard/products/:productId/images',
    {
      schema: {
        tags,
        security,
        params: productParams,
        querystring: z.object({ url: z.string({ error: 'Please say which image to remove' }).min(1) }),
        response: { 200: managedProductSchema },
      },
    },
    async (request) => removeListingImage(app.ctx, request.principal.id, request.params.productId, request.query.url),
  );

  app.put(
    '/vendordashboard/products/:productId/withdraw',
    { schema: { tags, security, params: productParams, response: { 200: managedProductSchema } } },
    async (request) => withdrawListing(app.ctx, request.principal.id, request.params.productId),
  );
};

const vendorParams = z.object({ vendorId: z.string() });
const statusAnswer = z.object({ status: z.string() });

const certificateForm: MultipartFormRules = { files: { certificate: { tooLarge: UploadMessages.tooLarge } } };
const imagesForm: MultipartFormRules = {
  files: {
    images: {
      maxFiles: PRODUCT_IMAGE_LIMIT,
      tooLarge: UploadMessages.imageTooLarge,
      tooMany: UploadMessages.tooManyImages,
    },
  },
};

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
    async (request) =>
      withMultipartForm(request, uploaderOf(app, request), certificateForm, async ({ files }) =>
        uploadCertificate(app.ctx, request.principal.id, request.params.productId, files[0]),
      ),
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
    async (request) =>
      withMultipartForm(request, uploaderOf(app, request), imagesForm, async ({ files }) =>
        uploadProductImages(app.ctx, request.principal.id, request.params.productId, files),
      ),
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
