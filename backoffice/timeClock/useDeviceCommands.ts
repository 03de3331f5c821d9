'use client'

import { useEffect, useState } from 'react'

import { tabletLog } from './deviceLog'
import { TIME_CLOCK_SCREEN_TEXTS as T } from './texts'

type Command = { id: string; type: 'notification' | 'sendLogs'; status: string }

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
    const report = (id: string, extra: Record<string, string>) =>
      fetch(`${base}/command`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ id, status: 'done', ...extra }) }).catch(() => undefined)
    const onCommand = (event: MessageEvent<string>) => {
      const { command } = JSON.parse(event.data) as { command: Command | null }
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
