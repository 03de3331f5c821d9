'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import type { ShippingAddressesAnswer } from '@/src/domain/contracts/account'
import { call } from '@/storefront/ui/api'

import { ACCOUNT_TEXTS } from '../texts'
import { SHIPPING_TEXTS as T } from './texts'

/** Deletes an address after the spec's confirmation, then shows the list again. */
export function DeleteAddressButton({ index, label }: { index: number; label: string }) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function remove() {
    if (!window.confirm(T.confirmRemove)) return
    setBusy(true)
    const result = await call<ShippingAddressesAnswer>(`/api/custom/account/shipping/${index}`, { method: 'DELETE', fallback: ACCOUNT_TEXTS.unknownError })
    setBusy(false)
    if (!result.ok) return setError(result.error.messages.map((entry) => `${ACCOUNT_TEXTS.errorPrefix} ${entry.message}`).join(' '))
    router.refresh()
  }

  return (
    <>
      <button type="button" className="btn" aria-label={label} disabled={busy} onClick={() => void remove()}>{T.remove}</button>
      {error ? <p className="field-message" role="alert">{error}</p> : null}
    </>
  )
}
