'use client'

import { useState, type FormEvent } from 'react'

import {
  QUESTIONNAIRE_TEXTS,
  RATING_FIELDS,
  showQuestionnaireComment,
  validateQuestionnaire,
  type QuestionnairePayload,
  type RatingField,
} from '@/src/domain/orders'

import styles from './Questionnaire.module.css'
import { StarRating } from './StarRating'
import { STATUS_TEXTS } from './texts'
import { useHydrated } from './useHydrated'

interface Props {
  /** The order was rated before (on this visit or an earlier one). */
  rated: boolean
  /** Sends the answers; resolves to the error messages, empty when sent. */
  onSend: (answers: QuestionnairePayload) => Promise<string[]>
}

/**
 * Star questionnaire: four ratings 1..5; the optional comment box appears only after all four are
 * set; after sending a thank-you replaces the form.
 */
export function Questionnaire({ rated, onSend }: Props) {
  const [ratings, setRatings] = useState<Partial<Record<RatingField, number>>>({})
  const [comment, setComment] = useState('')
  const [sending, setSending] = useState(false)
  const [errors, setErrors] = useState<string[]>([])
  const hydrated = useHydrated()

  if (rated) {
    return (
      <section className={styles.questionnaire} aria-labelledby="review-heading">
        <h2 id="review-heading" className={styles.heading}>{STATUS_TEXTS.reviewHeading}</h2>
        <p className="notice notice-success" role="status">{STATUS_TEXTS.reviewThanks}</p>
      </section>
    )
  }

  const complete = showQuestionnaireComment(ratings)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const result = validateQuestionnaire({ ...ratings, comment })
    if (!result.valid) return setErrors([...new Set(result.errors.map((error) => error.message))])
    setSending(true)
    setErrors(await onSend(result.value))
    setSending(false)
  }

  return (
    <section className={styles.questionnaire} aria-labelledby="review-heading">
      <h2 id="review-heading" className={styles.heading}>{STATUS_TEXTS.reviewHeading}</h2>
      <p className={styles.intro}>{STATUS_TEXTS.reviewIntro}</p>
      <form onSubmit={submit} noValidate>
        <div className={styles.ratings}>
          {RATING_FIELDS.map((field) => (
            <StarRating
              key={field}
              name={field}
              label={QUESTIONNAIRE_TEXTS[field]}
              value={ratings[field] ?? null}
              disabled={sending || !hydrated}
              onChange={(value) => setRatings((current) => ({ ...current, [field]: value }))}
            />
          ))}
        </div>
        {complete ? (
          <div className="field">
            <label htmlFor="review-comment">{QUESTIONNAIRE_TEXTS.comment}</label>
            <textarea id="review-comment" rows={4} value={comment} disabled={sending} onChange={(event) => setComment(event.target.value)} />
          </div>
        ) : null}
        {errors.length > 0 ? (
          <div className="notice notice-error" role="alert">
            {errors.map((message) => <p key={message} className={styles.error}>{message}</p>)}
          </div>
        ) : null}
        <button type="submit" className="btn btn-primary" disabled={sending || !complete}>
          {sending ? STATUS_TEXTS.reviewSending : STATUS_TEXTS.reviewSend}
        </button>
      </form>
    </section>
  )
}
