'use client'

import dynamic from 'next/dynamic'
import { useState } from 'react'

import { consentVersion, initialSelection, isConsentModalActive, type ConsentServices, type ConsentSettings } from '@/src/domain/consent'

import { Dialog } from '../ui/Dialog'
import { ShieldIcon } from '../shell/icons'
import { closeConsent, minimiseConsent, restoreConsent, showConsentDetails } from './consentUi'
import styles from './ConsentManager.module.css'
import { ConsentOverview } from './ConsentOverview'
import { applyConsent } from './decide'
import { OPEN_CONSENT_SCRIPT } from './openBeforeHydration'
import { CONSENT_UI_TEXTS as T } from './texts'
import { useConsent, useConsentUi } from './useConsent'

interface ConsentManagerProps {
  services: ConsentServices
  /** The privacy policy page (or external address) linked from the modal. */
  privacyHref: string
  privacyIsExternal: boolean
}

// The per-service choices are opened by few visitors: loaded when one asks for the settings.
const ConsentDetails = dynamic(() => import('./ConsentDetails').then((module) => module.ConsentDetails), { ssr: false })

/**
 * The consent modal (ordering-storefront.md sections 2 and 4): open on the first visit and when the
 * stored version differs from the hash of the current configuration, or on request from the footer.
 * It can be minimised (privacy link, Escape) and restored with the floating control. Until the page
 * has hydrated, the modal's first view is in the HTML and its own script decides whether it is open
 * (openBeforeHydration.ts), so a first visitor sees it with the first paint.
 */
export function ConsentManager({ services, privacyHref, privacyIsExternal }: ConsentManagerProps) {
  const { consent, hydrated } = useConsent()
  const ui = useConsentUi()
  const [selection, setSelection] = useState<ConsentSettings>({})

  const active = hydrated && isConsentModalActive(consent, services)
  const shown = active || ui.requested
  const openDetails = () => {
    setSelection(initialSelection(consent, services))
    showConsentDetails(true)
  }

  const footer = (
    <div className={styles.buttons}>
      {ui.details ? (
        <button type="button" className="btn" onClick={() => showConsentDetails(false)}>{T.back}</button>
      ) : (
        <button type="button" className="btn" onClick={openDetails}>{T.settings}</button>
      )}
      <button type="button" className="btn" onClick={() => applyConsent('required', services)}>{T.acceptRequired}</button>
      {ui.details ? (
        <button type="button" className="btn" onClick={() => applyConsent('selected', services, selection)}>{T.saveSelection}</button>
      ) : null}
      <button type="button" className="btn btn-primary" onClick={() => applyConsent('all', services)}>{T.acceptAll}</button>
    </div>
  )

  return (
    <>
      <Dialog
        open={shown && !ui.minimised}
        prerendered={!hydrated}
        version={consentVersion(services)}
        title={T.title}
        onClose={active ? minimiseConsent : closeConsent}
        closeLabel={active ? T.minimise : T.close}
        wide={ui.details}
        footer={footer}
      >
        {ui.details ? (
          <ConsentDetails services={services} selection={selection} onChange={(id, value) => setSelection((current) => ({ ...current, [id]: value }))} />
        ) : (
          <ConsentOverview privacyHref={privacyHref} privacyIsExternal={privacyIsExternal} onPrivacy={minimiseConsent} />
        )}
      </Dialog>
      {/* a fixed script (allowed by its hash on nonce pages) that opens the modal before hydration */}
      <script dangerouslySetInnerHTML={{ __html: OPEN_CONSENT_SCRIPT }} suppressHydrationWarning />
      {shown && ui.minimised ? (
        <button type="button" className={styles.maximise} onClick={restoreConsent} aria-label={T.maximise} title={T.maximise}>
          <ShieldIcon />
        </button>
      ) : null}
    </>
  )
}
