'use client'

import { useState, type ReactNode } from 'react'

import { fillPlaceholders } from '@/src/domain/text'

import { TIME_CLOCK_SCREEN_TEXTS as T } from './texts'
import styles from './TimeClock.module.css'

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9']
const MAX_DIGITS = 8

/** A touch keypad for the PIN: digits shown as dots, delete, confirm; the error of a wrong one below. */
export function PinPad({ name, error, busy, onSubmit, onBack, children }: { name: string; error: string | null; busy: boolean; onSubmit: (pin: string) => void; onBack: () => void; children?: ReactNode }) {
  const [pin, setPin] = useState('')
  const type = (digit: string) => setPin((current) => (current.length < MAX_DIGITS ? current + digit : current))
  return (
    <section className={styles.panel} aria-label={fillPlaceholders(T.pinTitle, { name })}>
      <h2 className={styles.heading}>{fillPlaceholders(T.pinTitle, { name })}</h2>
      <output className={styles.pinDots} aria-label={T.pinLabel} aria-live="polite">{'●'.repeat(pin.length) || ' '}</output>
      {error ? <p className={styles.error} role="alert">{error}</p> : null}
      <div className={styles.keypad}>
        {DIGITS.map((digit) => (
          <button key={digit} type="button" className={styles.key} aria-label={fillPlaceholders(T.pinDigit, { digit })} onClick={() => type(digit)}>{digit}</button>
        ))}
        <button type="button" className={styles.key} aria-label={T.pinDelete} onClick={() => setPin((current) => current.slice(0, -1))}>⌫</button>
        <button type="button" className={styles.key} aria-label={fillPlaceholders(T.pinDigit, { digit: '0' })} onClick={() => type('0')}>0</button>
        <button type="button" className={`${styles.key} ${styles.confirm}`} disabled={pin.length < 4 || busy} onClick={() => onSubmit(pin)}>{T.pinConfirm}</button>
      </div>
      <button type="button" className={styles.secondary} onClick={onBack}>{T.back}</button>
      {children}
    </section>
  )
}
