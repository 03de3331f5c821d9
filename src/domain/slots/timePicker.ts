import { DEFAULT_TIME_ZONE } from '../defaults'
import { parseClock } from '../schedule/clock'
import { slotTimes } from './availability'
import { SLOT_TEXTS } from './texts'
import type { TimeWindow } from './windows'

export interface TimePickerModel {
  windows: TimeWindow[]
  /** Every selectable 'HH:mm' of the day in 5-minute steps. */
  slots: string[]
  /** The shown time: the given value, or the first slot when none is given. */
  value: string | null
  hour: number | null
  minute: number | null
  canDecreaseHour: boolean
  canIncreaseHour: boolean
  canDecreaseMinute: boolean
  canIncreaseMinute: boolean
  /** Whether `value` is one of the slots ('Speichern' is disabled otherwise). */
  isAvailable: boolean
  /** 'Zum ausgewählten Tag sind keine Termine verfügbar.' when the day has no windows. */
  message: string | null
}

type Direction = 1 | -1

const minutesOf = (time: string): number => parseClock(time) ?? 0

function nearest(slots: readonly string[], target: number, direction: Direction, inclusive: boolean): string | undefined {
  const candidates = slots.filter((slot) => {
    const minutes = minutesOf(slot)
    if (direction > 0) return inclusive ? minutes >= target : minutes > target
    return inclusive ? minutes <= target : minutes < target
  })
  return direction > 0 ? candidates[0] : candidates[candidates.length - 1]
}

/** The next (or previous) slot: the minute stepper moves 5 minutes, jumping gaps between windows. */
export function stepMinute(slots: readonly string[], value: string | null, direction: Direction): string | null {
  if (value === null) return slots[0] ?? null
  return nearest(slots, minutesOf(value), direction, false) ?? value
}

/** One hour later (earlier), snapped to the nearest slot in that direction; unchanged at the edge. */
export function stepHour(slots: readonly string[], value: string | null, direction: Direction): string | null {
  if (value === null) return slots[0] ?? null
  return nearest(slots, minutesOf(value) + direction * 60, direction, true) ?? value
}

/** The state of the time picker overlay for the chosen day's windows and the current value. */
export function timePickerModel(
  windows: readonly TimeWindow[],
  value?: string | null,
  tz: string = DEFAULT_TIME_ZONE,
): TimePickerModel {
  const slots = slotTimes(windows, tz)
  const shown = value ?? slots[0] ?? null
  const minutes = shown === null ? null : parseClock(shown)
  const moves = (step: typeof stepHour, direction: Direction) => shown !== null && step(slots, shown, direction) !== shown
  return {
    windows: [...windows],
    slots,
    value: shown,
    hour: minutes === null ? null : Math.floor(minutes / 60),
    minute: minutes === null ? null : minutes % 60,
    canDecreaseHour: moves(stepHour, -1),
    canIncreaseHour: moves(stepHour, 1),
    canDecreaseMinute: moves(stepMinute, -1),
    canIncreaseMinute: moves(stepMinute, 1),
    isAvailable: shown !== null && slots.includes(shown),
    message: windows.length === 0 ? SLOT_TEXTS.noAppointmentsOnDay : null,
  }
}
