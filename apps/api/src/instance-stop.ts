import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/client.ts';
import { markStopping } from './modules/health/readiness.ts';

const STOP_SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/** Past this after the grace, a stop that is still waiting (a client that never finishes its request) exits anyway. */
export const STOP_LIMIT_MS = 10_000;
/** A second Ctrl-C this long or longer after the first is a person insisting, not a copy of the same one. */
export const SECOND_PRESS_MS = 1_000;

export interface RunningInstance {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Stops the timed jobs, resolving once a step under way has finished. */
  stopJobs(): Promise<void>;
  /** How long it keeps serving once /api/ready answers 503, before it closes its listener (STOP_GRACE_MS). */
  graceMs: number;
}

/**
 * A graceful stop. /api/ready answers 503 at once and the timed jobs stop, but for `graceMs` the
 * instance keeps accepting and serving, so a load balancer has time to see it and send new requests
 * elsewhere, and connections already queued on the listening socket are served; each answer then says
 * `Connection: close`, so no keep-alive connection is left idle for the close to cut under a client.
 * Then `app.close()` stops listening, closes idle connections, answers what is in flight with
 * `Connection: close` and runs the onClose hooks (the mail outbox's last pass) once the last one is
 * done; then the pools close. Connections that never carried a request are closed with the listener
 * (`dropUnused`, see `unusedConnections`).
 */
export async function stopInstance(instance: RunningInstance, dropUnused: () => void = () => {}): Promise<void> {
  markStopping(instance.app.ctx);
  const jobsStopped = instance.stopJobs();
  const closeAfterAnswer = (_request: IncomingMessage, response: ServerResponse) => {
    if (!response.headersSent) response.setHeader('connection', 'close');
  };
  instance.app.server.prependListener('request', closeAfterAnswer);
  await delay(instance.graceMs);
  const closed = instance.app.close();
  dropUnused();
  await closed;
  await jobsStopped;
  await instance.database.close();
}

export type SignalVerdict = 'stop' | 'ignore' | 'force';

/**
 * What each stop signal means. The first starts the stop. A signal sent to the process group reaches the
 * server twice (`npm run serve` passes its own copy on), and Ctrl-C in a terminal does the same: such a
 * copy during the stop is ignored. The stop is cut short only by a third signal, or by a second SIGINT
 * a second or more after the first (a person pressing Ctrl-C again).
 */
export class StopSignalPolicy {
  private received = 0;
  private firstInterruptAt: number | undefined;

  constructor(private readonly now: () => number = Date.now) {}

  receive(signal: NodeJS.Signals): SignalVerdict {
    this.received += 1;
    const at = this.now();
    const pressedAgain =
      signal === 'SIGINT' && this.firstInterruptAt !== undefined && at - this.firstInterruptAt >= SECOND_PRESS_MS;
    if (signal === 'SIGINT') this.firstInterruptAt ??= at;
    if (this.received === 1) return 'stop';
    return this.received >= 3 || pressedAgain ? 'force' : 'ignore';
  }
}

/**
 * The connections a client opened and has not sent a byte on yet (Chromium opens spare ones ahead of need).
 * Node's close does not count them idle, so a stop waited for them until the client let go, past the stop's
 * limit (nodejs/node#63452); nothing is in flight on them, so the stop closes them with its listener. Tracked
 * from the start; answers the function that closes them.
 */
export function unusedConnections(server: Server): () => void {
  const unused = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    unused.add(socket);
    socket.once('close', () => unused.delete(socket));
  });
  server.on('request', (request: IncomingMessage) => unused.delete(request.socket));
  return () => {
    for (const socket of unused) if (socket.bytesRead === 0) socket.destroy();
  };
}

/** On SIGTERM or SIGINT: stop gracefully and exit 0, or exit 1 when that fails, takes too long or is cut short. */
export function stopOnSignals(instance: RunningInstance): void {
  const { log } = instance.app;
  const dropUnused = unusedConnections(instance.app.server);
  const limitMs = instance.graceMs + STOP_LIMIT_MS;
  const policy = new StopSignalPolicy();
  const stop = (signal: NodeJS.Signals) => {
    log.info({ signal, graceMs: instance.graceMs }, 'stopping: finishing the requests and job steps under way');
    const started = Date.now();
    setTimeout(() => {
      log.error({ limitMs }, 'stop took too long: exiting with work unfinished');
      process.exit(1);
    }, limitMs).unref();
    stopInstance(instance, dropUnused).then(
      () => {
        log.info({ ms: Date.now() - started }, 'stopped');
        process.exit(0);
      },
      (error: unknown) => {
        log.error({ err: error }, 'stop failed');
        process.exit(1);
      },
    );
  };
  const onSignal = (signal: NodeJS.Signals) => {
    const verdict = policy.receive(signal);
    if (verdict === 'stop') return stop(signal);
    if (verdict === 'ignore') {
      log.info({ signal }, 'already stopping: signal ignored (a third signal, or Ctrl-C again after a second, exits at once)');
      return;
    }
    log.error({ signal }, 'stop cut short: exiting with work unfinished');
    process.exit(1);
  };
  for (const name of STOP_SIGNALS) process.on(name, onSignal);
}
