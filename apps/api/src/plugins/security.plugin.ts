import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityOptions {
  /** Origins our pages may post forms to besides our own, e.g. PayU's hosted checkout. */
  formActionOrigins?: string[];
}

/**
 * Security headers. The CSP is the one the built React app runs under: only our own scripts,
 * styles (inline allowed: Radix injects scroll-lock styles), images, fonts and API calls.
 * Swagger UI's page gets its own relaxed header in docs.plugin.ts. The checkout auto-posts a form
 * to PayU's host (reference/payment-providers.md 2.2), so its origin joins form-action; 'self'
 * covers the built-in sandbox.
 */
export default fp(
  async (app: FastifyInstance, options: SecurityOptions) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          formAction: ["'self'", ...(options.formActionOrigins ?? [])],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
        },
      },
      frameguard: { action: 'deny' },
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'security' },
);
