/** The error and the causes it wraps (Drizzle puts the driver's error in `cause`), outermost first. */
function* errorChain(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  let current = error;
  for (let depth = 0; depth < 4 && current instanceof Object; depth += 1) {
    yield current as { code?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

/** PostgreSQL's unique_violation, whether the driver error arrives bare or wrapped by Drizzle (in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (const link of errorChain(error)) if (link.code === '23505') return true;
  return false;
}

/**
 * The server ended the session (57P01 a terminated backend or a fast shutdown, 57P02 a crash, 57P03 still
 * starting) or the connection itself broke (class 08, socket errors): nothing is wrong with the request,
 * it may be sent again once the pool has a new connection.
 */
const CONNECTION_LOST_CODES = new Set(['57P01', '57P02', '57P03', 'ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT']);
/** What node-postgres says when the socket closed under a query, or when a query meets a client already broken. */
const CONNECTION_LOST_MESSAGES = [
  /^Connection terminated/,
  /has encountered a connection error and is not queryable/,
  /^timeout exceeded when trying to connect/,
];

/** A query that failed because its database connection was lost, not because of what it asked. */
export function isConnectionLost(error: unknown): boolean {
  for (const { code, message } of errorChain(error)) {
    if (typeof code === 'string' && (CONNECTION_LOST_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && CONNECTION_LOST_MESSAGES.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}
