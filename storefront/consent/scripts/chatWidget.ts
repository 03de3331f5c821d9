import '@/storefront/analytics/vendors'
import { injectScript } from './injectScript'

/** The chat widget's id at the provider (tawk.to): '{propertyId}/{widgetId}'. */
const CHAT_ID = /^[a-z0-9]+\/[a-z0-9]+$/i
let started = false

/** Loads the chat widget after its consent. */
export function startChatWidget(id: string): void {
  if (started || !CHAT_ID.test(id)) return
  started = true
  window.Tawk_API = window.Tawk_API ?? {}
  window.Tawk_LoadStart = new Date()
  injectScript('consent-chat-widget', `https://embed.tawk.to/${id}`, { charset: 'UTF-8', crossorigin: '*' })
}
