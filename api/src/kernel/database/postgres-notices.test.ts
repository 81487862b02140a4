import pg from 'pg';
import { openPostgresDatabase } from './database';

/** Nothing listens on port 1: every connection attempt is refused at once. */
const unreachable = 'postgres://postgres@127.0.0.1:1/bildbote';

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test('a closed PostgreSQL database opens no connection for its notices afterwards', async () => {
  // Only the reconnect pause is faked; sockets and promises run for real.
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  const connects = jest.spyOn(pg.Client.prototype, 'connect');
  const errors: string[] = [];
  const database = openPostgresDatabase(unreachable, {
    error: (_details, message) => errors.push(message),
  });

  await database.listen('finder_changed', () => undefined);
  // The refused connection for LISTEN is tried again after a pause: here the database is closed first.
  expect(errors).toEqual(['PostgreSQL-Benachrichtigungen nicht verfügbar']);
  await database.close();
  jest.advanceTimersByTime(60_000);

  expect(connects).toHaveBeenCalledTimes(1);
});
