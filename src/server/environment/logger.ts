import { build } from 'pino-pretty'

import { isProduction } from './environment'

/**
 * Payload's logger at LOG_LEVEL (default info): JSON lines in production for log collectors,
 * readable coloured lines everywhere else.
 */
export function loggerConfig() {
  const options = { level: process.env.LOG_LEVEL || 'info' }
  if (isProduction()) return { options }
  // Synchronous writes: the launcher ends with process.exit, which would drop buffered lines.
  return { options, destination: build({ colorize: true, ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss', sync: true }) }
}
