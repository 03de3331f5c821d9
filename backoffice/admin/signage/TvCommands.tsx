'use client'

import { Button, toast, useConfig, useDocumentInfo, useForm, useFormFields } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

import { TV_COMMAND_TEXTS as T } from './texts'

type Answer = { doc?: Record<string, unknown>; errors?: { message?: string }[] }
type Scene = { id: number; name: string; path: string }

const SIMPLE_COMMANDS = [
  { type: 'reload', label: T.reload },
  { type: 'screenOff', label: T.screenOff },
  { type: 'screenOn', label: T.screenOn },
] as const

/**
 * The command buttons of a saved TV (issue 25): reload, screen off and on, show a chosen scene, and
 * abort the open command. The TV reports its progress in 'Letzter Befehl'.
 */
export function TvCommands() {
  const { id, setData } = useDocumentInfo()
  const { reset } = useForm()
  const { config } = useConfig()
  const router = useRouter()
  const status = useFormFields(([fields]) => fields['command.status']?.value)
  const [busy, setBusy] = useState(false)
  const [scenes, setScenes] = useState<Scene[]>([])
  const [scene, setScene] = useState('')

  useEffect(() => {
    if (!id) return
    const controller = new AbortController()
    fetch(`${config.routes.api}/scenes?depth=0&limit=100&sort=name&select[name]=true&select[path]=true`, { credentials: 'include', signal: controller.signal })
      .then((response) => (response.ok ? response.json() : { docs: [] }))
      .then((answer: { docs: Scene[] }) => setScenes(answer.docs))
      .catch(() => undefined)
    return () => controller.abort()
  }, [id, config.routes.api])

  if (!id) return null

  const send = async (path: string, body: unknown, done: string, failed: string) => {
    setBusy(true)
    const response = await fetch(`${config.routes.api}/digital-signage-devices/${id}/${path}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    }).catch(() => null)
    const answer = (await response?.json().catch(() => null)) as Answer | null
    setBusy(false)
    if (!response?.ok || !answer?.doc) return void toast.error(answer?.errors?.[0]?.message || failed)
    toast.success(done)
    setData(answer.doc)
    await reset(answer.doc).catch(() => undefined)
    router.refresh()
  }
  const command = (type: string, payload?: string) => void send('command', { type, payload }, T.sent, T.failed)
  const isOpen = status === 'pending' || status === 'running'

  return (
    <div role="group" aria-label={T.heading} style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'calc(var(--base) / 2)', marginBottom: 'var(--base)' }}>
      {SIMPLE_COMMANDS.map(({ type, label }) => (
        <Button key={type} buttonStyle="secondary" size="small" disabled={busy} onClick={() => command(type)}>
          {label}
        </Button>
      ))}
      <select aria-label={T.scene} value={scene} onChange={(event) => setScene(event.target.value)} disabled={busy || scenes.length === 0}>
        <option value="">{T.chooseScene}</option>
        {scenes.map((entry) => (
          <option key={entry.id} value={entry.path}>
            {entry.name}
          </option>
        ))}
      </select>
      <Button buttonStyle="secondary" size="small" disabled={busy || !scene} onClick={() => command('showScene', scene)}>
        {T.showScene}
      </Button>
      {isOpen ? (
        <Button buttonStyle="secondary" size="small" disabled={busy} onClick={() => void send('command/abort', {}, T.aborted, T.abortFailed)}>
          {T.abort}
        </Button>
      ) : null}
    </div>
  )
}
