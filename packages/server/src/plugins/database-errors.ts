const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EAI_AGAIN',
  'EPIPE',
  // PostgreSQL: admin shutdown, crash shutdown, cannot connect now, too many connections.
  '57P01',
  '57P02',
  '57P03',
  '53300',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_CANTOPEN',
  'SQLITE_IOERR',
]);

const CONNECTION_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'The database connection is not open',
  'Cannot use a pool after calling end',
];

/**
 * True when an error means the database cannot be reached right now (as opposed to a bad query),
 * so the request should get 503 with Retry-After while the process stays up.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  if (CONNECTION_MESSAGES.some((m) => error.message.includes(m))) return true;
  if (error instanceof AggregateError) return error.errors.some((e) => isDatabaseUnavailable(e, depth + 1));
  return isDatabaseUnavailable((error as { cause?: unknown }).cause, depth + 1);
}
