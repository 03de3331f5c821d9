import { DEFAULT_TIME_ZONE } from '../defaults'
import { rulesForMode } from '../schedule/branchHours'
import { zoned } from '../schedule/clock'
import { openPeriods, periodAt } from '../schedule/intervals'
import type { Branch } from '../branches/types'
import type { DeliveryMode } from '../delivery/types'
import { isInAppointmentWindow } from './availability'
import { type BranchForSlots, earliestStart, firstSlotFrom } from './earliest'
import type { LeadTimes } from './leadTime'
import { parseAppointment, writtenDateTime } from './labels'
import { SLOT_TEXTS, tooEarlyText } from './texts'

export type AppointmentErrorCode = 'required' | 'tooEarly' | 'unavailableDay' | 'closed'

export interface AppointmentError {
  code: AppointmentErrorCode
  message: string
}

export interface AppointmentCheck {
  branch: BranchForSlots & Pick<Branch, 'isAppointmentRequired'>
  mode: DeliveryMode
  /** ISO date-time; null or empty for 'as soon as possible'. */
  appointment: string | null | undefined
  now: Date
  tz?: string
  leadTimes?: LeadTimes
}

/**
 * Checks a chosen appointment: required but missing; before the earliest start (past, the
 * 15-minute gap or a lead time); on a day outside the 90-day window; outside the opening hours
 * (delivery hours when enabled, for delivery). Null when it is fine or none is needed.
 */
export function validateAppointment(check: AppointmentCheck): AppointmentError | null {
  const tz = check.tz ?? DEFAULT_TIME_ZONE
  const value = parseAppointment(check.appointment, tz)
  if (!value) return check.branch.isAppointmentRequired ? { code: 'required', message: SLOT_TEXTS.appointmentRequired } : null
  const now = zoned(check.now, tz)
  const rules = rulesForMode(check.branch, check.mode)
  const earliest = earliestStart(now, check.leadTimes ?? [])
  if (value < earliest) {
    const slot = firstSlotFrom(rules, earliest)
    return { code: 'tooEarly', message: tooEarlyText(slot ? writtenDateTime(slot) : null) }
  }
  if (!isInAppointmentWindow(value.startOf('day'), now)) {
    return { code: 'unavailableDay', message: SLOT_TEXTS.noAppointmentsOnDay }
  }
  const periods = openPeriods(rules, value.startOf('day').minus({ days: 1 }), 2)
  if (!periodAt(periods, value)) return { code: 'closed', message: SLOT_TEXTS.appointmentClosed }
  return null
}
