'use client'

import { Button, toast, useAuth, useConfig } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { CONTENT_AI_TEXTS, DEFAULT_IMAGE_SIZE, IMAGE_SIZE_KEYS, IMAGE_SIZES, type ImageSize } from '@/src/domain/contentAi'
import type { GeneratedImageAnswer, GeneratedImageInput } from '@/src/domain/contracts/contentAi'
import { isAdminUser } from '@/src/domain/roles'

import { CallState, ChoiceField, column, PromptField } from './aiFields'
import { useAiCall } from './useAiCall'

const T = CONTENT_AI_TEXTS.image

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
  const { busy, error, run } = useAiCall<GeneratedImageAnswer['doc']>(T.failed)
  if (!isAdminUser(user as never)) return null

  const generate = async () => {
    const body: GeneratedImageInput = { prompt, size }
    const doc = await run(`${config.routes.api}/content-ai/generate/image`, body)
    if (!doc) return
    toast.success(T.done)
    router.push(`${config.routes.admin}/collections/images/${doc.id}`)
  }

  return (
    <details style={{ marginBottom: 'var(--base)' }}>
      <summary style={{ cursor: 'pointer', fontWeight: 600 }}>{T.heading}</summary>
      <div style={{ ...column, maxWidth: '40rem', paddingTop: 'calc(var(--base) / 2)' }}>
        <PromptField label={T.prompt} value={prompt} onChange={setPrompt} rows={3} maxLength={1000} placeholder={T.promptPlaceholder} disabled={busy} />
        <ChoiceField label={T.size} value={size} options={IMAGE_SIZE_KEYS} labelOf={(key) => IMAGE_SIZES[key]} onChange={setSize} disabled={busy} />
        <div>
          <Button buttonStyle="secondary" size="small" disabled={busy || prompt.trim().length < 3} onClick={() => void generate()}>
            {T.submit}
          </Button>
        </div>
        <CallState busy={busy} busyText={T.busy} error={error} />
      </div>
    </details>
  )
}
