'use client'

import { useEffect, useState } from 'react'

import type { DeviceCommandEvent, DeviceCommandReport } from '@/src/domain/contracts/devices'
import { call } from '@/storefront/ui/api'

import { tabletLog } from './deviceLog'
import { TIME_CLOCK_SCREEN_TEXTS as T } from './texts'

/** How long the back office's test notification stays on screen. */
const NOTICE_MS = 10_000
/** The page's recent errors a log carries at most. */
const KEPT_ERRORS = 50

/**
 * The tablet as a device of the back office: it listens to its commands (Server-Sent Events of
 * /api/devices/link/{token}/events; the browser reconnects by itself) and carries them out: a test
 * notification is shown for ten seconds, a log request is answered with tabletLog(). Each is
 * reported done. Answers the notification to show, or null.
 */
export function useDeviceCommands(token: string): string | null {
  const [notice, setNotice] = useState<string | null>(null)

  useEffect(() => {
    const base = `/api/devices/link/${encodeURIComponent(token)}`
    const errors: string[] = []
    const keepError = (text: string) => {
      errors.push(`${new Date().toISOString()} ${text}`)
      if (errors.length > KEPT_ERRORS) errors.shift()
    }
    const onError = (event: ErrorEvent) => keepError(event.message)
    const onRejection = (event: PromiseRejectionEvent) => keepError(String(event.reason))
    const handled = new Set<string>()
    // A lost report is not retried: the back office shows the command as still open.
    const report = (id: string, extra: Pick<DeviceCommandReport, 'message' | 'log'>) => {
      const body: DeviceCommandReport = { id, status: 'done', ...extra }
      return call(`${base}/command`, { body, fallback: T.unknownError })
    }
    const onCommand = (event: MessageEvent<string>) => {
      const { command } = JSON.parse(event.data) as DeviceCommandEvent
      if (!command || command.status !== 'pending' || handled.has(command.id)) return
      handled.add(command.id)
      if (command.type === 'notification') {
        setNotice(T.testNotification)
        void report(command.id, { message: T.testNotificationShown })
      } else {
        void report(command.id, { log: tabletLog(errors) })
      }
    }
    addEventListener('error', onError)
    addEventListener('unhandledrejection', onRejection)
    const source = new EventSource(`${base}/events`)
    source.addEventListener('command', onCommand)
    return () => {
      source.close()
      removeEventListener('error', onError)
      removeEventListener('unhandledrejection', onRejection)
    }
  }, [token])

  useEffect(() => {
    if (!notice) return
    const timer = setTimeout(() => setNotice(null), NOTICE_MS)
    return () => clearTimeout(timer)
  }, [notice])

  return notice
}
