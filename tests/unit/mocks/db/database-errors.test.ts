import { describe, expect, it } from 'vitest';
import { DatabaseUnavailable, isUnavailable } from '../../../../mocks/db/database-errors';

const driverError = (message: string, fields: Record<string, unknown>) => Object.assign(new Error(message), fields);

describe('isUnavailable: the database, not the request, is at fault (503)', () => {
  it.each<[string, unknown, boolean]>([
    ['the server’s own', new DatabaseUnavailable('gone'), true],
    [
      'PostgreSQL not taking connections (FATAL 55000)',
      driverError('database "x" is not currently accepting connections', { code: '55000', severity: 'FATAL' }),
      true,
    ],
    [
      'PostgreSQL terminating the session (57P01)',
      driverError('terminating connection due to administrator command', { code: '57P01', severity: 'FATAL' }),
      true,
    ],
    ['a connection refused', driverError('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED' }), true],
    ['a connection ended mid-query', new Error('Connection terminated unexpectedly'), true],
    ['a statement on a connection that already failed', new Error('Client has encountered a connection error and is not queryable'), true],
    ['a statement on a closed connection', new Error('Client was closed and is not queryable'), true],
    ['a query that timed out reading', new Error('Query read timeout'), true],
    ['SQLite read-only', driverError('attempt to write a readonly database', { code: 'SQLITE_READONLY' }), true],
    ['a unique violation (ERROR 23505)', driverError('duplicate key value', { code: '23505', severity: 'ERROR' }), false],
    [
      'an ERROR 55000 on a working connection',
      driverError('object not in prerequisite state', { code: '55000', severity: 'ERROR' }),
      false,
    ],
    ['a handler’s own bug', new TypeError('x is undefined'), false],
    ['not an error', 'text', false],
  ])('%s: %s', (_, error, unavailable) => {
    expect(isUnavailable(error)).toBe(unavailable);
  });
});
