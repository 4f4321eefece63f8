import { loadConfig } from '#api/config.ts';
import { openDatabase } from '#api/db/client.ts';
import { embeddedDatabaseFolder } from '#api/instance-start.ts';
import { retirePublishedDemoPasswords } from '#api/modules/demo/published-passwords.service.ts';

// npm run demo:retire-passwords: once, on a database seeded by an earlier version whose demo accounts still take the
// passwords its README printed; a start refuses until this has run (ADR 0026). On the embedded database stop the server
// first. Running it again changes nothing.
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: embeddedDatabaseFolder(config) });
const notices = await database.duringStartUp(() => retirePublishedDemoPasswords(database.db, config.DATA_DIR));
await database.close();
process.stdout.write(`${notices.length > 0 ? notices.join('\n') : 'No demo account takes a published password.'}\n`);
