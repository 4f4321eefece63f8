import { embeddedDatabaseFolder, startCommand } from './instance-start.ts';
import { stopOnSignals } from './instance-stop.ts';
import { scheduledJobs } from './jobs.ts';

const { config, app, database, notices } = await startCommand();

const jobs = scheduledJobs(app.ctx, config, app.log);
await jobs.start();
stopOnSignals({ app, database, stopJobs: () => jobs.stop(), graceMs: config.STOP_GRACE_MS });

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
