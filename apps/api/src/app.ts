import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRODUCT_IMAGE_LIMIT, UPLOAD_MAX_BYTES } from '@art-market/domain/rules';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import type { Database } from './db/client.ts';
import { DomainEvents } from './events.ts';
import { adminAccountRoutes, adminCustomerRoutes } from './modules/accounts/routes/admin.ts';
import { customerAccountRoutes, customerDashboardRoutes } from './modules/accounts/routes/customer.ts';
import { emailVerificationRoutes } from './modules/accounts/routes/email-verification.ts';
import { passwordResetRoutes } from './modules/accounts/routes/public.ts';
import { twoFactorRoutes } from './modules/accounts/routes/two-factor.ts';
import { vendorAccountRoutes, vendorProfileRoutes } from './modules/accounts/routes/vendor.ts';
import { alertFollowersOn } from './modules/alerts/alerts.ts';
import { customerAlertRoutes } from './modules/alerts/routes/customer.ts';
import { publicAlertRoutes } from './modules/alerts/routes/public.ts';
import { cartRoutes, checkoutRoutes } from './modules/cart/routes/customer.ts';
import { clearCatalogueOn } from './modules/catalog/catalog-events.ts';
import { artistRoutes, catalogRoutes } from './modules/catalog/routes/public.ts';
import { customerCertificateRoutes } from './modules/certificates/routes/customer.ts';
import { certificateKeyRoutes, publicCertificateRoutes } from './modules/certificates/routes/public.ts';
import { adminCollectionRoutes } from './modules/collections/routes/admin.ts';
import { collectionRoutes } from './modules/collections/routes/public.ts';
import { adminConversationRoutes } from './modules/conversations/routes/admin.ts';
import { customerConversationRoutes } from './modules/conversations/routes/customer.ts';
import { vendorConversationRoutes } from './modules/conversations/routes/vendor.ts';
import { fulfilmentRoutes } from './modules/fulfilment/routes/vendor.ts';
import { healthRoutes } from './modules/health/routes/public.ts';
import { adminOfferRoutes } from './modules/offers/routes/admin.ts';
import { customerOfferRoutes } from './modules/offers/routes/customer.ts';
import { publicOfferRoutes } from './modules/offers/routes/public.ts';
import { vendorOfferRoutes } from './modules/offers/routes/vendor.ts';
import { adminOrderRoutes, adminRefundRoutes } from './modules/orders/routes/admin.ts';
import { customerOrderRoutes, orderViewRoutes } from './modules/orders/routes/customer.ts';
import { ordersPaymentsPort } from './modules/payments/orders-port.ts';
import {
  createPaymentProviders,
  type PaymentProviders,
  paymentFormOrigins,
  SANDBOX_PREFIX,
} from './modules/payments/payment-providers.ts';
import { returnOriginSources } from './modules/payments/return-origin.ts';
import { bankTransferAdminRoutes } from './modules/payments/routes/admin.ts';
import { customerPaymentRoutes } from './modules/payments/routes/customer.ts';
import { paypalWebhookRoutes, payuPostbackRoutes } from './modules/payments/routes/public.ts';
import { adminPayoutRoutes } from './modules/payouts/routes/admin.ts';
import { bankAccountRoutes, vendorPayoutRoutes } from './modules/payouts/routes/vendor.ts';
import { adminCatalogRoutes } from './modules/products/routes/admin.ts';
import { listingEditRoutes, vendorProductRoutes } from './modules/products/routes/vendor.ts';
import { adminReviewRoutes } from './modules/reviews/routes/admin.ts';
import { customerReviewRoutes } from './modules/reviews/routes/customer.ts';
import { vendorReviewRoutes } from './modules/reviews/routes/vendor.ts';
import { savedWorksRoutes } from './modules/saved-works/routes/customer.ts';
import { vendorAudienceRoutes } from './modules/saved-works/routes/vendor.ts';
import { supportRoutes } from './modules/support/routes/public.ts';
import { adminVendorRoutes } from './modules/workflows/routes/admin.ts';
import authPlugin from './plugins/auth.plugin.ts';
import certificateFiles from './plugins/certificate-files.ts';
import docsPlugin from './plugins/docs.plugin.ts';
import errorsPlugin from './plugins/errors.plugin.ts';
import { diskFiles } from './plugins/files.plugin.ts';
import { loggerOptions } from './plugins/logging.ts';
import { MailOutbox } from './plugins/mail-outbox.ts';
import { createMailer, type Mailer } from './plugins/mailer.ts';
import { metricsPlugin, type PoolStats } from './plugins/metrics.plugin.ts';
import securityPlugin from './plugins/security.plugin.ts';
import unreadBodyPlugin from './plugins/unread-body.plugin.ts';
import webPlugin from './plugins/web.plugin.ts';
import { createSharedState } from './shared-state.ts';
import { fastifyTrustProxy } from './trust-proxy.ts';

