/**
 * The database cannot be reached right now: a restart or failover cut the connection, the server
 * refuses connections while it starts or shuts down, or every connection slot is taken. Nothing
 * the client did; the same request succeeds a few seconds later, so it is answered 503 with
 * Retry-After (a keyed order placement is then retried safely with its Idempotency-Key).
 */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH',
  // PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections, connection_exception and its kin.
  '57P01', '57P02', '57P03', '53300', '08000', '08001', '08003', '08004', '08006',
])
const CONNECTION_MESSAGES = [/connection terminated/i, /not queryable/i, /timeout exceeded when trying to connect/i, /terminating connection/i]

export const DATABASE_UNAVAILABLE = 'Der Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es in wenigen Sekunden erneut.'
export const RETRY_AFTER_SECONDS = 2

/** True when the error, or one of its causes, is a lost or refused database connection. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; typeof cause === 'object' && cause !== null && depth < 10; cause = (cause as { cause?: unknown }).cause, depth++) {
    const { code, message } = cause as { code?: unknown; message?: unknown }
    if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true
    if (typeof message === 'string' && CONNECTION_MESSAGES.some((pattern) => pattern.test(message))) return true
  }
  return false
}
