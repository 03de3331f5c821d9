import { describe, expect, it } from '@jest/globals'

import { contactFormErrors, contactSubject, isEmailAddress, type ContactFormValues } from '@/src/domain/contactForm'

/** A form that passes (parts-shop-and-site.md section 5); each case changes one field. */
const valid: ContactFormValues = {
  email: 'erika@example.at',
  firstName: 'Erika',
  lastName: 'Musterfrau',
  phone: '+43 660 1234567',
  company: '',
  comment: '',
  privacy: true,
}

describe('contactFormErrors (parts-shop-and-site.md section 5, contact form)', () => {
  it('passes a complete form; company and comment are optional', () => {
    expect(contactFormErrors(valid)).toEqual({})
    expect(contactFormErrors({ ...valid, company: 'Muster GmbH', comment: 'Bitte um Rückruf.' })).toEqual({})
  })

  it.each<[string, Partial<ContactFormValues>, keyof ContactFormValues, string]>([
    ['email must look like an address', { email: 'erika.example.at' }, 'email', 'Bitte geben Sie eine gültige E-Mail-Adresse an.'],
    ['email without a top-level domain', { email: 'erika@example' }, 'email', 'Bitte geben Sie eine gültige E-Mail-Adresse an.'],
    ['email with a space', { email: 'erika @example.at' }, 'email', 'Bitte geben Sie eine gültige E-Mail-Adresse an.'],
    ['firstName at least 2 characters', { firstName: 'E' }, 'firstName', 'Bitte geben Sie Ihren Vornamen an (mindestens 2 Zeichen).'],
    ['firstName of spaces counts as empty', { firstName: '   ' }, 'firstName', 'Bitte geben Sie Ihren Vornamen an (mindestens 2 Zeichen).'],
    ['lastName at least 2 characters', { lastName: 'M' }, 'lastName', 'Bitte geben Sie Ihren Nachnamen an (mindestens 2 Zeichen).'],
    ['phone at least 6 characters', { phone: '12345' }, 'phone', 'Bitte geben Sie Ihre Telefonnummer an (mindestens 6 Zeichen).'],
    ['the privacy checkbox must be ticked', { privacy: false }, 'privacy', 'Bitte akzeptieren Sie die Datenschutzerklärung.'],
    ['comment at most 10,000 characters', { comment: 'x'.repeat(10_001) }, 'comment', 'Höchstens 10000 Zeichen.'],
    ['company at most 200 characters', { company: 'x'.repeat(201) }, 'company', 'Höchstens 200 Zeichen.'],
  ])('%s', (_, change, field, message) => {
    expect(contactFormErrors({ ...valid, ...change })).toEqual({ [field]: message })
  })

  it.each<[string, Partial<ContactFormValues>]>([
    ['firstName of exactly 2 characters', { firstName: 'Al' }],
    ['lastName of exactly 2 characters', { lastName: 'Oz' }],
    ['phone of exactly 6 characters', { phone: '123456' }],
    ['comment of exactly 10,000 characters', { comment: 'x'.repeat(10_000) }],
  ])('accepts %s', (_, change) => expect(contactFormErrors({ ...valid, ...change })).toEqual({}))

  it('names every failing field of an empty form', () => {
    const empty = { email: '', firstName: '', lastName: '', phone: '', company: '', comment: '', privacy: false }
    expect(Object.keys(contactFormErrors(empty)).sort()).toEqual(['email', 'firstName', 'lastName', 'phone', 'privacy'])
  })
})

describe('isEmailAddress', () => {
  it.each<[string, boolean]>([
    ['erika@example.at', true],
    ['erika.muster+kontakt@sub.example.co.at', true],
    ['erika..muster@example.at', false],
    ['"erika"@example.at', false],
    ['erika@-example.at', false],
    [`${'a'.repeat(250)}@b.at`, false],
  ])('%s → %s', (value, expected) => expect(isEmailAddress(value)).toBe(expected))
})

describe('contactSubject (section 9: default subject)', () => {
  it.each<[string | null, string]>([
    [null, 'Website Formular'],
    ['   ', 'Website Formular'],
    ['Anfrage Catering', 'Anfrage Catering'],
  ])('%s → %s', (subject, expected) => expect(contactSubject(subject)).toBe(expected))
})
