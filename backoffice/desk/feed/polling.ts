/**
 * How often the displays ask for today's orders: every 1.5 s, so a new order is on the screen
 * within 2 s (issue 18). After failures the pause doubles (3 s, 6 s, 12 s …) up to 30 s.
 */
export const POLL_INTERVAL_MS = 1_500
const MAX_RETRY_DELAY_MS = 30_000
/** A call that has not answered after this long counts as failed (the next one starts). */
export const REQUEST_TIMEOUT_MS = 10_000

/** The pause before the next call after `failures` failed calls in a row (0: the normal interval). */
export function retryDelay(failures: number, interval = POLL_INTERVAL_MS): number {
  if (failures <= 0) return interval
  return Math.min(interval * 2 ** failures, MAX_RETRY_DELAY_MS)
}
