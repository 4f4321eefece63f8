import {
  markMoneyReturnedBodySchema,
  moneyReturnedSchema,
  moneyToReturnSchema,
  pendingBankTransferSchema,
  verifiedBankTransferSchema,
  verifyBankTransferBodySchema,
} from '@art-market/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  listPendingBankTransfers,
  readBankTransferProof,
  verifyBankTransfer,
} from '../bank-transfer/bank-transfer-review.service.ts';
import { listMoneyToReturn, markMoneyReturned } from '../bank-transfer/collector-funds.service.ts';

const tags = ['admin console'];
const security = [{ bearer: [] }];

/** The admin's side: pending transfers, their proofs (admins only) and the review. */
export const bankTransferAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate('admin'));

  app.get(
    '/admin/dashboard/pending-bank-transfers',
    { schema: { tags, security, response: { 200: z.array(pendingBankTransferSchema) } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return listPendingBankTransfers(app.ctx);
    },
  );

  app.post(
    '/admin/dashboard/verify-bank-transfer',
    {
      schema: {
        tags,
        security,
        description:
          'Approves (checking the amount received) or rejects a transfer. A shortfall is 409 unless confirmPartial; a partial payment needs an Idempotency-Key, and a repeat with the same key records nothing more.',
        headers: z.object({ 'idempotency-key': z.string().optional() }),
        body: verifyBankTransferBodySchema,
        response: { 200: verifiedBankTransferSchema },
      },
    },
    async (request) => verifyBankTransfer(app.ctx, request.principal.id, request.body, request.headers['idempotency-key']),
  );

  app.get(
    '/admin/dashboard/bank-transfers/money-to-return',
    {
      schema: {
        tags,
        security,
        description: 'Orders on which money a collector sent by bank transfer is held, to send back (ADR 0033).',
        response: { 200: z.array(moneyToReturnSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return listMoneyToReturn(app.ctx);
    },
  );

  app.post(
    '/admin/dashboard/bank-transfers/money-to-return/:orderId/returned',
    {
      schema: {
        tags,
        security,
        description:
          'Books what is held for the collector on the order as sent back, once: needs an Idempotency-Key (a repeat answers the same return); nothing held is 409.',
        params: z.object({ orderId: z.string() }),
        headers: z.object({ 'idempotency-key': z.string().optional() }),
        body: markMoneyReturnedBodySchema,
        response: { 200: moneyReturnedSchema },
      },
    },
    async (request) =>
      markMoneyReturned(
        app.ctx,
        request.principal.id,
        request.params.orderId,
        request.body.reference,
        request.headers['idempotency-key'],
      ),
  );

  // A customer's proof may show account numbers: never cached, never sniffed, never run as a page.
  app.get(
    '/admin/dashboard/bank-transfers/:paymentId/proof',
    { schema: { tags, security, params: z.object({ paymentId: z.string() }) } },
    async (request, reply) => {
      const proof = await readBankTransferProof(app.ctx, request.params.paymentId);
      return reply
        .type(proof.contentType)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', `inline; filename="${proof.fileName}"`)
        .send(proof.content);
    },
  );
};
