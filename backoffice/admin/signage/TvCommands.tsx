'use client'

import { Button, toast, useConfig, useDocumentInfo, useForm, useFormFields } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

import type { TvCommandAnswer, TvCommandInput, TvCommandType } from '@/src/domain/contracts/signage'
import type { Scene } from '@/src/payload-types'
import { call } from '@/storefront/ui/api'

import { TV_COMMAND_TEXTS as T } from './texts'

/** The scenes to choose from, as Payload's list answers them with `select[name]` and `select[path]`. */
type SceneList = { docs: Pick<Scene, 'id' | 'name' | 'path'>[] }

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
  const [scenes, setScenes] = useState<SceneList['docs']>([])
  const [scene, setScene] = useState('')

  useEffect(() => {
    if (!id) return
    const controller = new AbortController()
    const url = `${config.routes.api}/scenes?depth=0&limit=100&sort=name&select[name]=true&select[path]=true`
    // A list that cannot be loaded offers no scene (no message, as for every filtered list).
    void call<SceneList>(url, { signal: controller.signal, fallback: T.scenesFailed }).then((result) => {
      if (result.ok && result.data?.docs) setScenes(result.data.docs)
      else if (!result.ok && result.error.status !== 0) setScenes([])
    })
    return () => controller.abort()
  }, [id, config.routes.api])

  if (!id) return null

  const send = async (path: string, body: TvCommandInput | Record<string, never>, done: string, failed: string) => {
    setBusy(true)
    const result = await call<TvCommandAnswer>(`${config.routes.api}/digital-signage-devices/${id}/${path}`, { method: 'POST', body, fallback: failed })
    setBusy(false)
    if (!result.ok) return void toast.error(result.error.message)
    if (!result.data?.doc) return void toast.error(failed)
    toast.success(done)
    setData(result.data.doc)
    await reset(result.data.doc).catch(() => undefined)
    router.refresh()
  }
  const command = (type: TvCommandType, payload?: string) => void send('command', { type, payload }, T.sent, T.failed)
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
