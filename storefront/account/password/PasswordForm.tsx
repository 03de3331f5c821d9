'use client'

import Link from 'next/link'
import { useState, type FormEvent } from 'react'

import type { MessageAnswer, NewPasswordRequest } from '@/src/domain/contracts/account'
import { call } from '@/storefront/ui/api'

import { ACCOUNT_TEXTS } from '../texts'
import styles from './Password.module.css'
import { PASSWORD_TEXTS } from './texts'

export type PasswordMode = { mode: 'reset'; token: string } | { mode: 'change' }

type State = { kind: 'form'; errors: string[] } | { kind: 'sending' } | { kind: 'done' }

const callOf = (props: PasswordMode) =>
  props.mode === 'reset' ? `/api/custom/account/reset-password/${encodeURIComponent(props.token)}` : '/api/custom/account/change-password'

/**
 * Password and its repeat, both required (browser level); the match and strength rules are the
 * server's (spec section 5). Errors clear on each new submit and come back each prefixed 'Fehler:';
 * success shows 'Passwort geändert! Ihr Passwort wurde erfolgreich geändert.' with the way back to the sign-in.
 */
export function PasswordForm(props: PasswordMode) {
  const [state, setState] = useState<State>({ kind: 'form', errors: [] })

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setState({ kind: 'sending' })
    const request: NewPasswordRequest = { password: String(form.get('password') ?? ''), passwordRepeat: String(form.get('passwordRepeat') ?? '') }
    const result = await call<MessageAnswer>(callOf(props), { body: request, fallback: ACCOUNT_TEXTS.unknownError })
    setState(result.ok ? { kind: 'done' } : { kind: 'form', errors: result.error.messages.map((error) => error.message) })
  }

  if (state.kind === 'done') {
    return (
      <div>
        <p className={`notice notice-success ${styles.success}`} role="status">
          <strong>{PASSWORD_TEXTS.successTitle}</strong> {PASSWORD_TEXTS.successText}
        </p>
        <Link href="/account/login" className={styles.link}>{ACCOUNT_TEXTS.backToLogin}</Link>
      </div>
    )
  }

  const isSending = state.kind === 'sending'
  const errors = state.kind === 'form' ? state.errors : []
  return (
    <form onSubmit={submit} data-testid="password-form">
      <p>{PASSWORD_TEXTS.intro}</p>
      {errors.length > 0 ? (
        <ul className={`notice notice-error ${styles.errors}`} role="alert" data-testid="password-errors">
          {errors.map((message, index) => <li key={`${index}-${message}`}>{`${ACCOUNT_TEXTS.errorPrefix} ${message}`}</li>)}
        </ul>
      ) : null}
      <div className="field">
        <label htmlFor="password-new" className="required">{PASSWORD_TEXTS.password}</label>
        <input id="password-new" name="password" type="password" autoComplete="new-password" required aria-invalid={errors.length > 0 || undefined} />
      </div>
      <div className="field">
        <label htmlFor="password-repeat" className="required">{PASSWORD_TEXTS.passwordRepeat}</label>
        <input id="password-repeat" name="passwordRepeat" type="password" autoComplete="new-password" required aria-invalid={errors.length > 0 || undefined} />
      </div>
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={isSending} aria-busy={isSending}>
          {isSending ? PASSWORD_TEXTS.wait : PASSWORD_TEXTS.submit}
        </button>
        <Link href="/account/login" className="btn">{PASSWORD_TEXTS.cancel}</Link>
      </div>
    </form>
  )
}
