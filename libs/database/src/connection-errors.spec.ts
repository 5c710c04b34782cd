import { isConnectionLost } from './connection-errors';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isConnectionLost', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a reset socket', withCode('ECONNRESET')],
    ['an administrator ending the backend', withCode('57P01', 'terminating connection due to administrator command')],
    ['a server starting up', withCode('57P03', 'the database system is starting up')],
    ['a connection exception', withCode('08006')],
    ['a socket closed under a query', new Error('Connection terminated unexpectedly')],
    ['a pool that waited too long', new Error('timeout exceeded when trying to connect')],
    ['a broken checked-out client', new Error('Client has encountered a connection error and is not queryable')],
    ['every address of a name refused', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], 'connect')],
  ])('recognises %s', (_, error) => {
    expect(isConnectionLost(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a bad value', withCode('22P02')],
    ['a missing table', withCode('42P01')],
    ['a plain error', new Error('append needs at least one event')],
    ['an aggregate with one refusal among other failures', new AggregateError([withCode('ECONNREFUSED'), withCode('23505')])],
    ['an empty aggregate', new AggregateError([])],
    ['no error at all', undefined],
    ['a string', 'ECONNREFUSED'],
  ])('does not take %s for a lost connection', (_, error) => {
    expect(isConnectionLost(error)).toBe(false);
  });
});
