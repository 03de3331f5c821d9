'use client'

import { Button, toast, useAuth, useConfig } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { CONTENT_AI_TEXTS, DEFAULT_IMAGE_SIZE, IMAGE_SIZE_KEYS, IMAGE_SIZES, type ImageSize } from '@/src/domain/contentAi'
import { isAdminUser } from '@/src/domain/roles'

import { requestAi } from './aiRequest'

const T = CONTENT_AI_TEXTS.image
const column = { display: 'flex', flexDirection: 'column', gap: 'calc(var(--base) / 2)' } as const

/**
 * 'Bild mit KI erzeugen' above the images list (issue 25): a description and a format; the picture
 * the AI draws is stored with a German alt text (POST /api/content-ai/generate/image) and opened.
 * Admins only, like uploading images.
 */
export function GenerateImage() {
  const { config } = useConfig()
  const { user } = useAuth()
  const router = useRouter()
  const [prompt, setPrompt] = useState('')
  const [size, setSize] = useState<ImageSize>(DEFAULT_IMAGE_SIZE)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  if (!isAdminUser(user as never)) return null

  const generate = async () => {
    setBusy(true)
    setError('')
    const answer = await requestAi(`${config.routes.api}/content-ai/generate/image`, { prompt, size }, T.failed)
    setBusy(false)
    if (answer.error !== undefined) {
      setError(answer.error)
      return void toast.error(answer.error)
    }
    toast.success(T.done)
    router.push(`${config.routes.admin}/collections/images/${answer.doc.id}`)
  }

  return (
    <details style={{ marginBottom: 'var(--base)' }}>
      <summary style={{ cursor: 'pointer', fontWeight: 600 }}>{T.heading}</summary>
      <div style={{ ...column, maxWidth: '40rem', paddingTop: 'calc(var(--base) / 2)' }}>
        <label style={column}>
          {T.prompt}
          <textarea value={prompt} onChange={(event) => setPrompt(event.target.value)} rows={3} maxLength={1000} placeholder={T.promptPlaceholder} disabled={busy} />
        </label>
        <label style={column}>
          {T.size}
          <select value={size} onChange={(event) => setSize(event.target.value as ImageSize)} disabled={busy}>
            {IMAGE_SIZE_KEYS.map((key) => (
              <option key={key} value={key}>
                {IMAGE_SIZES[key]}
              </option>
            ))}
          </select>
        </label>
        <div>
          <Button buttonStyle="secondary" size="small" disabled={busy || prompt.trim().length < 3} onClick={() => void generate()}>
            {T.submit}
          </Button>
        </div>
        <p aria-live="polite" style={{ margin: 0 }}>{busy ? T.busy : ''}</p>
        {error ? (
          <p role="alert" style={{ margin: 0, color: 'var(--theme-error-500)' }}>
            {error}
          </p>
        ) : null}
      </div>
    </details>
  )
}
