import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import type { Database } from './db/client.ts';
import { countAdmins, ensureAdmin } from './modules/accounts/admin-accounts.service.ts';
import {
  DEMO_ADMIN,
  demoAccountsAllowed,
  demoAccountsFile,
  demoCatalogueWanted,
  demoPassword,
  readDemoAccounts,
  readOrCreateDemoAccounts,
} from './modules/demo/demo-accounts.ts';
import { isCatalogueEmpty, seedDemoCatalogue } from './modules/demo/demo-catalogue.service.ts';
import { refusePublishedDemoPasswords } from './modules/demo/published-passwords.service.ts';
import { BACKFILL_LEDGER_COMMAND, hasMissingCaptures } from './modules/ledger/ledger.service.ts';

/**
 * What a start prepares before it listens: the admins and the demo catalogue on an empty database.
 * Answers the lines for the start banner. Fixes to older data are one-off commands, not start-up work
 * (ADR 0026): a start only checks for them, refusing while a demo account takes a published password.
 */
export async function bootstrapAtStart(ctx: AppContext, options: { embedded: boolean }, log: FastifyBaseLogger) {
  await refusePublishedDemoPasswords(ctx.db);
  if (await hasMissingCaptures(ctx.db)) {
    log.warn(`ledger: orders paid before the ledger existed have no capture yet; run \`${BACKFILL_LEDGER_COMMAND}\``);
  }
  const notices = await bootstrapAdmins(ctx.db, ctx.config, log);
  if (demoCatalogueWanted(ctx.config, options.embedded) && (await isCatalogueEmpty(ctx))) {
    notices.push(...(await seedDemoCatalogue(ctx)));
  }
  if (readDemoAccounts(ctx.config.DATA_DIR).length > 0) {
    notices.push(`Demo logins (role, e-mail, password) are kept in ${demoAccountsFile(ctx.config.DATA_DIR)}`);
  }
  return notices;
}

/**
 * ADMIN_EMAIL and ADMIN_PASSWORD: make sure that admin exists with that password. With neither
 * set and no admin yet, where demo accounts are allowed, create the demo admin with its generated
 * password and show that password this once.
 */
export async function bootstrapAdmins(db: Database, config: Config, log: FastifyBaseLogger): Promise<string[]> {
  const notices: string[] = [];
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const outcome = await ensureAdmin(db, { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD });
    log.info({ email: config.ADMIN_EMAIL, outcome }, 'admin account from ADMIN_EMAIL ensured');
    if (outcome === 'updated but disabled') log.warn({ email: config.ADMIN_EMAIL }, 'the ADMIN_EMAIL admin is disabled');
    return notices;
  }
  if (config.ADMIN_EMAIL || config.ADMIN_PASSWORD) {
    log.warn('ADMIN_EMAIL and ADMIN_PASSWORD work together; set both to create or update that admin');
  }
  if (!demoAccountsAllowed(config) || (await countAdmins(db)) > 0) return notices;
  const password = demoPassword(readOrCreateDemoAccounts(config.DATA_DIR), DEMO_ADMIN.email);
  await ensureAdmin(db, { ...DEMO_ADMIN, password });
  notices.push(`Demo admin created: ${DEMO_ADMIN.email} / ${password} (sign in at /admin-login)`);
  return notices;
}
