'use client'

import { useEffect, useRef, useState } from 'react'

import type { DeviceCommandEvent } from '@/src/domain/contracts/devices'
import type { TvCommand } from '@/src/domain/contracts/signage'
import { HEARTBEAT_INTERVAL_MS } from '@/src/domain/signage'

import { commandEventsUrl, sendHeartbeat } from './playerLink'

/** While the event stream is down, the heartbeat comes this often (and with it the open command). */
const FALLBACK_POLL_MS = 5_000

/** Whether a command is still to be carried out and not yet taken (each command once, whichever way it arrived). */
function isNewCommand(handled: Set<string>, command: TvCommand | null | undefined): command is TvCommand {
  if (!command || command.status !== 'pending' || handled.has(command.id)) return false
  handled.add(command.id)
  return true
}

interface LinkHandlers {
  /** A command to carry out. */
  onCommand: (command: TvCommand) => void
  /** What the TV shows changed, or the connection was lost and is back: load the data again. */
  onContentChange: () => void
}

/**
 * The TV's link to the back office: its commands and content changes as Server-Sent Events
 * (/api/digital-signage-devices/link/{key}/events; the browser reconnects by itself), and a
 * heartbeat with the scene on screen every 30 seconds, every 5 while the event stream is down (its
 * answer carries the open command, so commands still arrive). Answers whether the stream is connected.
 */
export function usePlayerLink(key: string, scenePath: string | null, handlers: LinkHandlers): boolean {
  const [connected, setConnected] = useState(true)
  const latest = useRef({ handlers, scenePath })
  useEffect(() => {
    latest.current = { handlers, scenePath }
  })
  const handled = useRef(new Set<string>())

  useEffect(() => {
    const take = (command: TvCommand | null | undefined) => {
      if (isNewCommand(handled.current, command)) latest.current.handlers.onCommand(command)
    }
    let lost = false
    const source = new EventSource(commandEventsUrl(key))
    source.addEventListener('command', (event) => take((JSON.parse((event as MessageEvent<string>).data) as DeviceCommandEvent).command))
    source.addEventListener('content', () => latest.current.handlers.onContentChange())
    source.addEventListener('open', () => {
      setConnected(true)
      if (lost) latest.current.handlers.onContentChange()
      lost = false
    })
    const loseConnection = () => {
      lost = true
      setConnected(false)
    }
    source.addEventListener('error', loseConnection)
    // the browser knows of a lost network before the stream notices
    const backOnline = () => {
      setConnected(source.readyState === EventSource.OPEN)
      latest.current.handlers.onContentChange()
    }
    window.addEventListener('offline', loseConnection)
    window.addEventListener('online', backOnline)
    return () => {
      source.close()
      window.removeEventListener('offline', loseConnection)
      window.removeEventListener('online', backOnline)
    }
  }, [key])

  useEffect(() => {
    const beat = () =>
      void sendHeartbeat(key, latest.current.scenePath).then((command) => {
        if (isNewCommand(handled.current, command)) latest.current.handlers.onCommand(command)
      })
    const timer = window.setInterval(beat, connected ? HEARTBEAT_INTERVAL_MS : FALLBACK_POLL_MS)
    return () => window.clearInterval(timer)
  }, [key, connected])

  // the scene on screen is reported as it changes
  useEffect(() => {
    void sendHeartbeat(key, scenePath)
  }, [key, scenePath])

  return connected
}
