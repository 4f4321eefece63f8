import {
  certificateNameChoiceSchema,
  certificateTransferInputSchema,
  certificateTransferViewSchema,
  collectorCertificateSchema,
} from '@art-market/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DOWNLOAD_ONLY_HEADERS } from '#api/plugins/storage.ts';
import { certificatePdf } from '../certificate-pdf.ts';
import { getPublicCertificate } from '../certificate-view.service.ts';
import {
  acceptTransfer,
  cancelTransfer,
  certificateForPdf,
  chooseNameOnCertificate,
  getTransfer,
  listCollectorCertificates,
  offerTransfer,
} from '../collector-certificates.service.ts';

const tags = ['certificates'];
const security = [{ bearer: [] }];
const numberParams = z.object({ number: z.string().max(64) });
const tokenParams = z.object({ token: z.string().max(100) });

/** The collector's certificates of sale (docs/product/certificates.md#in-the-dashboard). */
export const customerCertificateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate('customer'));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/CustomerDashboard/certificates',
    { schema: { tags, security, response: { 200: z.array(collectorCertificateSchema) } } },
    async (request) => listCollectorCertificates(app.ctx, request.principal.id),
  );

  app.put(
    '/CustomerDashboard/certificates/:number/name',
    {
      schema: {
        tags,
        security,
        params: numberParams,
        body: certificateNameChoiceSchema,
        response: { 200: collectorCertificateSchema },
      },
    },
    async (request) => chooseNameOnCertificate(app.ctx, request.principal.id, request.params.number, request.body.showName),
  );

  app.post(
    '/CustomerDashboard/certificates/:number/transfer',
    {
      schema: {
        tags,
        security,
        params: numberParams,
        body: certificateTransferInputSchema,
        description: 'The current owner offers the certificate to a new owner, who is mailed a link to accept it.',
        response: { 200: collectorCertificateSchema },
      },
    },
    async (request) => offerTransfer(app.ctx, request.principal.id, request.params.number, request.body.email),
  );

  app.delete(
    '/CustomerDashboard/certificates/:number/transfer',
    { schema: { tags, security, params: numberParams, response: { 200: collectorCertificateSchema } } },
    async (request) => cancelTransfer(app.ctx, request.principal.id, request.params.number),
  );

  app.get(
    '/CustomerDashboard/certificates/:number/pdf',
    {
      schema: {
        tags,
        security,
        params: numberParams,
        description: 'The certificate as a PDF with a QR code to its verify page (the current owner only).',
      },
    },
    async (request, reply) => {
      const { certificate } = await certificateForPdf(app.ctx, request.principal.id, request.params.number);
      const pdf = await certificatePdf(app.ctx, await getPublicCertificate(app.ctx, certificate.number));
      return reply
        .headers(DOWNLOAD_ONLY_HEADERS)
        .header('content-disposition', `attachment; filename="${certificate.number}.pdf"`)
        .type('application/pdf')
        .send(pdf);
    },
  );

  app.get(
    '/CustomerDashboard/certificate-transfers/:token',
    { schema: { tags, security, params: tokenParams, response: { 200: certificateTransferViewSchema } } },
    async (request) => getTransfer(app.ctx, request.principal.id, request.params.token),
  );

  app.post(
    '/CustomerDashboard/certificate-transfers/:token/accept',
    {
      schema: {
        tags,
        security,
        params: tokenParams,
        body: certificateNameChoiceSchema,
        response: { 200: collectorCertificateSchema },
      },
    },
    async (request) => acceptTransfer(app.ctx, request.principal.id, request.params.token, request.body.showName),
  );
};