export interface AppOptions {
  config: Config;
  db: Database;
  mailer?: Mailer;
  now?: () => Date;
  /** Payment providers; by default built from the configuration (tests point them at stand-ins). */
  payments?: PaymentProviders;
  /** How busy the database pool is, reported on /metrics. */
  poolStats?: () => PoolStats;
  /** Pino options added to the app's (a test's stream), or false for silence (tests). */
  logger?: boolean | object;
}

const JSON_BODY_LIMIT = 1024 * 1024;
const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** Builds the app: infrastructure plugins, then the shared context, then the modules, then the web app. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, options.logger),
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: JSON_BODY_LIMIT,
    // Per-IP limits read request.ip: only a configured proxy may set it through X-Forwarded-For.
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    // A stop closes idle keep-alive connections at once; a request that still arrives on a busy one is
    // served (with Connection: close) rather than refused, so no client of a stopping instance sees an error.
    forceCloseConnections: 'idle',
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // 1. infrastructure
  const payments = options.payments ?? createPaymentProviders(config, options.db);
  await app.register(errorsPlugin);
  // An answer sent before its body arrived (a refused upload) closes its connection rather than leave it stuck.
  await app.register(unreadBodyPlugin);
  await app.register(securityPlugin, {
    formActionOrigins: paymentFormOrigins(payments),
    sandbox:
      payments.paypal?.sandbox || payments.payu?.sandbox
        ? { prefix: '/sandbox', returnSources: returnOriginSources(config) }
        : undefined,
  });
  // An oversized file is read up to the limit and flagged `truncated`, so the form answers a field error.
  await app.register(multipart, {
    // One file past the image limit gets through, so the answer names the rule rather than the parser's limit.
    limits: { fileSize: UPLOAD_MAX_BYTES, files: PRODUCT_IMAGE_LIMIT + 1, fields: 60, fieldSize: 20_000 },
    throwFileSizeLimit: false,
  });
  // The API's map helps an attacker as much as a developer: production shows it only when asked to.
  if (config.API_DOCS) await app.register(docsPlugin);
  await app.register(metricsPlugin, { token: config.METRICS_TOKEN, db: options.db, poolStats: options.poolStats });
  await app.register(authPlugin, {
    secret: config.JWT_SECRET,
    db: options.db,
    requireAdminSecondFactor: config.ADMIN_REQUIRE_2FA,
  });
  // The one place the file storage is chosen: a bucket every instance shares, or this machine's DATA_DIR.
  // The S3 client is loaded only where files live in a bucket: it is a large package to load at every start.
  const { storage, servePublicFiles } = config.S3
    ? (await import('./plugins/bucket-files.plugin.ts')).bucketFiles(config.S3)
    : diskFiles(config.DATA_DIR);
  await app.register(servePublicFiles);
  await app.register(certificateFiles, { storage });

  // 2. the context every service receives
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      outboxDir: config.MAIL_OUTBOX_DIR,
      log: app.log,
    });
  const now = options.now ?? (() => new Date());
  const mail = new MailOutbox({ db: options.db, mailer, log: app.log, now });
  // Limits and catalogue clears: in this process, or in Redis for every instance (REDIS_URL).
  const shared = await createSharedState(config, app.log);
  app.addHook('onClose', () => shared.close());
  const ctx: AppContext = {
    config,
    db: options.db,
    storage,
    throttle: shared.throttle,
    uploadSlots: shared.uploadSlots,
    catalogCache: shared.catalogCache,
    events: new DomainEvents(),
    payments,
    paymentsPort: ordersPaymentsPort,
    now,
    mailer,
    mail,
    log: app.log,
  };
  // Each module's subscribers to the events services publish in their units of work (ADR 0053).
  clearCatalogueOn(ctx.events, ctx.catalogCache);
  alertFollowersOn(ctx);
  app.decorate('ctx', ctx);
  app.addHook('onReady', async () => mail.start());
  app.addHook('onClose', () => mail.stop());

  // 3. modules
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(supportRoutes);
      await api.register(catalogRoutes);
      await api.register(artistRoutes);
      await api.register(collectionRoutes);
      await api.register(cartRoutes);
      await api.register(checkoutRoutes);
      await api.register(orderViewRoutes);
      await api.register(customerPaymentRoutes);
      await api.register(paypalWebhookRoutes);
      await api.register(payuPostbackRoutes);
      await api.register(bankTransferAdminRoutes);
      await api.register(customerAccountRoutes);
      await api.register(customerDashboardRoutes);
      await api.register(customerOrderRoutes);
      await api.register(savedWorksRoutes);
      await api.register(vendorAudienceRoutes);
      await api.register(customerAlertRoutes);
      await api.register(publicAlertRoutes);
      await api.register(adminRefundRoutes);
      await api.register(vendorAccountRoutes);
      await api.register(adminAccountRoutes);
      await api.register(passwordResetRoutes);
      await api.register(twoFactorRoutes);
      await api.register(emailVerificationRoutes);
      await api.register(vendorProductRoutes);
      await api.register(listingEditRoutes);
      await api.register(bankAccountRoutes);
      await api.register(vendorProfileRoutes);
      await api.register(fulfilmentRoutes);
      await api.register(adminCatalogRoutes);
      await api.register(adminCollectionRoutes);
      await api.register(adminVendorRoutes);
      await api.register(adminOrderRoutes);
      await api.register(adminCustomerRoutes);
      await api.register(adminPayoutRoutes);
      await api.register(vendorPayoutRoutes);
      await api.register(customerReviewRoutes);
      await api.register(vendorReviewRoutes);
      await api.register(adminReviewRoutes);
      await api.register(customerConversationRoutes);
      await api.register(vendorConversationRoutes);
      await api.register(adminConversationRoutes);
      await api.register(publicCertificateRoutes);
      await api.register(customerCertificateRoutes);
      await api.register(publicOfferRoutes);
      await api.register(customerOfferRoutes);
      await api.register(vendorOfferRoutes);
      await api.register(adminOfferRoutes);
    },
    { prefix: '/api' },
  );
  // The certificates' public key, at its well-known address (ADR 0049).
  await app.register(certificateKeyRoutes);

  // The built-in payment sandbox, when no provider credentials are set (never in production).
  const paypalSandbox = ctx.payments.paypal?.sandbox;
  if (paypalSandbox) await app.register(paypalSandbox.plugin, { prefix: SANDBOX_PREFIX.paypal });
  const payuSandbox = ctx.payments.payu?.sandbox;
  if (payuSandbox) await app.register(payuSandbox.plugin, { prefix: SANDBOX_PREFIX.payu });

  // 4. the web app and the not-found answer
  await app.register(webPlugin, { distDir: config.WEB_DIST_DIR ?? defaultWebDist });
  return app;
}
