'use client'

import { Button, toast, useConfig, useDocumentInfo, useForm, useFormFields } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import type { BranchDeviceCommandAnswer, TestPrintAnswer } from '@/src/domain/contracts/devices'
import { call } from '@/storefront/ui/api'

import { DEVICE_ACTION_TEXTS as T } from './texts'

type Action = { key: string; label: string; path: string; done: string; failed: string; updatesDevice: boolean }

const ACTIONS: Action[] = [
  { key: 'notification', label: T.notification, path: 'test/notification', done: T.notificationSent, failed: T.testFailed, updatesDevice: true },
  { key: 'logs', label: T.logs, path: 'request-device-logs', done: T.logsRequested, failed: T.logFailed, updatesDevice: true },
]
const PRINT: Action = { key: 'print', label: T.print, path: 'test/print', done: T.printQueued, failed: T.testFailed, updatesDevice: false }

/**
 * The test buttons of a saved device: a test notification and the request for its log (the device
 * reports in 'Letzter Befehl'), and for a printer a test receipt.
 */
export function DeviceActions() {
  const { id, setData } = useDocumentInfo()
  const { reset } = useForm()
  const { config } = useConfig()
  const router = useRouter()
  const type = useFormFields(([fields]) => fields.type?.value)
  const [busy, setBusy] = useState<string | null>(null)
  if (!id) return null

  const run = async (action: Action) => {
    setBusy(action.key)
    const result = await call<BranchDeviceCommandAnswer | TestPrintAnswer>(`${config.routes.api}/devices/${id}/${action.path}`, { method: 'POST', fallback: action.failed })
    setBusy(null)
    if (!result.ok) return void toast.error(result.error.message)
    const doc = result.data?.doc
    if (!doc) return void toast.error(action.failed)
    toast.success(action.done)
    if (action.updatesDevice) {
      setData(doc)
      await reset(doc).catch(() => undefined)
    }
    router.refresh()
  }

  return (
    <div role="group" aria-label={T.heading} style={{ display: 'flex', flexWrap: 'wrap', gap: 'calc(var(--base) / 2)', marginBottom: 'var(--base)' }}>
      {[...ACTIONS, ...(type === 'printer' ? [PRINT] : [])].map((action) => (
        <Button key={action.key} buttonStyle="secondary" size="small" disabled={busy !== null} onClick={() => void run(action)}>
          {action.label}
        </Button>
      ))}
    </div>
  )
}
