'use client'

import { Button, toast, useConfig, useDocumentInfo, useForm } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import type { ExternalUser } from '@/src/payload-types'
import { call } from '@/storefront/ui/api'

import { ACCOUNT_ADMIN_TEXTS as T } from './texts'

/** Payload's answer to PATCH /api/external-users/{id}: the saved account. */
type ApprovalAnswer = { doc: ExternalUser; message: string }

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
    const body: Pick<ExternalUser, 'isApproved'> = { isApproved: true }
    const result = await call<ApprovalAnswer>(`${config.routes.api}/external-users/${id}`, { method: 'PATCH', body, fallback: T.approveFailed })
    setBusy(false)
    if (!result.ok) return void toast.error(result.error.message)
    const doc = result.data?.doc
    if (!doc) return void toast.error(T.approveFailed)
    toast.success(T.approvedNow)
    setData(doc)
    await reset(doc).catch(() => undefined)
    router.refresh()
  }

  return (
    <div role="status" style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'var(--base)', marginBottom: 'var(--base)' }}>
      <strong>{T.waiting}</strong>
      <Button buttonStyle="primary" size="small" disabled={busy} onClick={() => void approve()}>{T.approve}</Button>
    </div>
  )
}
