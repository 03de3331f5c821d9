/**
 * PostgreSQL's refusals of values a client sent: class 22 "data exception" (invalid text
 * representation 22P02, numeric out of range 22003, NUL or a bad byte in text 22021, invalid
 * dates 22007/22008, a LIMIT or OFFSET out of range 2201W/2201X ...), a value of the wrong kind
 * where Payload passes query parameters through (42804: `limit=10&limit=abc` arrives as a list)
 * and a statement nested too deeply for the server (54001). Whatever else the database says is
 * the server's problem.
 */
const isInputCode = (code: unknown): boolean => typeof code === 'string' && (code.startsWith('22') || code === '42804' || code === '54001')

/**
 * Whether an error (or its cause, as drizzle wraps the driver's error in a DrizzleQueryError)
 * is PostgreSQL refusing a value of the request.
 */
export function isDatabaseInputError(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    if (isInputCode((current as { code?: unknown }).code)) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
