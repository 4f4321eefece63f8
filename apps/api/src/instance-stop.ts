import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/client.ts';

const STOP_SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/** Past this, a stop that is still waiting (a client that never finishes its request) exits anyway. */
export const STOP_LIMIT_MS = 10_000;

export interface RunningInstance {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Stops the timed jobs, resolving once a step under way has finished. */
  stopJobs(): Promise<void>;
}

/**
 * A graceful stop: no new connections, /api/ready answers 503, every request in flight and every job
 * step under way finishes, then the pools close. `app.close()` does the HTTP part: it stops listening,
 * closes idle keep-alive connections, answers what is in flight with `Connection: close`, and runs the
 * onClose hooks (the mail outbox's last pass) once the last one is done.
 */
export async function stopInstance(instance: RunningInstance): Promise<void> {
  const jobsStopped = instance.stopJobs();
  await instance.app.close();
  await jobsStopped;
  await instance.database.close();
}

/** On SIGTERM or SIGINT: stop gracefully and exit 0, or exit 1 when that takes past STOP_LIMIT_MS or fails. */
export function stopOnSignals(instance: RunningInstance): void {
  const { log } = instance.app;
  const stop = (signal: NodeJS.Signals) => {
    log.info({ signal }, 'stopping: finishing the requests and job steps under way');
    const started = Date.now();
    setTimeout(() => {
      log.error({ limitMs: STOP_LIMIT_MS }, 'stop took too long: exiting with work unfinished');
      process.exit(1);
    }, STOP_LIMIT_MS).unref();
    stopInstance(instance).then(
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
  // A second signal while stopping finds no listener and ends the process at once (Ctrl-C twice).
  const onSignal = (signal: NodeJS.Signals) => {
    for (const name of STOP_SIGNALS) process.off(name, onSignal);
    stop(signal);
  };
  for (const name of STOP_SIGNALS) process.on(name, onSignal);
}
