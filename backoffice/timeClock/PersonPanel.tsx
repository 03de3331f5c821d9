'use client'

import type { ReactNode } from 'react'

import type { ClockActivityAnswer, ClockWarning, PersonBalances, PlannedDay } from '@/src/domain/contracts/timeClock'
import { balanceText, hoursText } from '@/src/domain/timeClock/hours'
import { allowedClockActions, clockStateOf, type ClockAction } from '@/src/domain/timeClock/timeClock'
import { clockOf, fillPlaceholders, todayIn } from '@/src/domain/text'

import { TIME_CLOCK_SCREEN_TEXTS as T } from './texts'
import styles from './TimeClock.module.css'

export interface PersonView {
  name: string
  activity: ClockActivityAnswer | null
  balances: PersonBalances | null
  plan: PlannedDay[]
}

const ACTION_ORDER: ClockAction[] = ['start', 'pause', 'resume', 'end']

/**
 * Today as worked against planned ('2:30 h von 8:00 h'): the day is still running, so its balance
 * would show the whole plan as missing in the morning; the balances shown end with yesterday.
 */
function todayText({ today }: PersonBalances): string {
  const worked = hoursText(today.worked + today.credited)
  return today.planned ? fillPlaceholders(T.workedOfPlanned, { worked, planned: hoursText(today.planned) }) : worked
}

function stateText(activity: ClockActivityAnswer | null): string {
  const state = clockStateOf(activity)
  if (state === 'none' || !activity) return T.state.none
  const openPause = activity.pauses.find((pause) => pause.endedAt === null)
  return fillPlaceholders(T.state[state], { time: clockOf(state === 'paused' && openPause ? openPause.startedAt : activity.startedAt) })
}

/**
 * The signed-in person on the tablet: their state, the big buttons of the steps it allows, what
 * the last step did (with the working-time warnings after ending), today's plan and balances.
 */
export function PersonPanel({ person, busy, message, error, warnings, countdown, onAction, onDone }: {
  person: PersonView
  busy: boolean
  message: string | null
  error: string | null
  warnings: ClockWarning[]
  /** The return to the name list, counting down. */
  countdown: ReactNode
  onAction: (action: ClockAction) => void
  onDone: () => void
}) {
  const allowed = allowedClockActions(clockStateOf(person.activity))
  const today = todayIn()
  const planned = person.plan.filter((shift) => shift.day === today).map((shift) => `${shift.from}–${shift.to}`)
  const { balances } = person
  return (
    <section className={styles.panel} aria-labelledby="time-clock-person">
      <h2 id="time-clock-person" className={styles.heading}>{person.name}</h2>
      <p className={styles.state}>{stateText(person.activity)}</p>
      {message ? <p className={styles.message} role="status">{message}</p> : null}
      {error ? <p className={styles.error} role="alert">{error}</p> : null}
      {warnings.length ? (
        <div className={styles.warnings} role="alert">
          <h3 className={styles.subheading}>{T.warnings}</h3>
          <ul>{warnings.map((warning) => <li key={warning.kind + warning.text}>{warning.text}</li>)}</ul>
        </div>
      ) : null}
      <div className={styles.actions}>
        {ACTION_ORDER.filter((action) => allowed.includes(action)).map((action) => (
          <button key={action} type="button" className={`${styles.action} ${styles[action]}`} disabled={busy} onClick={() => onAction(action)}>{T.actions[action]}</button>
        ))}
      </div>
      <dl className={styles.figures}>
        <div><dt>{T.today}</dt><dd>{planned.length ? fillPlaceholders(T.plannedToday, { shifts: planned.join(', ') }) : T.nothingPlanned}</dd></div>
        {balances ? (
          <>
            <div><dt>{T.worked}</dt><dd>{todayText(balances)}</dd></div>
            <div><dt>{T.balanceWeek}</dt><dd>{balanceText(balances.week.closing - balances.today.balance)}</dd></div>
            <div><dt>{T.balanceTotal}</dt><dd>{balanceText(balances.balance - balances.today.balance)}</dd></div>
          </>
        ) : (
          <div><dt>{T.balanceTotal}</dt><dd>{T.balanceFailed}</dd></div>
        )}
      </dl>
      <button type="button" className={styles.secondary} onClick={onDone}>{T.done}</button>
      {countdown}
    </section>
  )
}
