'use client'

import { Button, toast, useAuth, useConfig, useDocumentInfo, useForm, useFormFields } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { AI_BLOCK_TYPES, AI_BLOCKS, CONTENT_AI_TEXTS, DEFAULT_TONE, TONE_KEYS, TONES, type AiBlockType, type Tone } from '@/src/domain/contentAi'
import type { SiteDraftAnswer, SiteDraftInput } from '@/src/domain/contracts/contentAi'
import { isAdminUser } from '@/src/domain/roles'

import { CallState, ChoiceField, column, PromptField } from './aiFields'
import { useAiCall } from './useAiCall'

const T = CONTENT_AI_TEXTS.site
const BLOCK_PAGE_TYPES = ['custom_site', 'custom_technology', 'custom_service']

/**
 * 'Mit KI entwerfen' in the sidebar of a saved page (issue 25): a description, the tone and the
 * blocks to fill; the AI's texts are saved as a draft (POST /api/content-ai/generate/site/{id}),
 * which the form then shows. Nothing is published. Admins only, like editing pages.
 */
export function SiteAiDraft() {
  const { id, setData } = useDocumentInfo()
  const { reset } = useForm()
  const { config } = useConfig()
  const { user } = useAuth()
  const router = useRouter()
  const pageType = useFormFields(([fields]) => fields.type?.value)
  const [prompt, setPrompt] = useState('')
  const [tone, setTone] = useState<Tone>(DEFAULT_TONE)
  const [blocks, setBlocks] = useState<AiBlockType[]>(['heroA', 'textContent'])
  const { busy, error, run } = useAiCall<SiteDraftAnswer['doc']>(T.failed)
  if (!isAdminUser(user as never)) return null

  const toggle = (type: AiBlockType) => setBlocks((chosen) => (chosen.includes(type) ? chosen.filter((entry) => entry !== type) : AI_BLOCK_TYPES.filter((entry) => entry === type || chosen.includes(entry))))
  const generate = async () => {
    const body: SiteDraftInput = { prompt, tone, blocks }
    const doc = await run(`${config.routes.api}/content-ai/generate/site/${id}`, body)
    if (!doc) return
    setData(doc)
    await reset(doc).catch(() => undefined)
    router.refresh()
    toast.success(T.done)
  }

  const hint = !id ? T.saveFirst : BLOCK_PAGE_TYPES.includes(String(pageType)) ? '' : T.noBlocks
  return (
    <fieldset aria-label={T.heading} style={{ ...column, border: '1px solid var(--theme-elevation-150)', padding: 'var(--base)', marginBottom: 'var(--base)' }}>
      <legend style={{ fontWeight: 600 }}>{T.heading}</legend>
      <p style={{ margin: 0, color: 'var(--theme-elevation-600)' }}>{hint || T.description}</p>
      {hint ? null : (
        <>
          <PromptField label={T.prompt} value={prompt} onChange={setPrompt} rows={4} maxLength={2000} placeholder={T.promptPlaceholder} disabled={busy} />
          <ChoiceField label={T.tone} value={tone} options={TONE_KEYS} labelOf={(key) => TONES[key].label} onChange={setTone} disabled={busy} />
          <div role="group" aria-label={T.blocks} style={column}>
            {T.blocks}
            {AI_BLOCK_TYPES.map((type) => (
              <label key={type} style={{ display: 'flex', gap: 'calc(var(--base) / 4)', alignItems: 'center' }}>
                <input type="checkbox" checked={blocks.includes(type)} onChange={() => toggle(type)} disabled={busy} />
                {AI_BLOCKS[type].label}
              </label>
            ))}
          </div>
          <Button buttonStyle="secondary" size="small" disabled={busy || prompt.trim().length < 3 || blocks.length === 0} onClick={() => void generate()}>
            {T.submit}
          </Button>
          <CallState busy={busy} busyText={T.busy} error={error} />
        </>
      )}
    </fieldset>
  )
}
