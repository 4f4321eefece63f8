import { describe, expect, it } from 'vitest';
import { isConnectionLost, isUniqueViolation } from './errors.ts';

/** A driver error as pg raises it, wrapped by Drizzle the way a failed query arrives at the error handler. */
const wrapped = (driverError: Error) => Object.assign(new Error('Failed query: select 1'), { cause: driverError });
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isConnectionLost', () => {
  it.each([
    ['a terminated backend (57P01)', withCode('terminating connection due to administrator command', '57P01')],
    ['a crashed server (57P02)', withCode('terminating connection due to crash of another server process', '57P02')],
    ['a server still starting (57P03)', withCode('the database system is starting up', '57P03')],
    ['a connection exception (08006)', withCode('connection failure', '08006')],
    ['a reset socket', withCode('read ECONNRESET', 'ECONNRESET')],
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a socket closed under a query', new Error('Connection terminated unexpectedly')],
    ['a client already broken', new Error('Client has encountered a connection error and is not queryable')],
  ])('knows %s, bare or wrapped by Drizzle', (_name, error) => {
    expect(isConnectionLost(error)).toBe(true);
    expect(isConnectionLost(wrapped(error))).toBe(true);
  });

  it('leaves errors about the request itself alone', () => {
    expect(isConnectionLost(wrapped(withCode('duplicate key value violates unique constraint', '23505')))).toBe(false);
    expect(isConnectionLost(wrapped(withCode('canceling statement due to statement timeout', '57014')))).toBe(false);
    expect(isConnectionLost(new Error('Not found'))).toBe(false);
    expect(isConnectionLost('Connection terminated unexpectedly')).toBe(false);
    expect(isUniqueViolation(wrapped(withCode('duplicate key', '23505')))).toBe(true);
  });
});
