import { DateTime } from 'luxon'

import { DEFAULT_TIME_ZONE } from '../defaults'
import { hoursText } from './hours'
import { workedMinutes, type Shift } from './shifts'

/**
 * The limits of the Austrian working-time act (Arbeitszeitgesetz) the time clock warns about,
 * in minutes; the settings may change them (issue 24: 'thresholds in settings').
 */
export interface WorkingTimeLimits {
  /** Daily working time above which a warning is shown (10 h), and the legal maximum (12 h). */
  dayWarning: number
  dayMaximum: number
  /** Weekly working time above which a warning is shown (50 h), and the legal maximum (60 h). */
  weekWarning: number
  weekMaximum: number
  /** A shift longer than this (6 h) needs at least `minimumBreak` (30 min) of break. */
  breakAfter: number
  minimumBreak: number
  /** The rest between two shifts (11 h). */
  minimumRest: number
}

export const DEFAULT_WORKING_TIME_LIMITS: WorkingTimeLimits = {
  dayWarning: 10 * 60,
  dayMaximum: 12 * 60,
  weekWarning: 50 * 60,
  weekMaximum: 60 * 60,
  breakAfter: 6 * 60,
  minimumBreak: 30,
  minimumRest: 11 * 60,
}

/** The limits as the settings keep them (hours; the break in minutes). */
export interface WorkingTimeLimitSettings {
  dayWarningHours?: number | null
  dayMaximumHours?: number | null
  weekWarningHours?: number | null
  weekMaximumHours?: number | null
  breakAfterHours?: number | null
  minimumBreakMinutes?: number | null
  minimumRestHours?: number | null
}

/** The limits in minutes from the settings; a limit left empty keeps the act's. */
export function workingTimeLimits(settings: WorkingTimeLimitSettings | null | undefined): WorkingTimeLimits {
  const minutes = (value: number | null | undefined, factor: number, fallback: number) =>
    typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.round(value * factor) : fallback
  const d = DEFAULT_WORKING_TIME_LIMITS
  return {
    dayWarning: minutes(settings?.dayWarningHours, 60, d.dayWarning),
    dayMaximum: minutes(settings?.dayMaximumHours, 60, d.dayMaximum),
    weekWarning: minutes(settings?.weekWarningHours, 60, d.weekWarning),
    weekMaximum: minutes(settings?.weekMaximumHours, 60, d.weekMaximum),
    breakAfter: minutes(settings?.breakAfterHours, 60, d.breakAfter),
    minimumBreak: minutes(settings?.minimumBreakMinutes, 1, d.minimumBreak),
    minimumRest: minutes(settings?.minimumRestHours, 60, d.minimumRest),
  }
}

export type WorkingTimeWarningKind = 'dayWarning' | 'dayMaximum' | 'weekWarning' | 'weekMaximum' | 'breakMissing' | 'restShort'

export interface WorkingTimeWarning {
  kind: WorkingTimeWarningKind
  /** The Vienna day ('2026-11-27'), or for the week kinds its Monday. */
  day: string
  /** The minutes the rule is about: worked time of the day or week, the break taken, the rest had. */
  minutes: number
  /** The limit in minutes it was measured against. */
  limit: number
  /** For a missing break: the minutes the shift was worked. */
  worked?: number
}


const dayText = (day: string) => DateTime.fromISO(day).toFormat('dd.MM.yyyy')

/** The German sentence of a warning, as the time clock and the manager's view show it. */
export function warningText(warning: WorkingTimeWarning): string {
  const worked = hoursText(warning.minutes)
  const limit = hoursText(warning.limit)
  switch (warning.kind) {
    case 'dayWarning':
      return `Am ${dayText(warning.day)} wurden ${worked} gearbeitet (mehr als ${limit}).`
    case 'dayMaximum':
      return `Am ${dayText(warning.day)} wurden ${worked} gearbeitet: mehr als die erlaubten ${limit}.`
    case 'weekWarning':
      return `In der Woche ab ${dayText(warning.day)} wurden ${worked} gearbeitet (mehr als ${limit}).`
    case 'weekMaximum':
      return `In der Woche ab ${dayText(warning.day)} wurden ${worked} gearbeitet: mehr als die erlaubten ${limit}.`
    case 'breakMissing':
      return `Am ${dayText(warning.day)} fehlt eine Pause: ${worked} Pause bei ${hoursText(warning.worked ?? 0)} Arbeitszeit (mindestens ${limit}).`
    case 'restShort':
      return `Vor der Schicht am ${dayText(warning.day)} lagen nur ${worked} Ruhezeit (mindestens ${limit}).`
  }
}

