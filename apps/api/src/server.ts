import { embeddedDatabaseFolder, startCommand } from './instance-start.ts';
import { stopOnSignals } from './instance-stop.ts';
import { startPaymentSweep } from './modules/payments/payment-sweep.ts';
import { startPayoutSchedule } from './modules/payouts/payout-schedule.ts';

const { config, app, database, notices } = await startCommand();

const stopSweep = startPaymentSweep(app.ctx, app.log);
const stopPayouts = startPayoutSchedule(app.ctx, config.PAYOUT_SCHEDULE, app.log);
stopOnSignals({ app, database, stopJobs: async () => void (await Promise.all([stopSweep(), stopPayouts()])) });

await app.listen({ port: config.PORT, host: config.HOST });
const where = database.kind === 'pglite' ? `embedded PGlite in ${embeddedDatabaseFolder(config)}` : 'PostgreSQL';
const banner = [
  '',
  `Art Market is running at ${config.PUBLIC_URL} (database: ${where})`,
  ...notices,
  ...(config.API_DOCS ? [`API docs: ${config.PUBLIC_URL}/api/docs`] : []),
  '',
];
process.stdout.write(`${banner.join('\n')}\n`);
