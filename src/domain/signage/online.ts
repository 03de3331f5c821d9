/** How often a player reports that it is alive (and which scene it shows). */
export const HEARTBEAT_INTERVAL_MS = 30_000

/** A TV counts as online while its last sign of life is at most three heartbeats old. */
const ONLINE_WITHIN_MS = 3 * HEARTBEAT_INTERVAL_MS

/** Whether a TV last seen at `lastSeenAt` (ISO or null) is online at `now`. */
export function isTvOnline(lastSeenAt: string | null | undefined, now: Date): boolean {
  if (!lastSeenAt) return false
  const seen = Date.parse(lastSeenAt)
  return Number.isFinite(seen) && now.getTime() - seen <= ONLINE_WITHIN_MS
}
