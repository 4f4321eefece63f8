import { once } from 'node:events';
import net from 'node:net';

/**
 * A port no one listens on now, for a server whose address must be known before it starts. Taken below
 * Linux's ephemeral range (32768 and up): a port the kernel hands out (`listen(0)`) can meanwhile become
 * the local end of any outgoing connection (to PostgreSQL, Redis, a bucket), and the later listen then
 * fails with EADDRINUSE, as one CI run saw while an instance waited for another's start-up lock.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const probe = net.createServer().listen(port, '127.0.0.1');
    const outcome = await Promise.race([
      once(probe, 'listening').then(() => 'free' as const),
      once(probe, 'error').then(() => 'taken' as const),
    ]);
    probe.close();
    if (outcome === 'free') return port;
  }
}
