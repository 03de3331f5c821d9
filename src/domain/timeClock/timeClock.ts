/** What a tap on the time clock asks for. */
export type ClockAction = 'start' | 'pause' | 'resume' | 'end'

/** A person's open activity: running, paused, or none. */
export type ClockState = 'none' | 'running' | 'paused'

/** An activity as the time clock changes it (the fields of `working-activities` it writes). */
export interface ClockActivity {
  status: 'running' | 'paused' | 'ended'
  startedAt: string
  endedAt: string | null
  pauses: { startedAt: string; endedAt: string | null }[]
}

/** The spec's messages (back-office.md §8), each followed by the reason the step was refused. */
const TIME_CLOCK_TEXTS = {
  failed: {
    start: 'Aktivität konnte nicht gestartet werden.',
    end: 'Aktivität konnte nicht beendet werden.',
    pause: 'Aktivität konnte nicht pausiert werden.',
    resume: 'Aktivität konnte nicht fortgesetzt werden.',
  },
  reasons: {
    alreadyOpen: 'Es läuft bereits eine Aktivität.',
    noneOpen: 'Es läuft keine Aktivität.',
    notRunning: 'Die Aktivität ist pausiert.',
    notPaused: 'Die Aktivität ist nicht pausiert.',
  },
} as const

/** From which states each action may go, and why not otherwise. */
const ALLOWED: Record<ClockAction, Partial<Record<ClockState, true>>> = {
  start: { none: true },
  pause: { running: true },
  resume: { paused: true },
  end: { running: true, paused: true },
}

function refusal(state: ClockState, action: ClockAction): string {
  const { reasons } = TIME_CLOCK_TEXTS
  if (action === 'start') return reasons.alreadyOpen
  if (state === 'none') return reasons.noneOpen
  return action === 'pause' ? reasons.notRunning : reasons.notPaused
}

/** The actions the time clock offers in a state (its buttons). */
export const allowedClockActions = (state: ClockState): ClockAction[] => (Object.keys(ALLOWED) as ClockAction[]).filter((action) => ALLOWED[action][state])

export type ClockStep = { ok: true; activity: ClockActivity } | { ok: false; message: string }

/** The state of an open activity (or of none). */
export const clockStateOf = (activity: ClockActivity | null): ClockState => (activity && activity.status !== 'ended' ? activity.status : 'none')

/**
 * One step of the time clock's state machine at `now` (ISO): start only without an open activity,
 * pause only while running, resume only while paused, end from running or paused (an open pause
 * ends with it). A refused step names the spec's message and the reason.
 */
export function clockStep(activity: ClockActivity | null, action: ClockAction, now: string): ClockStep {
  const state = clockStateOf(activity)
  if (!ALLOWED[action][state]) return { ok: false, message: `${TIME_CLOCK_TEXTS.failed[action]} ${refusal(state, action)}` }
  if (action === 'start' || !activity) return { ok: true, activity: { status: 'running', startedAt: now, endedAt: null, pauses: [] } }
  const closed = activity.pauses.map((pause) => (pause.endedAt === null ? { ...pause, endedAt: now } : pause))
  switch (action) {
    case 'pause':
      return { ok: true, activity: { ...activity, status: 'paused', pauses: [...activity.pauses, { startedAt: now, endedAt: null }] } }
    case 'resume':
      return { ok: true, activity: { ...activity, status: 'running', pauses: closed } }
    case 'end':
      return { ok: true, activity: { ...activity, status: 'ended', endedAt: now, pauses: closed } }
  }
}

/** A staff user name for the time clock: lower-case letters, digits, dot and dash. */
export const TIME_CLOCK_USERNAME = /^[a-z0-9.-]{1,100}$/
