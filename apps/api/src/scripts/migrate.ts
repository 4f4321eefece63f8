import { startCommand } from '#api/instance-start.ts';

// npm run migrate: the schema and the start-up work a server does before it listens, then exit. Safe to run
// while instances start or serve on PostgreSQL: it takes its turn under the same start-up lock.
const { app, database, notices } = await startCommand();
await app.close();
await database.close();
process.stdout.write(`${['Database up to date.', ...notices].join('\n')}\n`);
