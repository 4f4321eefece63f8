import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loggableError, pathOf } from './logging.ts';

/** The shape of a pg / PGlite DatabaseError: its detail repeats the row. */
function databaseError(message: string, fields: Record<string, string>): Error {
  return Object.assign(new Error(message), { name: 'error', ...fields });
}

describe('loggableError', () => {
  it('keeps the failed SQL and the database code, without parameters, row values or quoted input', () => {
    const cause = databaseError('duplicate key value violates unique constraint "customers_email_key"', {
      code: '23505',
      constraint: 'customers_email_key',
      table: 'customers',
      detail: 'Key (email)=(asha@example.com) already exists.',
    });
    const error = new DrizzleQueryError(
      'insert into "customers" ("email", "password_hash") values ($1, $2)',
      ['asha@example.com', '$argon2id$v=19$secret'],
      cause,
    );
    const logged = loggableError(error);
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: insert into "customers" ("email", "password_hash") values ($1, $2)',
      cause: { type: 'error', code: '23505', constraint: 'customers_email_key', table: 'customers' },
    });
    const text = JSON.stringify(logged);
    for (const secret of ['asha@example.com', '$argon2id', 'params:', 'Key (email)']) expect(text).not.toContain(secret);

    const input = loggableError(databaseError('invalid input syntax for type uuid: "asha@example.com"', { code: '22P02' }));
    expect(input.message).toBe('invalid input syntax for type uuid: (value hidden)');
    expect(input.stack).not.toContain('asha@example.com');
  });

  it('logs something readable for a thrown value that is not an Error', () => {
    expect(loggableError('asha@example.com')).toEqual({ type: 'string', message: 'A value that is not an Error was thrown' });
  });
});

describe('pathOf', () => {
  it('drops the query string', () => {
    expect(pathOf('/api/Product/search?query=asha%40example.com')).toBe('/api/Product/search');
    expect(pathOf('/sitemap.xml')).toBe('/sitemap.xml');
  });
});
