import { DEFAULT_TIME_ZONE } from '../defaults'
import { openingState } from './openingState'
import type { Rules } from './intervals'

/**
 * Whether a category or product schedule allows `now`: an empty or missing schedule means always;
 * otherwise the opening-hours rules decide (inside a shift = within schedule).
 */
export function isWithinSchedule(schedule: Rules, now: Date, tz: string = DEFAULT_TIME_ZONE): boolean {
  if (!schedule || schedule.length === 0) return true
  return openingState(schedule, now, tz).isOpen
}