/** The Vienna day a shift counts for: the day it starts on (a night shift counts for the evening it began). */
const dayOf = (at: Date, zone: string) => DateTime.fromJSDate(at, { zone }).toISODate()!
const mondayOf = (day: string, zone: string) => DateTime.fromISO(day, { zone }).startOf('week').toISODate()!

const minutesBetween = (from: Date, to: Date) => Math.floor((to.getTime() - from.getTime()) / 60_000)

/**
 * The warnings of one person's shifts (ended or running until `now`): days and weeks over the
 * limits (only the stricter of the two per day or week), shifts over six hours with too little
 * break, and too short rests between consecutive shifts. In day order, then by kind.
 */
export function workingTimeWarnings(
  shifts: readonly Shift[],
  now: Date,
  limits: WorkingTimeLimits = DEFAULT_WORKING_TIME_LIMITS,
  zone: string = DEFAULT_TIME_ZONE,
): WorkingTimeWarning[] {
  const ordered = [...shifts].sort((a, b) => a.start.getTime() - b.start.getTime())
  const warnings: WorkingTimeWarning[] = []
  const byDay = new Map<string, number>()
  const byWeek = new Map<string, number>()
  ordered.forEach((shift, index) => {
    const day = dayOf(shift.start, zone)
    const { worked, paused } = workedMinutes(shift, now)
    byDay.set(day, (byDay.get(day) ?? 0) + worked)
    const week = mondayOf(day, zone)
    byWeek.set(week, (byWeek.get(week) ?? 0) + worked)
    if (worked > limits.breakAfter && paused < limits.minimumBreak) warnings.push({ kind: 'breakMissing', day, minutes: paused, limit: limits.minimumBreak, worked })
    const previous = ordered[index - 1]
    const previousEnd = previous && (previous.end ?? now)
    if (previousEnd && previousEnd <= shift.start) {
      const rest = minutesBetween(previousEnd, shift.start)
      if (rest < limits.minimumRest) warnings.push({ kind: 'restShort', day, minutes: rest, limit: limits.minimumRest })
    }
  })
  const over = (map: Map<string, number>, warning: number, maximum: number, kinds: [WorkingTimeWarningKind, WorkingTimeWarningKind]) => {
    for (const [day, minutes] of map) {
      if (minutes > maximum) warnings.push({ kind: kinds[1], day, minutes, limit: maximum })
      else if (minutes > warning) warnings.push({ kind: kinds[0], day, minutes, limit: warning })
    }
  }
  over(byDay, limits.dayWarning, limits.dayMaximum, ['dayWarning', 'dayMaximum'])
  over(byWeek, limits.weekWarning, limits.weekMaximum, ['weekWarning', 'weekMaximum'])
  const KIND_ORDER: WorkingTimeWarningKind[] = ['restShort', 'dayWarning', 'dayMaximum', 'breakMissing', 'weekWarning', 'weekMaximum']
  return warnings.sort((a, b) => a.day.localeCompare(b.day) || KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind))
}

const WEEK_KINDS: readonly WorkingTimeWarningKind[] = ['weekWarning', 'weekMaximum']

/** The warnings that concern the given days: the day kinds on one of them, the week kinds of the week starting `monday`. */
export const warningsWithin = (warnings: readonly WorkingTimeWarning[], days: readonly string[], monday: string): WorkingTimeWarning[] =>
  warnings.filter((warning) => (WEEK_KINDS.includes(warning.kind) ? warning.day === monday : days.includes(warning.day)))
