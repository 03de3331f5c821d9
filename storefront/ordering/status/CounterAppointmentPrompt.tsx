'use client'

import { useState } from 'react'

import type { CounterAppointmentPrompt as Prompt } from '@/src/domain/orders'

import styles from './StatusScreen.module.css'
import { STATUS_TEXTS } from './texts'
import { useHydrated } from './useHydrated'

interface Props {
  prompt: Prompt
  /** Sends the answer and reloads the order; resolves to an error message or null. */
  onAnswer: (accept: boolean) => Promise<string | null>
}

/** 'Leider ist Ihr Wunschtermin nicht möglich …' with 'Ja' and 'Nein, Bestellung stornieren'. */
export function CounterAppointmentPrompt({ prompt, onAnswer }: Props) {
  const [busy, setBusy] = useState<boolean | null>(null)
  const [error, setError] = useState<string | null>(null)
  const hydrated = useHydrated()
  const disabled = busy !== null || !hydrated

  const answer = async (accept: boolean) => {
    setBusy(accept)
    setError(null)
    setError(await onAnswer(accept))
    setBusy(null)
  }

  return (
    <section className={styles.prompt} aria-labelledby="counter-heading">
      <h2 id="counter-heading" className={styles.promptHeading}>{STATUS_TEXTS.counterHeading}</h2>
      <p>{prompt.question}</p>
      <div className={styles.promptActions}>
        <button type="button" className="btn btn-primary" disabled={disabled} onClick={() => answer(true)}>
          {busy === true ? STATUS_TEXTS.answering : prompt.confirmLabel}
        </button>
        <button type="button" className="btn" disabled={disabled} onClick={() => answer(false)}>
          {busy === false ? STATUS_TEXTS.answering : prompt.rejectLabel}
        </button>
      </div>
      {error ? <p className="notice notice-error" role="alert">{error}</p> : null}
    </section>
  )
}
