'use client'

import { useId } from 'react'

import { RATING_MAX, RATING_MIN } from '@/src/domain/orders'

import styles from './Questionnaire.module.css'
import { starLabel } from './texts'

const STARS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MIN + index)

interface Props {
  name: string
  label: string
  value: number | null
  onChange: (value: number) => void
  disabled?: boolean
}

/** One rating as a radio group of five stars: native radios (arrow keys move), drawn as stars. */
export function StarRating({ name, label, value, onChange, disabled }: Props) {
  const labelId = useId()
  return (
    <fieldset className={styles.rating} role="radiogroup" aria-labelledby={labelId} disabled={disabled}>
      <legend id={labelId} className={styles.ratingLabel}>{label}</legend>
      <div className={styles.stars}>
        {STARS.map((star) => (
          <label key={star} className={value !== null && star <= value ? `${styles.star} ${styles.filled}` : styles.star}>
            <input
              type="radio"
              className={styles.radio}
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              aria-label={starLabel(star)}
            />
            <span aria-hidden="true">★</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
