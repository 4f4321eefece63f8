import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * An answer given before its request's body has arrived (a refused upload: a file past the limit, a field
 * the form does not take, the uploads-in-flight cap, a missing sign-in, a parser's limit) closes its
 * connection. Left as it was, the connection would wait for the rest of that body, which nothing reads
 * any more, and the next request sent on it (browsers reuse connections) would never be answered.
 *
 * Closing rather than reading the rest: the rest can be as large as the client likes, so draining it
 * would spend our bandwidth on what we already refused. The answer says `Connection: close`, so the
 * client sends its next request on a new connection; meanwhile what still arrives is read and thrown
 * away (the socket is never left paused), which lets Node end the connection cleanly once the answer
 * is out instead of resetting it over unread bytes, which can lose the answer at the client.
 */
async function unreadBodyPlugin(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    const raw = request.raw;
    // `complete` is Node's "the whole body has been received"; an injected request has none.
    if (raw.complete !== false || !declaresBody(raw)) return;
    reply.header('connection', 'close');
    raw.unpipe();
    raw.resume();
  });
}

function declaresBody(raw: IncomingMessage): boolean {
  return raw.headers['transfer-encoding'] !== undefined || Number(raw.headers['content-length'] ?? 0) > 0;
}

export default fp(unreadBodyPlugin, { name: 'unread-body' });
