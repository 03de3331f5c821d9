import { describe, expect, it } from '@jest/globals'

import { slotTimes } from '@/src/domain/slots/availability'
import { stepHour, stepMinute, timePickerModel } from '@/src/domain/slots/timePicker'
import type { TimeWindow } from '@/src/domain/slots/windows'

const window = (from: string, to: string): TimeWindow => ({
  from, to, start: `2026-03-04T${from}:00.000+01:00`, end: `2026-03-04T${to}:00.000+01:00`,
})
const day = [window('10:00', '12:00'), window('14:00', '15:00')]
const slots = slotTimes(day, 'Europe/Vienna')

describe('time picker steppers (5 minutes, restricted to the windows)', () => {
  it.each<[string, 'hour' | 'minute', string | null, 1 | -1, string | null]>([
    ['minute up', 'minute', '10:00', 1, '10:05'],
    ['minute down', 'minute', '10:05', -1, '10:00'],
    ['minute up jumps the gap', 'minute', '11:55', 1, '14:00'],
    ['minute down jumps the gap back', 'minute', '14:00', -1, '11:55'],
    ['minute down at the first slot stays', 'minute', '10:00', -1, '10:00'],
    ['minute up at the last slot stays', 'minute', '14:55', 1, '14:55'],
    ['hour up', 'hour', '10:30', 1, '11:30'],
    ['hour up into the gap snaps to the next window', 'hour', '11:30', 1, '14:00'],
    ['hour down into the gap snaps to the previous window', 'hour', '14:30', -1, '11:55'],
    ['hour up past the last slot stays', 'hour', '14:30', 1, '14:30'],
    ['hour down before the first slot stays', 'hour', '10:30', -1, '10:30'],
    ['without a value: the first slot', 'hour', null, 1, '10:00'],
  ])('%s', (_, stepper, value, direction, expected) =>
    expect((stepper === 'hour' ? stepHour : stepMinute)(slots, value, direction)).toBe(expected))
})

describe('timePickerModel', () => {
  it('starts at the first slot', () => {
    expect(timePickerModel(day)).toMatchObject({
      value: '10:00', hour: 10, minute: 0, isAvailable: true, message: null,
      canDecreaseHour: false, canIncreaseHour: true, canDecreaseMinute: false, canIncreaseMinute: true,
    })
    expect(timePickerModel(day).slots).toHaveLength(36)
    expect(slots.slice(22, 26)).toEqual(['11:50', '11:55', '14:00', '14:05'])
  })

  it('keeps a chosen slot', () => {
    expect(timePickerModel(day, '14:55')).toMatchObject({
      value: '14:55', hour: 14, minute: 55, isAvailable: true, canIncreaseMinute: false, canIncreaseHour: false, canDecreaseHour: true,
    })
  })

  it('marks a time outside the windows as unavailable (saving disabled)', () => {
    expect(timePickerModel(day, '12:30')).toMatchObject({ value: '12:30', isAvailable: false })
  })

  it('shows the spec message for a day without windows', () => {
    expect(timePickerModel([])).toMatchObject({
      value: null, hour: null, minute: null, isAvailable: false, slots: [],
      message: 'Zum ausgewählten Tag sind keine Termine verfügbar.',
    })
  })
})
