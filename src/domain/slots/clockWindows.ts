import { DEFAULT_TIME_ZONE } from '../defaults'
import { atClock, formatInstant, parseClock, startOfDay } from '../schedule/clock'
import type { TimeWindow } from './windows'

/** A window as the availability endpoint sends it: local 'HH:mm' from and to ('24:00' = end of day). */
export interface ClockWindow {
  from: string
  to: string
}

/**
 * The full time windows of a calendar day ('YYYY-MM-DD') from local clock values, so the time
 * picker can step through them (its slots need instants). Unreadable windows are left out.
 */
export function windowsFromClock(date: string, windows: readonly ClockWindow[] | null | undefined, tz: string = DEFAULT_TIME_ZONE): TimeWindow[] {
  const day = startOfDay(date, tz)
  if (!day) return []
  return (windows ?? []).flatMap((window) => {
    const from = parseClock(window.from)
    const to = parseClock(window.to)
    if (from === null || to === null || to <= from) return []
    return [{ from: window.from, to: window.to, start: formatInstant(atClock(day, from)), end: formatInstant(atClock(day, to)) }]
  })
}
