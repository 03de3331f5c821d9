import type { DateTime } from 'luxon'

import { deliveryModeOf } from '../cart/deliveryMode'
import { DEFAULT_TIME_ZONE } from '../defaults'
import { rulesForMode } from '../schedule/branchHours'
import { ceilToMinutes, formatClock, formatDay, formatInstant, zoned } from '../schedule/clock'
import { openPeriods, type Period, type Rules } from '../schedule/intervals'
import type { Branch } from '../branches/types'
import type { Cart } from '../cart/types'
import type { DeliveryMode } from '../delivery/types'
import { PICKUP_GAP_MINUTES, PICKUP_LOOKAHEAD_DAYS, SLOT_ROUNDING_MINUTES } from './constants'
import { afterLeadTime, type LeadTimes, leadTimesOfItems } from './leadTime'

export type BranchForSlots = Pick<Branch, 'openingHours' | 'deliveryHours' | 'isDeliveryHoursEnabled'>

/** The arguments of a slot query: branch, mode, now, time zone (default Vienna) and lead times (default none). */
export type SlotQuery = [branch: BranchForSlots, mode: DeliveryMode, now: Date, tz?: string, leadTimes?: LeadTimes]

export interface Appointment {
  /** ISO date-time with offset, as stored in the cart's order.appointment. */
  at: string
  /** Local calendar day 'YYYY-MM-DD'. */
  date: string
  /** Local 'HH:mm'. */
  time: string
}

/** The earliest start any slot may have: now + 15 minutes gap + longest lead time, rounded up to 5 minutes. */
export function earliestStart(now: DateTime, leadTimes: LeadTimes): DateTime {
  return ceilToMinutes(afterLeadTime(now.plus({ minutes: PICKUP_GAP_MINUTES }), leadTimes), SLOT_ROUNDING_MINUTES)
}

/** The first instant on the 5-minute grid at or after `from` inside one of the periods. */
function firstSlotIn(periods: readonly Period[], from: DateTime): DateTime | null {
  for (const period of periods) {
    if (period.end <= from) continue
    const slot = ceilToMinutes(period.start > from ? period.start : from, SLOT_ROUNDING_MINUTES)
    if (slot < period.end) return slot
  }
  return null
}

/** The first slot of the rules at or after `start`, searched 180 days ahead. */
export function firstSlotFrom(rules: Rules, start: DateTime): DateTime | null {
  return firstSlotIn(openPeriods(rules, start.startOf('day').minus({ days: 1 }), PICKUP_LOOKAHEAD_DAYS + 2), start)
}

const toAppointment = (value: DateTime): Appointment => ({
  at: formatInstant(value),
  date: formatDay(value),
  time: formatClock(value),
})

/** The earliest slot of a delivery mode, searched 180 days ahead of the earliest start. */
export function earliestSlot(...[branch, mode, now, tz = DEFAULT_TIME_ZONE, leadTimes = []]: SlotQuery): Appointment | null {
  const slot = firstSlotFrom(rulesForMode(branch, mode), earliestStart(zoned(now, tz), leadTimes))
  return slot ? toAppointment(slot) : null
}

/** The earliest possible appointment (pickup slot proposal) for a cart: its mode and its products' lead times. */
export function earliestAppointment(
  branch: BranchForSlots,
  cart: Pick<Cart, 'items' | 'isDelivery' | 'isDineIn'>,
  now: Date,
  tz: string = DEFAULT_TIME_ZONE,
): Appointment | null {
  return earliestSlot(branch, deliveryModeOf(cart), now, tz, leadTimesOfItems(cart.items))
}
