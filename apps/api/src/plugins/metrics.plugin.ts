import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '#api/db/client.ts';

/** How busy a PostgreSQL pool is; PGlite has none (one embedded connection). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface MetricsOptions {
  /** The bearer token a scraper sends; without one, /metrics does not exist. */
  token: string | undefined;
  db: Database;
  poolStats?: () => PoolStats;
}

/**
 * `GET /metrics` in Prometheus's text format, for an operator's scraper only (a bearer token).
 * This instance's own figures: requests and latencies per route, the database pool, the process.
 * The shared ones are read from the database at each scrape, so every instance reports the same:
 * the mail outbox and refunds by status (the jobs' queues and failures), payment attempts by
 * provider and outcome.
 */
const metrics: FastifyPluginAsync<MetricsOptions> = async (app, options) => {
  const { token } = options;
  if (!token) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Answered requests, by method, route and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by method and route',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never the raw address: one series per route, whatever ids are asked for.
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  const { poolStats } = options;
  if (poolStats) {
    new Gauge({
      name: 'db_pool_connections',
      help: "This instance's PostgreSQL connections, by state (idle, busy, waiting for one)",
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const pool = poolStats();
        this.set({ state: 'idle' }, pool.idle);
        this.set({ state: 'busy' }, pool.total - pool.idle);
        this.set({ state: 'waiting' }, pool.waiting);
      },
    });
  }
  countedByStatus(registry, options.db, {
    name: 'mail_outbox_messages',
    help: 'Mail in the outbox by status: pending is the queue, failed gave up after its retries',
    table: 'mail_outbox',
    labels: ['status'],
  });
  countedByStatus(registry, options.db, {
    name: 'refunds',
    help: 'Refunds by status: pending and failed ones are the refund queue',
    table: 'refunds',
    labels: ['status'],
  });
  countedByStatus(registry, options.db, {
    name: 'payment_attempts',
    help: 'Payment attempts by provider and outcome',
    table: 'payments',
    labels: ['provider', 'status'],
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!isBearer(request.headers.authorization, token)) {
      return reply.status(401).send({ message: 'A metrics token is required' });
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
};

/** A gauge whose values are the rows of `table` counted by `labels`, read at each scrape. */
function countedByStatus(
  registry: Registry,
  db: Database,
  gauge: { name: string; help: string; table: string; labels: string[] },
): void {
  const columns = sql.raw(gauge.labels.join(', '));
  new Gauge({
    name: gauge.name,
    help: gauge.help,
    labelNames: gauge.labels,
    registers: [registry],
    async collect() {
      const counted = await db.execute(
        sql`select ${columns}, count(*)::int as count from ${sql.raw(gauge.table)} group by ${columns}`,
      );
      this.reset();
      for (const row of (counted as unknown as { rows: Record<string, unknown>[] }).rows) {
        const labels = Object.fromEntries(gauge.labels.map((label) => [label, String(row[label])]));
        this.set(labels, Number(row.count));
      }
    },
  });
}

function isBearer(header: string | undefined, token: string): boolean {
  const sent = Buffer.from(header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : '');
  const expected = Buffer.from(token);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

export const metricsPlugin = fp(metrics, { name: 'metrics' });
