import { describe, expect, it } from '@jest/globals'

import { windowsFromClock } from '@/src/domain/slots/clockWindows'
import { slotTimes } from '@/src/domain/slots/availability'

describe('windowsFromClock (availability windows as time picker windows)', () => {
  it('adds the instants of the local clock values (winter offset)', () =>
    expect(windowsFromClock('2026-03-04', [{ from: '10:00', to: '12:00' }])).toEqual([
      { from: '10:00', to: '12:00', start: '2026-03-04T10:00:00.000+01:00', end: '2026-03-04T12:00:00.000+01:00' },
    ]))

  it('reads 24:00 as the start of the next day (summer offset)', () =>
    expect(windowsFromClock('2026-07-01', [{ from: '22:30', to: '24:00' }])[0]).toMatchObject({
      start: '2026-07-01T22:30:00.000+02:00', end: '2026-07-02T00:00:00.000+02:00',
    }))

  it('gives the slots of the picker in 5-minute steps', () =>
    expect(slotTimes(windowsFromClock('2026-03-04', [{ from: '11:40', to: '11:55' }]))).toEqual(['11:40', '11:45', '11:50']))

  it.each<[string, string, { from: string; to: string }[] | null]>([
    ['invalid day', '2026-02-31', [{ from: '10:00', to: '11:00' }]],
    ['unreadable clock', '2026-03-04', [{ from: '10', to: '11:00' }]],
    ['empty window', '2026-03-04', [{ from: '11:00', to: '11:00' }]],
    ['no windows', '2026-03-04', null],
  ])('%s gives no window', (_, date, windows) => expect(windowsFromClock(date, windows)).toEqual([]))
})
