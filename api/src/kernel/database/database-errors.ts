/**
 * The constraint (or unique index) a unique violation (SQLSTATE 23505) hit, or null for other
 * errors. Drizzle wraps driver errors; PGlite and node-postgres both report `code` and
 * `constraint`.
 */
export function violatedUniqueConstraint(error: unknown): string | null {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code, constraint } = current as Error & { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}

/**
 * SQLSTATEs with which the database refuses a value it was given (class 22, data exception):
 * a number past its column's range (22003, e.g. an id of 2^53 in an integer column), text that
 * is no number or date (22P02, 22007, 22008), bytes that are no valid UTF-8 (22021), text
 * longer than its column (22001). The input was wrong, not the server; the statement changed
 * nothing.
 */
const refusedValueStates = new Set(['22003', '22P02', '22007', '22008', '22021', '22001']);

/** Whether `error` (or an error it wraps) is the database refusing a value it was given. */
export function isRefusedValue(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code } = current as Error & { code?: unknown };
    if (typeof code === 'string' && refusedValueStates.has(code)) return true;
  }
  return false;
}

/** What a log may say about a failed statement: never its parameters or values. */
export interface DatabaseErrorSummary {
  type: 'DatabaseError';
  /** The statement as written, with `$1`-style placeholders only, shortened. */
  statement: string | null;
  /** SQLSTATE, e.g. 23505 (unique violation), 22021 (bad byte sequence). */
  sqlstate: string | null;
  constraint: string | null;
  table: string | null;
  /** Where the failing call came from (the stack without its message lines). */
  stack: string;
}

const statementLength = 300;
/** Five characters with a digit: 23505, 22P02, XX000 (not Node's EPIPE). */
const sqlstatePattern = /^(?=.*\d)[0-9A-Z]{5}$/;

/**
 * A log-safe summary when `error` (or an error it wraps) is a database error, otherwise null.
 * Drizzle wraps driver errors in one carrying `query` and `params`; PGlite and node-postgres
 * report the SQLSTATE as a five-character `code`.
 */
export function databaseErrorSummary(error: unknown): DatabaseErrorSummary | null {
  let statement: string | null = null;
  let sqlstate: string | null = null;
  let constraint: string | null = null;
  let table: string | null = null;
  for (let current = error; current instanceof Error; current = current.cause) {
    const fields = current as Error & Record<string, unknown>;
    if (typeof fields.query === 'string' && 'params' in fields) statement ??= fields.query;
    if (typeof fields.code === 'string' && sqlstatePattern.test(fields.code)) {
      sqlstate ??= fields.code;
      if (typeof fields.constraint === 'string') constraint ??= fields.constraint;
      if (typeof fields.table === 'string') table ??= fields.table;
    }
  }
  if (statement === null && sqlstate === null) return null;
  return {
    type: 'DatabaseError',
    statement: statement === null ? null : statement.slice(0, statementLength),
    sqlstate,
    constraint,
    table,
    stack: callSites(error),
  };
}

function callSites(error: unknown): string {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  return stack
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}

/**
 * Node's socket errors when the database server cannot be reached or drops the connection.
 * `AggregateError` (several addresses of one host tried) carries the code of its first error.
 */
const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * SQLSTATEs of a database that is there but not serving: class 08 (connection exception),
 * 57P01–57P03 (shut down by the administrator, crashed, starting up), 57014 (statement cancelled
 * by DATABASE_STATEMENT_TIMEOUT), 53300 (no connection slot free).
 */
function isUnavailableState(code: string): boolean {
  return code.startsWith('08') || ['57P01', '57P02', '57P03', '57014', '53300'].includes(code);
}

/**
 * node-postgres reports a connection attempt past DATABASE_CONNECT_TIMEOUT, a query past its
 * query_timeout, and a connection that ended under a query only by their message.
 */
const unavailableMessages = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

/**
 * Whether `error` (or an error it wraps) means the database cannot be reached right now: the
 * request was not wrong, and repeating it once the database is back can succeed (503, not 500).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return databaseUnavailableReason(error) !== null;
}

/** The code or message that shows the database is unreachable, or null. */
export function databaseUnavailableReason(error: unknown): string | null {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code } = current as Error & { code?: unknown };
    if (typeof code === 'string') {
      if (unreachableCodes.has(code)) return code;
      if (sqlstatePattern.test(code) && isUnavailableState(code)) return code;
    }
    const message = current.message;
    const known = unavailableMessages.find((candidate) => message.startsWith(candidate));
    if (known) return known;
  }
  return null;
}
