'use client'

import { useId, useState, type FormEvent } from 'react'

import { isValidDays, PERIOD_PRESETS, presetDays, type Days, type PeriodPreset } from '@/src/domain/statistics/dashboard/period'

import styles from './Statistics.module.css'
import { STATISTICS_VIEW_TEXTS as T } from './texts'

type Props = {
  preset: PeriodPreset
  days: Days
  today: string
  onChange: (preset: PeriodPreset, days: Days) => void
}

const buttonClass = (active: boolean) => `btn btn--style-${active ? 'primary' : 'secondary'} btn--size-small`

/**
 * The period: Heute, 7 Tage, 30 Tage, Dieser Monat (seen from today in Vienna) or own days.
 * 'Benutzerdefiniert' keeps the days shown so far and opens two date fields, applied together.
 */
export function PeriodPicker({ preset, days, today, onChange }: Props) {
  const id = useId()
  const [draft, setDraft] = useState<Days>(days)
  const [invalid, setInvalid] = useState(false)
  const choose = (next: PeriodPreset) => {
    if (next === 'custom') {
      setDraft(days)
      setInvalid(false)
      onChange('custom', days)
    } else onChange(next, presetDays(next, today))
  }
  const apply = (event: FormEvent) => {
    event.preventDefault()
    if (!isValidDays(draft)) {
      setInvalid(true)
      return
    }
    setInvalid(false)
    onChange('custom', draft)
  }
  return (
    <fieldset className={styles.period}>
      <legend className={styles.legend}>{T.period}</legend>
      <div className={styles.presets}>
        {PERIOD_PRESETS.map((option) => (
          <button key={option} type="button" className={buttonClass(option === preset)} aria-pressed={option === preset} onClick={() => choose(option)}>
            {T.presets[option]}
          </button>
        ))}
      </div>
      {preset === 'custom' ? (
        <form className={styles.custom} onSubmit={apply} noValidate>
          <label className={styles.field}>
            <span>{T.from}</span>
            <input type="date" required value={draft.from} aria-invalid={invalid} aria-describedby={invalid ? `${id}-error` : undefined}
              onChange={(event) => setDraft({ ...draft, from: event.target.value })} />
          </label>
          <label className={styles.field}>
            <span>{T.to}</span>
            <input type="date" required value={draft.to} aria-invalid={invalid} aria-describedby={invalid ? `${id}-error` : undefined}
              onChange={(event) => setDraft({ ...draft, to: event.target.value })} />
          </label>
          <button type="submit" className={buttonClass(true)}>{T.apply}</button>
          {invalid ? <p id={`${id}-error`} role="alert" className={styles.error}>{T.invalidDays}</p> : null}
        </form>
      ) : null}
    </fieldset>
  )
}
