'use client'

import Link from 'next/link'
import { useState, type FormEvent } from 'react'

import type { MessageAnswer, ResetRequest } from '@/src/domain/contracts/account'
import { call } from '@/storefront/ui/api'

import { ACCOUNT_TEXTS } from '../texts'
import styles from './Login.module.css'
import { LOGIN_TEXTS } from './texts'

type State = { kind: 'form' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string }

/**
 * The reset request: the e-mail field and the reset button, with the way back to the sign-in.
 * Request, then the success message; a failure shows the server's first message.
 */
export function ResetRequestForm() {
  const [state, setState] = useState<State>({ kind: 'form' })

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const request: ResetRequest = { email: String(new FormData(event.currentTarget).get('email') ?? '') }
    setState({ kind: 'sending' })
    const result = await call<MessageAnswer>('/api/custom/account/reset-password', { body: request, fallback: ACCOUNT_TEXTS.unknownError })
    setState(result.ok ? { kind: 'sent' } : { kind: 'failed', message: result.error.message })
  }

  const backLink = <Link href="/account/login" className={styles.textLink}>{ACCOUNT_TEXTS.backToLogin}</Link>

  if (state.kind === 'sent') {
    return (
      <div>
        <p className={`notice notice-success ${styles.notice}`} role="status">{LOGIN_TEXTS.reset.success}</p>
        {backLink}
      </div>
    )
  }

  const isSending = state.kind === 'sending'
  return (
    <form className={styles.form} onSubmit={submit} data-testid="reset-request-form">
      <p>{LOGIN_TEXTS.reset.intro}</p>
      {state.kind === 'failed' ? <p className={`notice notice-error ${styles.notice}`} role="alert">{state.message}</p> : null}
      <div className="field">
        <label htmlFor="reset-email" className="required">{LOGIN_TEXTS.email}</label>
        <input id="reset-email" name="email" type="email" autoComplete="username" required />
      </div>
      <div className={styles.formActions}>
        <button type="submit" className="btn btn-primary" disabled={isSending} aria-busy={isSending}>
          {isSending ? LOGIN_TEXTS.wait : LOGIN_TEXTS.reset.submit}
        </button>
        {backLink}
      </div>
    </form>
  )
}
