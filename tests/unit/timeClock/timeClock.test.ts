import { describe, expect, it } from '@jest/globals'

import { allowedClockActions, balanceText, clockStateOf, clockStep, hoursText, type ClockAction, type ClockActivity, type ClockState } from '@/src/domain/timeClock'

const T0 = '2026-11-27T07:00:00.000Z'
const T1 = '2026-11-27T11:00:00.000Z'
const T2 = '2026-11-27T11:30:00.000Z'
const T3 = '2026-11-27T15:30:00.000Z'

const running: ClockActivity = { status: 'running', startedAt: T0, endedAt: null, pauses: [] }
const paused: ClockActivity = { status: 'paused', startedAt: T0, endedAt: null, pauses: [{ startedAt: T1, endedAt: null }] }
const ended: ClockActivity = { status: 'ended', startedAt: T0, endedAt: T3, pauses: [] }

describe('the time clock state machine', () => {
  it('goes start → pause → resume → end, keeping the pause', () => {
    const started = clockStep(null, 'start', T0)
    expect(started).toEqual({ ok: true, activity: running })
    const pausedStep = clockStep(running, 'pause', T1)
    expect(pausedStep).toEqual({ ok: true, activity: paused })
    const resumed = clockStep(paused, 'resume', T2)
    expect(resumed).toEqual({ ok: true, activity: { status: 'running', startedAt: T0, endedAt: null, pauses: [{ startedAt: T1, endedAt: T2 }] } })
    if (!resumed.ok) throw new Error('resume refused')
    expect(clockStep(resumed.activity, 'end', T3)).toEqual({ ok: true, activity: { status: 'ended', startedAt: T0, endedAt: T3, pauses: [{ startedAt: T1, endedAt: T2 }] } })
  })

  it('ends a paused activity and its open pause at once', () => {
    expect(clockStep(paused, 'end', T3)).toEqual({ ok: true, activity: { status: 'ended', startedAt: T0, endedAt: T3, pauses: [{ startedAt: T1, endedAt: T3 }] } })
  })

  it('starts anew after an ended activity', () => {
    expect(clockStep(ended, 'start', T3)).toEqual({ ok: true, activity: { status: 'running', startedAt: T3, endedAt: null, pauses: [] } })
  })

  it.each<[string, ClockActivity | null, ClockAction, string]>([
    ['start while running', running, 'start', 'Aktivität konnte nicht gestartet werden. Es läuft bereits eine Aktivität.'],
    ['start while paused', paused, 'start', 'Aktivität konnte nicht gestartet werden. Es läuft bereits eine Aktivität.'],
    ['pause without activity', null, 'pause', 'Aktivität konnte nicht pausiert werden. Es läuft keine Aktivität.'],
    ['pause while paused', paused, 'pause', 'Aktivität konnte nicht pausiert werden. Die Aktivität ist pausiert.'],
    ['resume while running', running, 'resume', 'Aktivität konnte nicht fortgesetzt werden. Die Aktivität ist nicht pausiert.'],
    ['resume after the end', ended, 'resume', 'Aktivität konnte nicht fortgesetzt werden. Es läuft keine Aktivität.'],
    ['end without activity', null, 'end', 'Aktivität konnte nicht beendet werden. Es läuft keine Aktivität.'],
    ['end twice', ended, 'end', 'Aktivität konnte nicht beendet werden. Es läuft keine Aktivität.'],
  ])('refuses to %s with the spec\u2019s German message and the reason', (_, activity, action, message) => {
    expect(clockStep(activity, action, T3)).toEqual({ ok: false, message })
  })

  it('reads the state of an activity', () => {
    expect([null, running, paused, ended].map(clockStateOf)).toEqual(['none', 'running', 'paused', 'none'])
  })
})

describe('the time clock’s buttons and figures', () => {
  it.each<[ClockState, ClockAction[]]>([
    ['none', ['start']],
    ['running', ['pause', 'end']],
    ['paused', ['resume', 'end']],
  ])('offers in state %s: %j', (state, actions) => {
    expect(allowedClockActions(state)).toEqual(actions)
  })

  it.each<[number, string, string]>([
    [0, '0:00 h', '±0:00 h'],
    [30, '0:30 h', '+0:30 h'],
    [-75, '1:15 h', '−1:15 h'],
    [600, '10:00 h', '+10:00 h'],
  ])('writes %i minutes as %s, as a balance %s', (minutes, hours, balance) => {
    expect(hoursText(Math.abs(minutes))).toBe(hours)
    expect(balanceText(minutes)).toBe(balance)
  })
})
