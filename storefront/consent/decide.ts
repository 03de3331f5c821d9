import {
  CHAT_WIDGET_SERVICE,
  consentUpdateEvent,
  decideConsent,
  grantService,
  type ConsentMode,
  type ConsentServices,
  type ConsentSettings,
  type StoredConsent,
} from '@/src/domain/consent'

import { trackConsentUpdate } from '../analytics/track'
import { readConsent, saveConsent } from './consentStore'
import { closeConsent } from './consentUi'

function store(mode: ConsentMode, record: StoredConsent): void {
  saveConsent(record)
  trackConsentUpdate(consentUpdateEvent(mode, record))
}

/** One of the modal's three choices: store the decision, close the modal, report the consent update. */
export function applyConsent(mode: ConsentMode, services: ConsentServices, selection: Partial<ConsentSettings> = {}): void {
  store(mode, decideConsent(mode, services, new Date(), selection))
  closeConsent()
}

/** The footer's 'Chat aktivieren': switches the chat on and keeps the rest of the decision. */
export function activateChat(services: ConsentServices): void {
  store('selected', grantService(readConsent(), services, CHAT_WIDGET_SERVICE, new Date()))
}
