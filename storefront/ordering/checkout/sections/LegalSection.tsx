'use client'

import dynamic from 'next/dynamic'
import { useState } from 'react'

import type { LegalDocument } from '@/storefront/ordering/data/loadCheckout'
import styles from '../Checkout.module.css'
import { fieldId } from '../form'
import { CHECKOUT_TEXTS } from '../texts'
import { Section } from './Section'

interface LegalSectionProps {
  terms: LegalDocument
  privacy: LegalDocument
  legalInstructions: boolean
  privacyPolicy: boolean
  onChange: (field: 'legalInstructions' | 'privacyPolicy', value: boolean) => void
  errors: ReadonlySet<string>
}

type Open = 'terms' | 'privacy' | null

// The Markdown renderer is the checkout's largest library: loaded when a visitor opens a legal text.
const LegalTextDialog = dynamic(() => import('../pickers/LegalTextDialog').then((module) => module.LegalTextDialog), { ssr: false })

/** Terms and privacy checkboxes; each document links to its external address or opens its text in an overlay. */
export function LegalSection({ terms, privacy, legalInstructions, privacyPolicy, onChange, errors }: LegalSectionProps) {
  const [open, setOpen] = useState<Open>(null)
  // Mounted from the first opening on, so closing returns focus to the link like any dialog.
  const [opened, setOpened] = useState<ReadonlySet<Open>>(new Set())
  const show = (which: Exclude<Open, null>) => {
    setOpened((current) => new Set(current).add(which))
    setOpen(which)
  }
  const documentLink = (document: LegalDocument, name: string, which: Exclude<Open, null>) => {
    if (document.url) return <a href={document.url} target="_blank" rel="noopener noreferrer">{name}</a>
    if (document.text) return <button type="button" className={styles.linkButton} onClick={() => show(which)}>{name}</button>
    return name
  }
  return (
    <Section title={CHECKOUT_TEXTS.legalSection} id="checkout-legal">
      <div className={['field', errors.has('legalInstructions') ? 'field-error' : ''].join(' ')} data-field="legalInstructions">
        <div className={styles.checkbox}>
          <input id={fieldId('legalInstructions')} type="checkbox" checked={legalInstructions} aria-invalid={errors.has('legalInstructions') || undefined} onChange={(event) => onChange('legalInstructions', event.target.checked)} />
          <label htmlFor={fieldId('legalInstructions')} className="required">
            {CHECKOUT_TEXTS.acceptTermsBefore}
            {documentLink(terms, CHECKOUT_TEXTS.termsName, 'terms')}
            {CHECKOUT_TEXTS.acceptTermsAfter}
          </label>
        </div>
      </div>
      <div className={['field', errors.has('privacyPolicy') ? 'field-error' : ''].join(' ')} data-field="privacyPolicy">
        <div className={styles.checkbox}>
          <input id={fieldId('privacyPolicy')} type="checkbox" checked={privacyPolicy} aria-invalid={errors.has('privacyPolicy') || undefined} onChange={(event) => onChange('privacyPolicy', event.target.checked)} />
          <label htmlFor={fieldId('privacyPolicy')} className="required">
            {CHECKOUT_TEXTS.acceptPrivacyBefore}
            {documentLink(privacy, CHECKOUT_TEXTS.privacyName, 'privacy')}
            {CHECKOUT_TEXTS.acceptPrivacyAfter}
          </label>
        </div>
      </div>
      {opened.has('terms') && terms.text && !terms.url ? <LegalTextDialog open={open === 'terms'} title={CHECKOUT_TEXTS.termsName} markdown={terms.text} onClose={() => setOpen(null)} /> : null}
      {opened.has('privacy') && privacy.text && !privacy.url ? <LegalTextDialog open={open === 'privacy'} title={CHECKOUT_TEXTS.privacyName} markdown={privacy.text} onClose={() => setOpen(null)} /> : null}
    </Section>
  )
}
