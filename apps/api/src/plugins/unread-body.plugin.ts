import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * What the connection of an early answer still reads before it closes: a client sends its whole body
 * before it reads the answer, so one cut off mid-body (reset) often never sees why, but the rest of a
 * refused body is the client's to size, so reading it is bounded.
 */
export const LINGER = { ms: 5_000, bytes: 8 * 1024 * 1024 };

/**
 * An answer given before its request's body has arrived (a refused upload: a file past the limit, a field
 * the form does not take, the uploads-in-flight cap, a missing sign-in, a parser's limit) closes its
 * connection. Left as it was, the connection would wait for the rest of that body, which nothing reads
 * any more, and the next request sent on it (browsers reuse connections) would never be answered.
 *
 * Closing rather than draining to the end, as most servers do past a limit: draining a body of any size
 * would spend our bandwidth on what we already refused. The answer says `Connection: close`, so the
 * client sends its next request on a new connection. Meanwhile what still arrives is read and thrown
 * away (the socket is never left paused), and once the answer is out the connection lingers: it ends
 * its side at once and closes when the body has arrived, or past LINGER, whichever comes first.
 */
async function unreadBodyPlugin(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    const raw = request.raw;
    // `complete` is Node's "the whole body has been received"; an injected request has none.
    if (raw.complete !== false || !declaresBody(raw)) return;
    reply.header('connection', 'close');
    lingerThenClose(raw);
  });
}

function declaresBody(raw: IncomingMessage): boolean {
  return raw.headers['transfer-encoding'] !== undefined || Number(raw.headers['content-length'] ?? 0) > 0;
}

function lingerThenClose(raw: IncomingMessage): void {
  const socket: Socket = raw.socket;
  let received = 0;
  let lingering = false;
  // Only once what was written has gone out: destroying drops what is still queued.
  const close = () => {
    if (socket.writableFinished) socket.destroy();
    else socket.once('finish', () => socket.destroy());
  };
  raw.unpipe();
  raw.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (lingering && received > LINGER.bytes) close();
  });
  raw.once('end', () => {
    if (lingering) close();
  });
  raw.resume();
  // Node ends a `Connection: close` answer's connection with destroySoon once the answer is written; this
  // one waits for the body first (Node itself swaps the method on its stdio streams).
  socket.destroySoon = () => {
    lingering = true;
    socket.end();
    if (raw.complete || received > LINGER.bytes) return close();
    const timer = setTimeout(close, LINGER.ms).unref();
    socket.once('close', () => clearTimeout(timer));
  };
}

export default fp(unreadBodyPlugin, { name: 'unread-body' });
