import { ErrorMessages } from '@art-market/domain/copy';
import { fieldErrorsOf, UploadMessages } from '@art-market/domain/rules';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isConnectionLost, isUniqueViolation } from '#api/db/errors.ts';
import { AppError, Forbidden, TooManyRequests } from '#api/errors.ts';
import { loggableError, pathOf } from './logging.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Builds the 400 `message` from the field errors (e.g. "Please fill in all required fields: ..."). */
    summarizeErrors?: (errors: Record<string, string>) => string;
  }
}

/** Fastify's own client errors, answered with a message a person can read. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_REQ_FILE_TOO_LARGE: UploadMessages.tooLarge,
  FST_FILES_LIMIT: 'Too many files',
  FST_PARTS_LIMIT: 'Too many form fields',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'The request is not multipart',
};

/** A new connection takes milliseconds; a failover, a few seconds. */
const CONNECTION_LOST_RETRY_AFTER_SECONDS = 1;

/** One error model (docs/product/api-conventions.md#error-body): JSON with `message`, `errors` for forms, no 5xx details. */
export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = fieldErrorsOf(
          error.validation.map((issue) => ({
            path: issue.instancePath.split('/').filter(Boolean),
            message: issue.message,
          })) as never,
        );
        const summarize = request.routeOptions.config.summarizeErrors;
        const message = summarize ? summarize(errors) : (Object.values(errors)[0] ?? 'Invalid request');
        return reply.status(400).send({ message, errors });
      }
      if (error instanceof TooManyRequests) {
        reply.header('retry-after', String(error.retryAfterSeconds));
        return reply.status(429).send({ message: error.message, ...error.offers });
      }
      if (error instanceof Forbidden) return reply.status(403).send({ message: error.message, ...error.offers });
      if (error instanceof AppError) {
        return reply.status(error.statusCode).send({ message: error.message, ...(error.errors && { errors: error.errors }) });
      }
      // The pool opens a new connection on the next use: the caller may send the request again at once.
      if (isConnectionLost(error)) {
        request.log.warn({ error: loggableError(error), path: pathOf(request.url) }, 'request failed: database connection lost');
        reply.header('retry-after', String(CONNECTION_LOST_RETRY_AFTER_SECONDS));
        return reply.status(503).send({ message: ErrorMessages.connectionInterrupted });
      }
      // A race the service did not foresee (two parallel "first" rows) is a conflict, not a bug.
      if (isUniqueViolation(error)) return reply.status(409).send({ message: ErrorMessages.alreadyExists });
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.status(status).send({ message: FRAMEWORK_MESSAGES[error.code] ?? error.message });
      }
      // Failing SQL parameters and query strings may hold password hashes, account numbers or e-mails.
      // Not under `err`: pino's error serializer would rebuild the message and stack from the causes.
      request.log.error({ error: loggableError(error), path: pathOf(request.url) }, 'request failed');
      return reply.status(500).send({ message: ErrorMessages.serverError });
    });
  },
  { name: 'errors' },
);
