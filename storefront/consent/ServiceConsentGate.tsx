'use client'

import type { ReactNode } from 'react'

import { isServiceAllowed, type ConsentServices } from '@/src/domain/consent'

import { openConsentSettings } from './consentUi'
import styles from './ServiceConsentGate.module.css'
import { CONSENT_UI_TEXTS as T } from './texts'
import { useConsent } from './useConsent'

interface ServiceConsentGateProps {
  /** The consent configuration of the site (the shell's services). */
  services: ConsentServices
  /** The service whose consent the content needs ('map', 'linkedInFeed'). */
  serviceId: string
  /** What the placeholder says before the consent: a heading-like line, a sentence and the button label. */
  placeholder: { title: string; text: string; button: string }
  /** The content, rendered only once the visitor allowed the service. */
  children: ReactNode
  className?: string
}

/**
 * Third-party content behind the visitor's consent (parts-shop-and-site.md section 7): until the
 * service is allowed (and always on the server and in the first client render, as the decision
 * lives in the browser) a placeholder with a button that opens the consent settings takes its place.
 */
export function ServiceConsentGate({ services, serviceId, placeholder, children, className }: ServiceConsentGateProps) {
  const { consent, hydrated } = useConsent()
  if (hydrated && isServiceAllowed(consent, services, serviceId)) return <>{children}</>
  const configured = Boolean(services[serviceId])
  return (
    <div className={[styles.placeholder, className].filter(Boolean).join(' ')} data-consent-placeholder={serviceId}>
      <p className={styles.title}>{placeholder.title}</p>
      <p className={styles.text}>{configured ? placeholder.text : T.serviceNotConfigured}</p>
      {configured ? (
        <button type="button" className="btn btn-primary" onClick={openConsentSettings}>
          {placeholder.button}
        </button>
      ) : null}
    </div>
  )
}
