import { parseArgs } from 'node:util';
import { PASSWORD_MIN_LENGTH } from '@art-market/domain/rules';
import { loadConfig } from '#api/config.ts';
import { openDatabase } from '#api/db/client.ts';
import { embeddedDatabaseFolder } from '#api/instance-start.ts';
import { ensureAdmin } from '#api/modules/accounts/admin-accounts.service.ts';

// Usage: npm run admin:create -- --email ops@example.com --password '...' [--name 'Ops Team']
const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
});
const email = values.email ?? process.env.ADMIN_EMAIL;
const password = values.password ?? process.env.ADMIN_PASSWORD;
if (!email || !password || password.length < PASSWORD_MIN_LENGTH) {
  process.stderr.write(
    `Usage: npm run admin:create -- --email <email> --password <at least ${PASSWORD_MIN_LENGTH} characters> [--name <name>]\n`,
  );
  process.exit(1);
}
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: embeddedDatabaseFolder(config) });
const outcome = await ensureAdmin(database.db, { email, password, name: values.name });
await database.close();
process.stdout.write(`Admin ${email} ${outcome}.\n`);
