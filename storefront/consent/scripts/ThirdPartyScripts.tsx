'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { CHAT_WIDGET_SERVICE, PIXEL_SERVICE, scriptsToLoad, TAG_SERVICE, type ConsentServices } from '@/src/domain/consent'
import { isOrderSecretPath } from '@/src/domain/orders/orderSecrets'

import type { ScriptIds } from '@/storefront/shell/types'
import { useConsent } from '../useConsent'
import { startChatWidget } from './chatWidget'
import { revokePixel, startPixel } from './pixel'
import { startTagManager, updateTagConsent } from './tagManager'

/**
 * Loads the tag manager, the pixel and the chat widget only after their consent, only when their
 * provider id is configured, and never on an order's status page. Revoking later denies the tag's
 * storage permissions and the pixel's consent (a loaded script cannot be unloaded; it gets no
 * more page views).
 */
export function ThirdPartyScripts({ services, scriptIds }: { services: ConsentServices; scriptIds: ScriptIds }) {
  const { consent, hydrated } = useConsent()
  const pathname = usePathname()

  useEffect(() => {
    if (!hydrated) return
    const allowed = scriptsToLoad(consent, services)
    const tag = allowed.includes(TAG_SERVICE)
    // The services read the page address themselves (tag, pixel, chat): none starts on a page whose
    // address carries an order's link secret (/status/{uid}/{hash}); they may start on the next page.
    const mayStart = !isOrderSecretPath(pathname ?? window.location.pathname)
    if (mayStart && tag && scriptIds.tag) startTagManager(scriptIds.tag)
    updateTagConsent(tag)
    if (mayStart && allowed.includes(PIXEL_SERVICE) && scriptIds.pixel) startPixel(scriptIds.pixel)
    else if (!allowed.includes(PIXEL_SERVICE)) revokePixel()
    if (mayStart && allowed.includes(CHAT_WIDGET_SERVICE) && scriptIds.chat) startChatWidget(scriptIds.chat)
  }, [consent, hydrated, services, scriptIds, pathname])

  return null
}
