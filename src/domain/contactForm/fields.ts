import { CONTACT_FIELD_MESSAGES, DEFAULT_CONTACT_SUBJECT, tooLongMessage } from './texts'

/** What a visitor enters in a contact form (parts-shop-and-site.md section 3, "Contact form data"). */
export interface ContactFormValues {
  email: string
  firstName: string
  lastName: string
  phone: string
  company: string
  comment: string
  privacy: boolean
}

export type ContactTextField = Exclude<keyof ContactFormValues, 'privacy'>
export type ContactFormErrors = Partial<Record<keyof ContactFormValues, string>>

/** The fewest characters of the required texts (section 5), counted without surrounding spaces. */
const MIN_LENGTHS = { firstName: 2, lastName: 2, phone: 6 } as const

/** The most characters per text: generous for people, a bound for the mail and the stored lead. */
export const MAX_LENGTHS: Record<ContactTextField | 'subject', number> = {
  subject: 200,
  email: 254,
  firstName: 100,
  lastName: 100,
  phone: 40,
  company: 200,
  comment: 10_000,
}

/**
 * Whether a text looks like an e-mail address: the rule of Payload's e-mail fields (no spaces, no
 * quotes, no double dots, a domain with a top-level part of 2+ letters), so every address the form
 * accepts can also be stored on the lead.
 */
const EMAIL =
  /^(?!.*\.\.)[\w!#$%&'*+/=?^`{|}~-](?:[\w!#$%&'*+/=?^`{|}~.-]*[\w!#$%&'*+/=?^`{|}~-])?@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/i

export const isEmailAddress = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.length <= MAX_LENGTHS.email && EMAIL.test(value)

const hasAtLeast = (value: string, length: number) => value.trim().length >= length

/** The problem of one required text, or undefined: the spec's minimum first, then our maximum. */
function textError(field: ContactTextField, value: string): string | undefined {
  const trimmed = value.trim()
  if (field === 'email' && !isEmailAddress(trimmed)) return CONTACT_FIELD_MESSAGES.email
  if ((field === 'firstName' || field === 'lastName' || field === 'phone') && !hasAtLeast(trimmed, MIN_LENGTHS[field])) {
    return CONTACT_FIELD_MESSAGES[field]
  }
  return trimmed.length > MAX_LENGTHS[field] ? tooLongMessage(MAX_LENGTHS[field]) : undefined
}

const TEXT_FIELDS: ContactTextField[] = ['firstName', 'lastName', 'email', 'phone', 'company', 'comment']

/**
 * The German message of every field that does not pass (parts-shop-and-site.md section 5): email
 * looks like an address, first and last name at least 2 characters, phone at least 6, the privacy
 * checkbox ticked; company and comment are optional. The browser disables the submit button while
 * any remains; the server answers them as 422 per field.
 */
export function contactFormErrors(values: ContactFormValues): ContactFormErrors {
  const errors: ContactFormErrors = {}
  for (const field of TEXT_FIELDS) {
    const message = textError(field, values[field])
    if (message) errors[field] = message
  }
  if (!values.privacy) errors.privacy = CONTACT_FIELD_MESSAGES.privacy
  return errors
}

/** The subject of the mail on one line: the form's own, else 'Website Formular'. */
export const contactSubject = (subject: string | null | undefined): string =>
  subject?.replace(/\s+/g, ' ').trim().slice(0, MAX_LENGTHS.subject) || DEFAULT_CONTACT_SUBJECT
