'use client'

import { Button, toast, useConfig, useDocumentInfo, useForm } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { ACCOUNT_ADMIN_TEXTS as T } from './texts'

type Answer = { doc?: Record<string, unknown>; errors?: { message?: string }[] }

/**
 * The approval of a shop account in its edit view: a waiting account shows the notice and the
 * 'Freischalten' button (the save sends the activation mail, see externalUserHooks.ts).
 */
export function ApproveAccount() {
  const { id, data, setData } = useDocumentInfo()
  const { reset } = useForm()
  const { config } = useConfig()
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  if (!id) return null
  if (data?.isApproved) return <p style={{ marginBottom: 'var(--base)' }}>{T.approved}</p>

  const approve = async () => {
    setBusy(true)
    const response = await fetch(`${config.routes.api}/external-users/${id}`, {
      method: 'PATCH',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ isApproved: true }),
    }).catch(() => null)
    const answer = (await response?.json().catch(() => null)) as Answer | null
    setBusy(false)
    if (!response?.ok || !answer?.doc) return void toast.error(answer?.errors?.[0]?.message || T.approveFailed)
    toast.success(T.approvedNow)
    setData(answer.doc)
    await reset(answer.doc).catch(() => undefined)
    router.refresh()
  }

  return (
    <div role="status" style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'var(--base)', marginBottom: 'var(--base)' }}>
      <strong>{T.waiting}</strong>
      <Button buttonStyle="primary" size="small" disabled={busy} onClick={() => void approve()}>{T.approve}</Button>
    </div>
  )
}
