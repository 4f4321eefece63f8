import type { FastifyRequest } from 'fastify';

/** What a log line may say about an error: no bound parameters, no row values, no query string. */
export interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  code?: string;
  constraint?: string;
  table?: string;
  cause?: LoggedError;
}

/** Drizzle's failed query reads "Failed query: <sql>\nparams: <values>"; the values may be hashes or e-mails. */
const QUERY_PARAMS = /\nparams:[\s\S]*$/;
/** PostgreSQL quotes the refused input itself: `invalid input syntax for type uuid: "someone@example.com"`. */
const QUOTED_INPUT = /(invalid input (?:syntax for type|value for enum) [^:\n]+): ".*"/g;
const CAUSE_DEPTH = 3;

/** The URL without its query string, which may carry e-mails, codes or tokens. */
export const pathOf = (url: string): string => url.split('?')[0] ?? '';

/**
 * An error as it may be logged: its message without Drizzle's parameters or a quoted input, and of a
 * PostgreSQL error only its code, constraint and table (its `detail` repeats the row's values:
 * "Key (email)=(...) already exists").
 */
export function loggableError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'A value that is not an Error was thrown' };
  const message = error.message.replace(QUERY_PARAMS, '').replace(QUOTED_INPUT, '$1: (value hidden)');
  const fields = error as Error & { code?: unknown; constraint?: unknown; table?: unknown; cause?: unknown };
  return {
    // Drizzle's errors keep the name "Error"; their class says more.
    type: error.name === 'Error' ? error.constructor.name : error.name,
    message,
    // The stack's first line repeats the message; a replacer function keeps a `$` in it literal.
    stack: error.stack?.replace(error.message, () => message),
    ...(typeof fields.code === 'string' && { code: fields.code }),
    ...(typeof fields.constraint === 'string' && { constraint: fields.constraint }),
    ...(typeof fields.table === 'string' && { table: fields.table }),
    ...(fields.cause !== undefined && depth < CAUSE_DEPTH && { cause: loggableError(fields.cause, depth + 1) }),
  };
}

/** The request as every log line shows it: Fastify's fields, with the path in place of the whole URL. */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: pathOf(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Pino options for the app; `given` (tests) adds to them, e.g. a stream, and false silences the log.
 * Bodies are never logged, headers that carry secrets are blanked, and URLs lose their query string.
 */
export function loggerOptions(level: string, given: boolean | object = true): false | object {
  if (given === false) return false;
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: { req: requestForLog },
    ...(typeof given === 'object' && given),
  };
}
