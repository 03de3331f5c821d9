'use client'

import { useEffect, useState } from 'react'

import { showChatActivation, type ConsentServices } from '@/src/domain/consent'

import { openConsentSettings } from '../consent/consentUi'
import { activateChat } from '../consent/decide'
import { useConsent } from '../consent/useConsent'
import styles from './FooterActions.module.css'
import { isInstalledApp, promptInstall, useInstallAvailable } from './pwa/installPrompt'
import { isSelfServiceContext } from './selfServiceContext'
import { SHELL_TEXTS as T } from './texts'

interface FooterActionsProps {
  pwaEnabled: boolean
  services: ConsentServices
  /** A chat widget id is configured (otherwise activating the chat would load nothing). */
  chatConfigured: boolean
}

/** 'Datenschutz-Einstellungen' (reopens the consent modal), 'App installieren' and 'Chat aktivieren'. */
export function FooterActions({ pwaEnabled, services, chatConfigured }: FooterActionsProps) {
  const { consent, hydrated } = useConsent()
  const installAvailable = useInstallAvailable()
  const [installable, setInstallable] = useState(false)

  useEffect(() => {
    setInstallable(pwaEnabled && installAvailable && !isInstalledApp() && !isSelfServiceContext())
  }, [pwaEnabled, installAvailable])

  const offerChat = hydrated && chatConfigured && showChatActivation(consent, services)
  return (
    <div className={styles.actions}>
      <button type="button" className={styles.action} onClick={openConsentSettings}>{T.footer.privacySettings}</button>
      {installable ? (
        <button type="button" className={styles.action} onClick={() => void promptInstall()}>{T.footer.installApp}</button>
      ) : null}
      {offerChat ? (
        <button type="button" className={styles.action} onClick={() => activateChat(services)}>{T.footer.activateChat}</button>
      ) : null}
    </div>
  )
}
