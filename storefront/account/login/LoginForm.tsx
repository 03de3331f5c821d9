'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'

import { safeReturnUrl } from '@/src/domain/account'
import { call } from '@/storefront/ui/api'

import styles from './Login.module.css'
import { LOGIN_TEXTS } from './texts'

/**
 * Sign-in with e-mail and password through Payload's login call, which sets the session cookie
 * (1 day, 14 days with 'Angemeldet bleiben': collections/endpoints/sessionLifetime.ts).
 * On success to `returnUrl` when it is a path of this site, else the page reloads (now showing
 * the welcome area); on failure the server's message ('Anmeldung fehlgeschlagen.' without one).
 */
export function LoginForm({ returnUrl }: { returnUrl: string | null }) {
  const router = useRouter()
  const [error, setError] = useState<string | null>(null)
  const [isSending, setIsSending] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setError(null)
    setIsSending(true)
    const result = await call('/api/external-users/login', {
      body: { email: String(form.get('email') ?? ''), password: String(form.get('password') ?? ''), rememberMe: form.get('rememberMe') === 'on' },
      fallback: LOGIN_TEXTS.failure,
    })
    if (!result.ok) {
      setIsSending(false)
      setError(result.error.message)
      return
    }
    const target = safeReturnUrl(returnUrl)
    if (target) router.push(target)
    else {
      router.refresh()
      setIsSending(false)
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate={false} data-testid="login-form">
      {error ? <p className={`notice notice-error ${styles.notice}`} role="alert">{error}</p> : null}
      <div className="field">
        <label htmlFor="login-email" className="required">{LOGIN_TEXTS.email}</label>
        <input id="login-email" name="email" type="email" autoComplete="username" required />
      </div>
      <div className="field">
        <label htmlFor="login-password" className="required">{LOGIN_TEXTS.password}</label>
        <input id="login-password" name="password" type="password" autoComplete="current-password" required />
      </div>
      <label className={styles.remember}>
        <input type="checkbox" name="rememberMe" />
        <span>{LOGIN_TEXTS.rememberMe}</span>
      </label>
      <div className={styles.formActions}>
        <button type="submit" className="btn btn-primary" disabled={isSending} aria-busy={isSending}>
          {isSending ? LOGIN_TEXTS.wait : LOGIN_TEXTS.submit}
        </button>
        <Link href="/account/reset-password" className={styles.textLink}>{LOGIN_TEXTS.forgotPassword}</Link>
      </div>
    </form>
  )
}
