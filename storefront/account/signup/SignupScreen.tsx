'use client'

import Link from 'next/link'
import { useRef, useState, type FormEvent } from 'react'

import { passwordProblem } from '@/src/domain/account'
import type { SignupAnswer, SignupRequest } from '@/src/domain/contracts/account'
import { fillPlaceholders } from '@/src/domain/text'
import { call, type FieldMessage } from '@/storefront/ui/api'

import { AccountField, accountFieldId } from '../AccountField'
import form from '../AccountForm.module.css'
import { ADDRESS_FIELD_NAMES, AddressFields } from '../AddressFields'
import { FormErrors } from '../FormErrors'
import { formTexts } from '../formTexts'
import { ACCOUNT_TEXTS, ADDRESS_TEXTS } from '../texts'
import styles from './Signup.module.css'
import { LEGAL_LINKS, SIGNUP_TEXTS as T } from './texts'

/** The form's values as the sign-up call takes them (parts-shop-and-site.md section 3, "Signup form"). */
function formValues(element: HTMLFormElement, isCompany: boolean): SignupRequest {
  const data = new FormData(element)
  const texts = formTexts(data, ['companyName', 'vatNumber', 'firstName', 'lastName', ...ADDRESS_FIELD_NAMES, 'email', 'phone', 'password', 'passwordRepeat'])
  return {
    ...texts,
    isCompany,
    companyName: isCompany ? texts.companyName : '',
    country: ADDRESS_TEXTS.countryName,
    termsAndConditions: data.get('termsAndConditions') === 'on',
    privacyPolicy: data.get('privacyPolicy') === 'on',
  }
}

/**
 * The sign-up form: company or private customer, billing address (country fixed), contact,
 * password twice and the two checkboxes; then the thank-you screen. The server checks everything
 * again; its messages are listed with 'Fehler:' and mark their fields.
 */
export function SignupScreen() {
  const [isCompany, setCompany] = useState(true)
  const [errors, setErrors] = useState<readonly FieldMessage[]>([])
  const [sending, setSending] = useState(false)
  const [doneFor, setDoneFor] = useState<string | null>(null)
  const errorList = useRef<HTMLDivElement>(null)

  const errorOf = (field: string) => errors.find((error) => error.field === field)?.message

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const values = formValues(event.currentTarget, isCompany)
    const problem = passwordProblem(values.password, values.passwordRepeat)
    let failed: readonly FieldMessage[]
    if (problem) failed = [problem]
    else {
      setSending(true)
      setErrors([])
      const result = await call<SignupAnswer>('/api/custom/account/signup', { body: values, fallback: ACCOUNT_TEXTS.unknownError })
      setSending(false)
      if (result.ok) {
        setDoneFor(values.email)
        window.scrollTo({ top: 0 })
        return
      }
      failed = result.error.messages
    }
    setErrors(failed)
    requestAnimationFrame(() => errorList.current?.focus())
  }

  if (doneFor !== null) {
    return (
      <section className="notice notice-success" aria-live="polite">
        <h2>{T.thanksTitle}</h2>
        <p>{fillPlaceholders(T.thanksText, { email: doneFor })}</p>
        <p><Link href="/account/login" className="btn">{ACCOUNT_TEXTS.backToLogin}</Link></p>
      </section>
    )
  }

  const field = (name: keyof typeof T.fields, props: Partial<Parameters<typeof AccountField>[0]> = {}) => (
    <AccountField name={name} label={T.fields[name]} error={errorOf(name)} {...props} />
  )

  return (
    <>
      <p className={styles.intro}>{T.intro}</p>
      <form className={form.form} onSubmit={submit} noValidate>
        <FormErrors ref={errorList} errors={errors} testId="signup-errors" />

        <fieldset className={form.section}>
          <legend>{T.sections.customer}</legend>
          <div className={styles.types} role="radiogroup" aria-label={T.accountType}>
            <label className={styles.choice}><input type="radio" name="isCompany" checked={isCompany} onChange={() => setCompany(true)} /> {T.company}</label>
            <label className={styles.choice}><input type="radio" name="isCompany" checked={!isCompany} onChange={() => setCompany(false)} /> {T.private}</label>
          </div>
          {isCompany ? (
            <div className={form.grid2}>
              {field('companyName', { required: true, autoComplete: 'organization' })}
              {field('vatNumber', { hint: T.vatHint })}
            </div>
          ) : null}
          <div className={form.grid2}>
            {field('firstName', { required: true, autoComplete: 'given-name' })}
            {field('lastName', { required: true, autoComplete: 'family-name' })}
            {field('email', { required: true, type: 'email', autoComplete: 'email' })}
            {field('phone', { required: true, type: 'tel', autoComplete: 'tel' })}
          </div>
        </fieldset>

        <fieldset className={form.section}>
          <legend>{T.sections.address}</legend>
          <AddressFields errorOf={errorOf} />
        </fieldset>

        <fieldset className={form.section}>
          <legend>{T.sections.access}</legend>
          <div className={form.grid2}>
            {field('password', { required: true, type: 'password', autoComplete: 'new-password', hint: T.passwordHint })}
            {field('passwordRepeat', { required: true, type: 'password', autoComplete: 'new-password' })}
          </div>
          <label className={[styles.consent, errorOf('privacyPolicy') ? styles.consentError : ''].join(' ')}>
            <input type="checkbox" name="privacyPolicy" id={accountFieldId('privacyPolicy')} required aria-invalid={errorOf('privacyPolicy') ? true : undefined} />
            <span className="required">{T.privacyBefore}<Link href={LEGAL_LINKS.privacy}>{T.privacyLink}</Link>{T.privacyAfter}</span>
          </label>
          <label className={[styles.consent, errorOf('termsAndConditions') ? styles.consentError : ''].join(' ')}>
            <input type="checkbox" name="termsAndConditions" id={accountFieldId('termsAndConditions')} required aria-invalid={errorOf('termsAndConditions') ? true : undefined} />
            <span className="required">{T.termsBefore}<Link href={LEGAL_LINKS.terms}>{T.termsLink}</Link>{T.termsAfter}</span>
          </label>
        </fieldset>

        <div className={form.actions}>
          <button type="submit" className="btn btn-primary" disabled={sending}>{sending ? T.submitting : T.submit}</button>
          <Link href="/account/login">{ACCOUNT_TEXTS.backToLogin}</Link>
        </div>
        <p className={form.note}>{T.requiredNote}</p>
      </form>
    </>
  )
}
