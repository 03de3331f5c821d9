'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { call } from '@/storefront/ui/api'

import { ACCOUNT_TEXTS } from '../texts'
import { LOGIN_TEXTS } from './texts'

/** Logout through Payload's call (it clears the session cookie), then the page reloads (spec section 4). */
export function LogoutButton() {
  const router = useRouter()
  const [isSending, setIsSending] = useState(false)

  async function logout() {
    setIsSending(true)
    await call('/api/external-users/logout', { method: 'POST', fallback: ACCOUNT_TEXTS.unknownError })
    router.refresh()
    setIsSending(false)
  }

  return (
    <button type="button" className="btn" onClick={logout} disabled={isSending} aria-busy={isSending}>
      {isSending ? LOGIN_TEXTS.wait : LOGIN_TEXTS.welcome.logout}
    </button>
  )
}
