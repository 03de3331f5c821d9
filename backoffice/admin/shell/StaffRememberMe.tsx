'use client'

import { useEffect, useRef } from 'react'

import { REMEMBER_ME_COOKIE } from '@/src/domain/account'
import { REMEMBER_ME_COOKIE_DAYS } from '@/src/domain/consent'

const LABEL = 'Angemeldet bleiben'
const HINT = `Die Anmeldung gilt ${REMEMBER_ME_COOKIE_DAYS} Tage statt einem Tag. Nur auf eigenen Geräten wählen.`

const hasChoice = () => document.cookie.split('; ').includes(`${REMEMBER_ME_COOKIE}=1`)

function keepChoice(remember: boolean): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  const lifetime = remember ? `1; Max-Age=${REMEMBER_ME_COOKIE_DAYS * 24 * 60 * 60}` : '; Max-Age=0'
  document.cookie = `${REMEMBER_ME_COOKIE}=${lifetime}; Path=/; SameSite=Lax${secure}`
}

/**
 * 'Angemeldet bleiben' below the back office's sign-in form (issue 26 §2.3). Payload's login form
 * sends only its own fields, so the choice travels as the 'remember-me' cookie, which the sign-in
 * call reads (collections/endpoints/sessionLifetime.ts): ticked, the session lasts 14 days instead of 1.
 * Signing out removes the cookie, so the box starts unticked for the next person.
 */
export function StaffRememberMe() {
  const box = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (box.current) box.current.checked = hasChoice()
  }, [])

  return (
    <label style={{ display: 'flex', alignItems: 'flex-start', gap: '0.6rem', marginTop: 'calc(var(--base) * 0.5)', cursor: 'pointer' }}>
      <input
        type="checkbox"
        name="rememberMe"
        ref={box}
        onChange={(event) => keepChoice(event.target.checked)}
        aria-describedby="staff-remember-me-hint"
        style={{ marginTop: '0.2rem' }}
      />
      <span>
        {LABEL}
        <small id="staff-remember-me-hint" style={{ display: 'block', color: 'var(--theme-elevation-600)' }}>{HINT}</small>
      </span>
    </label>
  )
}
