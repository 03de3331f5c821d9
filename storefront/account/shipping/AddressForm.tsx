'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useRef, useState, type FormEvent } from 'react'

import type { ShippingAddress, ShippingAddressesAnswer, ShippingAddressRequest } from '@/src/domain/contracts/account'
import { call, type FieldMessage } from '@/storefront/ui/api'

import { AccountField } from '../AccountField'
import form from '../AccountForm.module.css'
import { ADDRESS_FIELD_NAMES, AddressFields } from '../AddressFields'
import { FormErrors } from '../FormErrors'
import { formTexts } from '../formTexts'
import { ACCOUNT_TEXTS, ADDRESS_TEXTS } from '../texts'
import { SHIPPING_TEXTS as T } from './texts'

const CONTACT_FIELDS = ['companyName', 'firstName', 'lastName', 'email', 'phone'] as const

/**
 * A new (index null) or an existing shipping address: recipient, contact and address (e-mail,
 * phone, street, zip code and city required, spec 001 §5). Saved by the server, then back to the
 * list; 'Abbrechen' returns to the list unchanged.
 */
export function AddressForm({ index, address }: { index: number | null; address?: ShippingAddress }) {
  const router = useRouter()
  const [errors, setErrors] = useState<readonly FieldMessage[]>([])
  const [sending, setSending] = useState(false)
  const errorList = useRef<HTMLDivElement>(null)
  const errorOf = (field: string) => errors.find((error) => error.field === field)?.message

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const request: ShippingAddressRequest = {
      ...formTexts(new FormData(event.currentTarget), [...CONTACT_FIELDS, ...ADDRESS_FIELD_NAMES]),
      country: ADDRESS_TEXTS.countryName,
    }
    setSending(true)
    setErrors([])
    const path = index === null ? '/api/custom/account/shipping' : `/api/custom/account/shipping/${index}`
    const result = await call<ShippingAddressesAnswer>(path, { method: index === null ? 'POST' : 'PUT', body: request, fallback: ACCOUNT_TEXTS.unknownError })
    setSending(false)
    if (result.ok) {
      router.push('/account/shipping')
      router.refresh()
      return
    }
    setErrors(result.error.messages)
    requestAnimationFrame(() => errorList.current?.focus())
  }

  const field = (name: (typeof CONTACT_FIELDS)[number], props: { required?: boolean; type?: string; autoComplete?: string } = {}) => (
    <AccountField name={name} label={T.fields[name]} error={errorOf(name)} defaultValue={address?.[name] ?? ''} {...props} />
  )

  return (
    <form className={form.form} onSubmit={submit} noValidate>
      <FormErrors ref={errorList} errors={errors} testId="shipping-errors" />
      <fieldset className={form.section}>
        <legend>{T.recipient}</legend>
        {field('companyName', { autoComplete: 'organization' })}
        <div className={form.grid2}>
          {field('firstName', { autoComplete: 'given-name' })}
          {field('lastName', { autoComplete: 'family-name' })}
        </div>
        <AddressFields values={address} errorOf={errorOf} />
      </fieldset>
      <fieldset className={form.section}>
        <legend>{T.contact}</legend>
        <div className={form.grid2}>
          {field('email', { required: true, type: 'email', autoComplete: 'email' })}
          {field('phone', { required: true, type: 'tel', autoComplete: 'tel' })}
        </div>
      </fieldset>
      <div className={form.actions}>
        <button type="submit" className="btn btn-primary" disabled={sending}>{sending ? T.saving : T.save}</button>
        <Link href="/account/shipping" className="btn">{T.cancel}</Link>
      </div>
      <p className={form.note}>{T.requiredNote}</p>
    </form>
  )
}
