import type { DateTime } from 'luxon'

import { rulesForMode } from '@/src/domain/schedule/branchHours'
import { atClock, formatDay, zoned } from '@/src/domain/schedule/clock'
import { intervalsOn, type OpenInterval } from '@/src/domain/schedule/intervals'
import type { Branch } from '@/src/domain/branches/types'
import type { DeliveryMode } from '@/src/domain/delivery/types'

import type { SeededRandom } from './random'

/**
 * A calendar day of the demo history in Vienna: 'YYYY-MM-DD', its start, its weekday (1 Monday …
 * 7 Sunday) and whether the clocks change on it.
 */
export type DemoDay = { date: string; start: DateTime; weekday: number; changesClock: boolean }

/** How many days the demo history covers: today and the 89 days before. */
const DEMO_DAYS = 90

/** The days of the demo history, oldest first. */
export function demoDays(now: Date, count = DEMO_DAYS): DemoDay[] {
  const today = zoned(now).startOf('day')
  return Array.from({ length: count }, (_, index) => {
    const start = today.minus({ days: count - 1 - index })
    return { date: formatDay(start), start, weekday: start.weekday, changesClock: start.offset !== start.plus({ days: 1 }).offset }
  })
}

/** When in the day something happens: peaks (centre and spread in minutes of the day, weight) over a flat share. */
export type DemandCurve = { peaks: readonly (readonly [centre: number, spread: number, weight: number])[]; flat: number }

const at = (hours: number, minutes = 0) => hours * 60 + minutes

/** Orders: a lunch peak around 12:15 and a longer dinner peak around 19:00. */
export const MEALS: DemandCurve = { peaks: [[at(12, 15), 45, 0.47], [at(19), 65, 0.4]], flat: 0.13 }

/** Visits of the website: late morning and evening, when people plan where to eat. */
export const BROWSING: DemandCurve = { peaks: [[at(11, 30), 80, 0.3], [at(18, 45), 110, 0.4]], flat: 0.3 }

/** The instant of a minute of the day: plain arithmetic, through the zone's rules on the two days a year the clocks change. */
const instantOf = (day: DemoDay, minute: number): number =>
  day.changesClock ? atClock(day.start, minute).toMillis() : day.start.toMillis() + minute * 60_000

/** The waking hours in which the website is visited (06:30 to 23:45). */
export const visitingHours = (day: DemoDay): OpenInterval[] => [{ start: new Date(instantOf(day, at(6, 30))), end: new Date(instantOf(day, at(23, 45))) }]

const hoursOfBranches = new WeakMap<Branch, Map<string, OpenInterval[]>>()

/** When a branch is open for a mode on the day (delivery: its delivery hours), worked out once per branch, mode and day. */
export function openingHours(branch: Branch, mode: DeliveryMode, day: DemoDay): OpenInterval[] {
  const known = hoursOfBranches.get(branch) ?? new Map<string, OpenInterval[]>()
  hoursOfBranches.set(branch, known)
  const key = `${mode}:${day.date}`
  const hours = known.get(key) ?? intervalsOn(rulesForMode(branch, mode), day.date)
  known.set(key, hours)
  return hours
}

const length = (interval: OpenInterval) => interval.end.getTime() - interval.start.getTime()

/** A moment spread evenly over the intervals. */
function evenlyWithin(random: SeededRandom, intervals: OpenInterval[]): number {
  const interval = random.weighted(intervals.map((candidate) => [candidate, length(candidate)] as const))
  return interval.start.getTime() + random.next() * length(interval)
}

/**
 * A moment of the day as the curve has them, within one of the intervals and at least
 * `marginMinutes` before it ends (nobody orders in the last minutes); null when the day has no room.
 */
export function momentWithin(random: SeededRandom, day: DemoDay, curve: DemandCurve, intervals: OpenInterval[], marginMinutes = 0): Date | null {
  const usable = intervals
    .map((interval) => ({ start: interval.start, end: new Date(interval.end.getTime() - marginMinutes * 60_000) }))
    .filter((interval) => length(interval) > 0)
  if (usable.length === 0) return null
  const choices = [...curve.peaks.map((peak) => [peak, peak[2]] as const), [null, curve.flat] as const]
  for (let attempt = 0; attempt < 40; attempt++) {
    const peak = random.weighted(choices)
    if (!peak) return new Date(evenlyWithin(random, usable))
    const minute = Math.round(random.normal(peak[0], peak[1]))
    if (minute < 0 || minute >= 24 * 60) continue
    const moment = instantOf(day, minute) + random.int(0, 59_999)
    if (usable.some((interval) => moment >= interval.start.getTime() && moment < interval.end.getTime())) return new Date(moment)
  }
  return new Date(evenlyWithin(random, usable))
}
