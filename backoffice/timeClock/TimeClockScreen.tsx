'use client'

import { useCallback, useState } from 'react'

import type { ClockActivityAnswer, ClockWarning } from '@/src/domain/contracts/timeClock'
import type { ClockAction } from '@/src/domain/timeClock/timeClock'
import { clockOf, fillPlaceholders } from '@/src/domain/text'
import { CallError } from '@/storefront/ui/api'

import { clockAction, loadBalances, loadPerson, loadPlan } from './clockCalls'
import type { ClockPersonEntry } from './data'
import { NameList } from './NameList'
import type { PersonView } from './PersonPanel'
import { PersonPanel } from './PersonPanel'
import { PinPad } from './PinPad'
import { ReturnCountdown } from './ReturnCountdown'
import { useDeviceCommands } from './useDeviceCommands'
import { TIME_CLOCK_SCREEN_TEXTS as T } from './texts'
import styles from './TimeClock.module.css'

/** Seconds without a tap after which the tablet returns to the name list (issue 24). */
const RETURN_AFTER_SECONDS = 20

type Screen =
  | { kind: 'names' }
  | { kind: 'pin'; person: ClockPersonEntry; error: string | null; attempt: number }
  | { kind: 'person'; entry: ClockPersonEntry; pin: string; view: PersonView }

/** When the step happened, as the answered activity records it. */
function stepTime(action: ClockAction, activity: ClockActivityAnswer): string {
  const lastPause = activity.pauses.at(-1)
  if (action === 'pause' && lastPause) return lastPause.startedAt
  if (action === 'resume' && lastPause?.endedAt) return lastPause.endedAt
  if (action === 'end' && activity.endedAt) return activity.endedAt
  return activity.startedAt
}

const failure = (error: unknown) => (error instanceof CallError ? error.message : T.unknownError)

/**
 * The shared time clock by the back door (/zeiterfassung/{token}): pick your name (or type part
 * of it), the PIN when you have one, then big buttons for the steps your state allows, with
 * today's plan and balances. Nothing is kept between people: after 'Fertig' or 20 seconds without
 * a tap the list returns and the PIN is forgotten. Built for touch on a 768 px tablet.
 */
export function TimeClockScreen({ token, branchName, people }: { token: string; branchName: string; people: ClockPersonEntry[] }) {
  const [screen, setScreen] = useState<Screen>({ kind: 'names' })
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [warnings, setWarnings] = useState<ClockWarning[]>([])
  const deviceNotice = useDeviceCommands(token)

  const backToNames = useCallback(() => {
    setScreen({ kind: 'names' })
    setMessage(null)
    setError(null)
    setWarnings([])
  }, [])

  /** Opens a person: their activity, plan and balances (the balance may fail on its own). */
  const open = async (entry: ClockPersonEntry, pin: string) => {
    setBusy(true)
    try {
      const [{ activity }, plan] = await Promise.all([loadPerson(token, entry.username, pin), loadPlan(token, entry.username, pin)])
      const balances = await loadBalances(token, entry.username, pin).catch(() => null)
      setScreen({ kind: 'person', entry, pin, view: { name: entry.name, activity, balances, plan: plan.workingSchedules } })
    } catch (caught) {
      if (entry.pinRequired) {
        setScreen((current) => ({ kind: 'pin', person: entry, error: failure(caught), attempt: current.kind === 'pin' ? current.attempt + 1 : 0 }))
      } else {
        setScreen({ kind: 'names' })
        setError(failure(caught))
      }
    } finally {
      setBusy(false)
    }
  }

  const choose = (entry: ClockPersonEntry) => {
    setError(null)
    if (entry.pinRequired) setScreen({ kind: 'pin', person: entry, error: null, attempt: 0 })
    else void open(entry, '')
  }

  const act = async (action: ClockAction) => {
    if (screen.kind !== 'person') return
    setBusy(true)
    setError(null)
    setMessage(null)
    setWarnings([])
    try {
      const answer = await clockAction(token, screen.entry.username, screen.pin, action)
      const balances = await loadBalances(token, screen.entry.username, screen.pin).catch(() => null)
      setScreen({ ...screen, view: { ...screen.view, activity: answer.activity.status === 'ended' ? null : answer.activity, balances } })
      setMessage(fillPlaceholders(T.confirmed[action], { time: clockOf(stepTime(action, answer.activity)) }))
      setWarnings(answer.warnings ?? [])
    } catch (caught) {
      setError(failure(caught))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={styles.screen}>
      <header className={styles.bar}>
        <h1 className={styles.title}>{fillPlaceholders(T.title, { branch: branchName })}</h1>
      </header>
      {deviceNotice ? <p className={styles.notice} role="status" data-testid="device-notice">{deviceNotice}</p> : null}
      {screen.kind === 'names' ? (
        <>
          {error ? <p className={styles.error} role="alert">{error}</p> : null}
          {busy ? <p className={styles.hint}>{T.loading}</p> : null}
          <NameList people={people} onChoose={choose} />
        </>
      ) : null}
      {screen.kind === 'pin' ? (
        <PinPad key={`${screen.person.username}-${screen.attempt}`} name={screen.person.name} error={screen.error} busy={busy} onSubmit={(pin) => void open(screen.person, pin)} onBack={backToNames}>
          <ReturnCountdown seconds={RETURN_AFTER_SECONDS} onIdle={backToNames} />
        </PinPad>
      ) : null}
      {screen.kind === 'person' ? (
        <PersonPanel person={screen.view} busy={busy} message={message} error={error} warnings={warnings} countdown={<ReturnCountdown seconds={RETURN_AFTER_SECONDS} onIdle={backToNames} />} onAction={(action) => void act(action)} onDone={backToNames} />
      ) : null}
    </div>
  )
}
