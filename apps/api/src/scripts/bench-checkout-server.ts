import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '#api/app.ts';
import { bootstrapAtStart } from '#api/bootstrap.ts';
import { loadConfig } from '#api/config.ts';
import { openDatabase } from '#api/db/client.ts';
import { preparedStatement } from '#api/db/prepared-statement.ts';
import { scheduledJobs } from '#api/jobs.ts';
import { YARDSTICK_PATH, YARDSTICK_ROWS, YARDSTICK_TABLE } from './bench-checkout.ts';

// The checkout bench's server: server.ts's start (same app, same pool, same background work) plus one
// route, the yardstick the order creations are compared with. It exists only in this process, so nothing
// that ships can reach it. The route runs the smallest write transaction there is, on the app's pool:
// BEGIN, one UPDATE of one row by primary key, COMMIT. No token, no body, no schema: what is left is the
// server's plumbing every route pays (Fastify, the app's hooks, `pg`, the pool) and PostgreSQL's commit.
// Each bench buyer writes its own row, as each writes its own orders: no transaction waits on another's lock.
const writeOneRow = preparedStatement(
  'bench_write_one_row',
  () => sql`update ${sql.identifier(YARDSTICK_TABLE)} set writes = writes + 1 where id = ${sql.placeholder('row')}`,
);

async function start() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: path.join(config.DATA_DIR, 'pglite') });
  // The bench's own database, dropped after the run; the app's migrations know nothing of this table.
  await database.db.execute(
    sql`create table if not exists ${sql.identifier(YARDSTICK_TABLE)} (id integer primary key, writes bigint not null)`,
  );
  await database.db.execute(
    sql`insert into ${sql.identifier(YARDSTICK_TABLE)} select generate_series(0, ${YARDSTICK_ROWS - 1}), 0 on conflict do nothing`,
  );
  const app = await buildApp({ config, db: database.db });
  app.post<{ Params: { row: string } }>(`${YARDSTICK_PATH}/:row`, async (request) => {
    const row = Number(request.params.row) % YARDSTICK_ROWS;
    await app.ctx.db.transaction((tx) => writeOneRow(tx, { row }));
    return { row };
  });
  await bootstrapAtStart(app.ctx, { embedded: database.kind === 'pglite' }, app.log);
  const jobs = scheduledJobs(app.ctx, config, app.log);
  await jobs.start();
  process.once('SIGTERM', () => {
    void jobs
      .stop()
      .then(() => app.close())
      .then(() => database.close())
      .then(() => process.exit(0));
  });
  await app.listen({ port: config.PORT, host: config.HOST });
}

await start();
