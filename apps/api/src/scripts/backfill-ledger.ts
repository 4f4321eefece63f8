import { loadConfig } from '#api/config.ts';
import { openDatabase } from '#api/db/client.ts';
import { embeddedDatabaseFolder } from '#api/instance-start.ts';
import { recordMissingCaptures } from '#api/modules/ledger/ledger.service.ts';

// npm run ledger:backfill: once, on a database with orders paid before the ledger existed (a start warns about them,
// ADR 0026). Safe while instances serve on PostgreSQL; on the embedded database stop the server first. Running it
// again records nothing.
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: embeddedDatabaseFolder(config) });
const recorded = await database.duringStartUp(() => recordMissingCaptures(database.db));
await database.close();
process.stdout.write(`Ledger: recorded the captures of ${recorded} orders paid before it existed.\n`);
