import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { CatalogCache } from './modules/catalog/catalog-cache.ts';
import type { PaymentProviders } from './modules/payments/payment-providers.ts';
import type { MailQueue } from './plugins/mail-queue.ts';
import type { Mailer } from './plugins/mailer.ts';
import type { FileStorage } from './plugins/storage.ts';
import type { Throttle } from './plugins/throttle.ts';

/** What services need from the outside world, decorated on the app once and passed down explicitly. */
export interface AppContext {
  config: Config;
  db: Database;
  mailer: Mailer;
  /** Mail that must not hold up (or leak through) the answer: sent once the request is done. */
  mailQueue: MailQueue;
  storage: FileStorage;
  throttle: Throttle;
  catalogCache: CatalogCache;
  payments: PaymentProviders;
  now: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
