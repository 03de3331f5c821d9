'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { sendJson } from '../accountCall'
import { LOGIN_TEXTS } from './texts'

/** Logout through Payload's call (it clears the session cookie), then the page reloads (spec section 4). */
export function LogoutButton() {
  const router = useRouter()
  const [isSending, setIsSending] = useState(false)

  async function logout() {
    setIsSending(true)
    await sendJson('POST', '/api/external-users/logout')
    router.refresh()
    setIsSending(false)
  }

  return (
    <button type="button" className="btn" onClick={logout} disabled={isSending} aria-busy={isSending}>
      {isSending ? LOGIN_TEXTS.wait : LOGIN_TEXTS.welcome.logout}
    </button>
  )
}
