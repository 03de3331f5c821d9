import { DateTime } from 'luxon'

import { DEFAULT_TIME_ZONE } from '../defaults'
import { rulesForMode } from '../schedule/branchHours'
import { formatClock, formatDay, startOfDay, zoned } from '../schedule/clock'
import type { DeliveryMode } from '../delivery/types'
import { APPOINTMENT_STEP_MINUTES, APPOINTMENT_WINDOW_DAYS } from './constants'
import { type BranchForSlots, earliestStart, type SlotQuery } from './earliest'
import type { LeadTimes } from './leadTime'
import { type TimeWindow, windowsByDay } from './windows'

/** Whether a calendar day lies in the appointment window: today and the next 89 days. */
export function isInAppointmentWindow(day: DateTime, now: DateTime): boolean {
  const today = now.startOf('day')
  return day >= today && day < today.plus({ days: APPOINTMENT_WINDOW_DAYS })
}

/** Time windows of every day of the appointment window (today and the next 89 days). */
function appointmentCalendar(
  ...[branch, mode, now, tz = DEFAULT_TIME_ZONE, leadTimes = []]: SlotQuery
): Map<string, TimeWindow[]> {
  const at = zoned(now, tz)
  return windowsByDay(rulesForMode(branch, mode), at.startOf('day'), APPOINTMENT_WINDOW_DAYS, earliestStart(at, leadTimes))
}

/** Selectable days 'YYYY-MM-DD': not in the past, inside the 90-day window, with at least one slot. */
export function availableDays(...query: SlotQuery): string[] {
  return [...appointmentCalendar(...query)].filter(([, windows]) => windows.length > 0).map(([day]) => day)
}

/** The available time windows of one day ('YYYY-MM-DD'); empty outside the window or when closed. */
export function timeWindows(
  branch: BranchForSlots,
  mode: DeliveryMode,
  date: string,
  now: Date,
  tz: string = DEFAULT_TIME_ZONE,
  leadTimes: LeadTimes = [],
): TimeWindow[] {
  const day = startOfDay(date, tz)
  const at = zoned(now, tz)
  if (!day || !isInAppointmentWindow(day, at)) return []
  return windowsByDay(rulesForMode(branch, mode), day, 1, earliestStart(at, leadTimes)).get(formatDay(day)) ?? []
}

/** All slot times 'HH:mm' of the windows in 5-minute steps (a repeated DST hour is listed once). */
export function slotTimes(windows: readonly TimeWindow[], tz: string = DEFAULT_TIME_ZONE): string[] {
  const times: string[] = []
  for (const window of windows) {
    const end = DateTime.fromISO(window.end, { zone: tz })
    let slot = DateTime.fromISO(window.start, { zone: tz })
    for (; slot < end; slot = slot.plus({ minutes: APPOINTMENT_STEP_MINUTES })) {
      const time = formatClock(slot)
      if (!times.includes(time)) times.push(time)
    }
  }
  return times
}
