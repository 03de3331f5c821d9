'use client'

import { useEffect } from 'react'

import { CHAT_WIDGET_SERVICE, PIXEL_SERVICE, scriptsToLoad, TAG_SERVICE, type ConsentServices } from '@/src/domain/consent'

import type { ScriptIds } from '../../shell/types'
import { useConsent } from '../useConsent'
import { startChatWidget } from './chatWidget'
import { revokePixel, startPixel } from './pixel'
import { startTagManager, updateTagConsent } from './tagManager'

/**
 * Loads the tag manager, the pixel and the chat widget only after their consent, and only when
 * their provider id is configured. Revoking later denies the tag's storage permissions and the
 * pixel's consent (a loaded script cannot be unloaded; it gets no more page views).
 */
export function ThirdPartyScripts({ services, scriptIds }: { services: ConsentServices; scriptIds: ScriptIds }) {
  const { consent, hydrated } = useConsent()

  useEffect(() => {
    if (!hydrated) return
    const allowed = scriptsToLoad(consent, services)
    const tag = allowed.includes(TAG_SERVICE)
    if (tag && scriptIds.tag) startTagManager(scriptIds.tag)
    updateTagConsent(tag)
    if (allowed.includes(PIXEL_SERVICE) && scriptIds.pixel) startPixel(scriptIds.pixel)
    else revokePixel()
    if (allowed.includes(CHAT_WIDGET_SERVICE) && scriptIds.chat) startChatWidget(scriptIds.chat)
  }, [consent, hydrated, services, scriptIds])

  return null
}
