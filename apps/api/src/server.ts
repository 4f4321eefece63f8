import path from 'node:path';
import { buildApp } from './app.ts';
import { bootstrapAtStart } from './bootstrap.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { startPaymentSweep } from './modules/payments/payment-sweep.ts';
import { startPayoutSchedule } from './modules/payouts/payout-schedule.ts';

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: path.join(config.DATA_DIR, 'pglite') });
const app = await buildApp({ config, db: database.db, poolStats: database.poolStats });
const notices = await bootstrapAtStart(app.ctx, { embedded: database.kind === 'pglite' }, app.log);

const stopSweep = startPaymentSweep(app.ctx, app.log);
const stopPayouts = startPayoutSchedule(app.ctx, config.PAYOUT_SCHEDULE, app.log);

async function shutDown(signal: NodeJS.Signals): Promise<void> {
  app.log.info({ signal }, 'shutting down');
  stopSweep();
  stopPayouts();
  await app.close();
  await database.close();
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, (received) => void shutDown(received));
}

await app.listen({ port: config.PORT, host: config.HOST });
const where = database.kind === 'pglite' ? `embedded PGlite in ${path.join(config.DATA_DIR, 'pglite')}` : 'PostgreSQL';
const banner = [
  '',
  `Art Market is running at ${config.PUBLIC_URL} (database: ${where})`,
  ...notices,
  `API docs: ${config.PUBLIC_URL}/api/docs`,
  '',
];
process.stdout.write(`${banner.join('\n')}\n`);
