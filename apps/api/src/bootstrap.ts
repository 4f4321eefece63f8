import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { countAdmins, ensureAdmin } from './modules/accounts/admin-accounts.service.ts';

/** Listed in the README; created only outside production, on a database without any admin. */
export const DEMO_ADMIN = { email: 'admin@artmarket.local', password: 'ArtMarket-admin-1', name: 'Demo Admin' } as const;

/**
 * ADMIN_EMAIL and ADMIN_PASSWORD: make sure that admin exists with that password. With neither
 * set and no admin yet, outside production, create the demo admin and print its login.
 */
export async function bootstrapAdmins(db: Database, config: Config, log: FastifyBaseLogger): Promise<string[]> {
  const notices: string[] = [];
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const outcome = await ensureAdmin(db, { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD });
    log.info({ email: config.ADMIN_EMAIL, outcome }, 'admin account from ADMIN_EMAIL ensured');
    return notices;
  }
  if (config.ADMIN_EMAIL || config.ADMIN_PASSWORD) {
    log.warn('ADMIN_EMAIL and ADMIN_PASSWORD work together; set both to create or update that admin');
  }
  if (config.isProduction || (await countAdmins(db)) > 0) return notices;
  await ensureAdmin(db, DEMO_ADMIN);
  notices.push(`Demo admin created: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password} (sign in at /admin-login)`);
  return notices;
}
