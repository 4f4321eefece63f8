import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { DomainEvents } from './events.ts';
import type { CatalogCache } from './modules/catalog/catalog-cache.ts';
import type { PaymentsPort } from './modules/orders/payments-port.ts';
import type { PaymentProviders } from './modules/payments/payment-providers.ts';
import type { MailOutbox } from './plugins/mail-outbox.ts';
import type { Mailer } from './plugins/mailer.ts';
import type { FileStorage } from './plugins/storage.ts';
import type { Throttle } from './plugins/throttle.ts';
import type { UploadSlots } from './plugins/upload-slots.ts';

/** What services need from the outside world, decorated on the app once and passed down explicitly. */
export interface AppContext {
  config: Config;
  db: Database;
  /** Sends at once, for the few answers that must say whether the mail left (the contact form). */
  mailer: Mailer;
  /** Every other mail: written with the change it reports (`after.mail` in withTransaction), sent by a worker. */
  mail: MailOutbox;
  log: FastifyBaseLogger;
  storage: FileStorage;
  /** Request limits (logins, registrations, reset codes, the contact form), per process or shared in Redis. */
  throttle: Throttle;
  /** The uploads each account has under way (`UPLOADS_PER_ACCOUNT`), per process or shared in Redis. */
  uploadSlots: UploadSlots;
  /** Clearing it after a write clears every instance's copy. */
  catalogCache: CatalogCache;
  /** Who hears each domain event published in a unit of work (`after.publish`), registered once in app.ts. */
  events: DomainEvents;
  payments: PaymentProviders;
  /** What orders ask of payments (attempts, refunds paid): orders never import payments (ADR 0052). */
  paymentsPort: PaymentsPort;
  now: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
