'use client'

import { useId, useRef, useState, type FormEvent } from 'react'

import {
  CONTACT_FORM_FAILED,
  CONTACT_FORM_SENT,
  contactFormErrors,
  DEFAULT_CONTACT_SUBJECT,
  MAX_LENGTHS,
  UPLOAD_ACCEPT,
  uploadListError,
  type ContactFormValues,
} from '@/src/domain/contactForm'
import { Dialog } from '@/storefront/ui/Dialog'

import { ContactField } from './ContactField'
import styles from './ContactForm.module.css'
import { sendContactForm } from './sendContactForm'
import { CONTACT_FORM_TEXTS as T } from './texts'

export interface ContactFormProps {
  /** The block's subject of the mail ('Website Formular' when empty). */
  subject: string
  /** The receiver the block names; the server uses it only when it is a configured address. */
  receiver: string | null
  /** The page's path; empty: the browser's current path when sending. */
  pagePath: string
  /** The block's id, by which the server finds the receiver configured for it. */
  blockId: string | null
  privacyHref: string | null
  /** The editor's thank-you text; the spec's text when null. */
  thankYou: string | null
}

type Field = keyof ContactFormValues

const EMPTY: ContactFormValues = { firstName: '', lastName: '', email: '', phone: '', company: '', comment: '', privacy: false }

/**
 * The contact form of the formData and formMap blocks (parts-shop-and-site.md sections 4, 5 and 8):
 * the submit button stays disabled until every rule of src/domain/contactForm passes (the server
 * applies the same), 'Bitte warten...' while sending; then a thank-you overlay, the form emptied and
 * scrolled into view. A failure alerts the spec's text and keeps the input.
 */
export function ContactForm({ subject, receiver, pagePath, blockId, privacyHref, thankYou }: ContactFormProps) {
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const fileRef = useRef<HTMLInputElement>(null)
  const [values, setValues] = useState<ContactFormValues>(EMPTY)
  const [files, setFiles] = useState<File[]>([])
  const [visited, setVisited] = useState<ReadonlySet<Field>>(new Set())
  const [sending, setSending] = useState(false)
  const [thanking, setThanking] = useState(false)

  const errors = contactFormErrors(values)
  const uploadError = uploadListError(files)
  const isComplete = Object.keys(errors).length === 0 && !uploadError
  const shownError = (field: Field) => (visited.has(field) ? errors[field] : undefined)
  const fieldId = (field: string) => `${id}-${field}`

  const change = (field: Field) => (value: string | boolean) => setValues((current) => ({ ...current, [field]: value }))
  const visit = (field: Field) => () => setVisited((current) => (current.has(field) ? current : new Set(current).add(field)))
  const textProps = (field: Exclude<Field, 'privacy'>) => ({
    id: fieldId(field),
    value: values[field],
    onChange: change(field),
    onBlur: visit(field),
    error: shownError(field),
    maxLength: MAX_LENGTHS[field],
  })

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!isComplete || sending) return
    setSending(true)
    const sent = await sendContactForm({
      values,
      files,
      subject: subject || DEFAULT_CONTACT_SUBJECT,
      receiver,
      pagePath: pagePath || window.location.pathname,
      blockId,
    })
    setSending(false)
    if (!sent) {
      window.alert(CONTACT_FORM_FAILED)
      return
    }
    setValues(EMPTY)
    setFiles([])
    setVisited(new Set())
    if (fileRef.current) fileRef.current.value = ''
    setThanking(true)
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })
  }

  return (
    <>
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-busy={sending || undefined}>
        <div className={styles.pair}>
          <ContactField {...textProps('firstName')} label={T.firstName} required autoComplete="given-name" />
          <ContactField {...textProps('lastName')} label={T.lastName} required autoComplete="family-name" />
        </div>
        <div className={styles.pair}>
          <ContactField {...textProps('email')} label={T.email} required type="email" autoComplete="email" inputMode="email" />
          <ContactField {...textProps('phone')} label={T.phone} required type="tel" autoComplete="tel" />
        </div>
        <ContactField {...textProps('company')} label={T.company} autoComplete="organization" />
        <div className={shownError('comment') ? 'field field-error' : 'field'}>
          <label htmlFor={fieldId('comment')}>{T.comment}</label>
          <textarea
            id={fieldId('comment')}
            rows={11}
            value={values.comment}
            maxLength={MAX_LENGTHS.comment}
            onChange={(event) => change('comment')(event.target.value)}
            onBlur={visit('comment')}
          />
        </div>
        <div className={uploadError ? 'field field-error' : 'field'}>
          <label htmlFor={fieldId('uploads')}>{T.uploads}</label>
          <input
            ref={fileRef}
            id={fieldId('uploads')}
            type="file"
            accept={UPLOAD_ACCEPT}
            multiple
            onChange={(event) => setFiles(Array.from(event.target.files ?? []))}
            aria-invalid={uploadError ? true : undefined}
            aria-describedby={`${fieldId('uploads')}-hint${uploadError ? ` ${fieldId('uploads')}-error` : ''}`}
          />
          <p id={`${fieldId('uploads')}-hint`} className="field-hint">{T.uploadsHint}</p>
          {uploadError ? <p id={`${fieldId('uploads')}-error`} className="field-message">{uploadError}</p> : null}
        </div>
        <div className={shownError('privacy') ? `${styles.consent} field-error` : styles.consent}>
          <input
            id={fieldId('privacy')}
            type="checkbox"
            checked={values.privacy}
            onChange={(event) => {
              change('privacy')(event.target.checked)
              visit('privacy')()
            }}
            required
            aria-invalid={shownError('privacy') ? true : undefined}
          />
          <label htmlFor={fieldId('privacy')} className="required">
            {T.privacyBefore}
            {privacyHref ? <a href={privacyHref} target="_blank" rel="noopener">{T.privacyLink}</a> : T.privacyLink}
          </label>
        </div>
        <p className={styles.note}>{T.requiredNote}</p>
        <div>
          <button type="submit" className="btn btn-primary" disabled={!isComplete || sending}>{sending ? T.sending : T.submit}</button>
        </div>
      </form>
      <Dialog
        open={thanking}
        title={T.thankYouTitle}
        onClose={() => setThanking(false)}
        footer={<button type="button" className="btn btn-primary" onClick={() => setThanking(false)}>{T.ok}</button>}
      >
        <p className={styles.thankYou}>{thankYou?.trim() || CONTACT_FORM_SENT}</p>
      </Dialog>
    </>
  )
}
