import { phoneFormatHint, type PhoneCountry } from './texts'

/** While typing: keeps digits, '+' and spaces only ('+43 (660) 12-34' → '+43 660 1234'). */
export function filterPhoneTyping(input: string | null | undefined): string {
  return (input ?? '').replace(/[^0-9+ ]/g, '')
}

/**
 * On change (blur): keeps digits and '+' only and turns a leading '00' into '+'
 * ('0043 660 123' → '+43660123'). A '+' further inside is left alone, as the spec asks for no more.
 */
export function normalizePhone(input: string | null | undefined): string {
  return (input ?? '').replace(/[^0-9+]/g, '').replace(/^00/, '+')
}

/**
 * The format hint when the (normalised) number does not start with '+', else null. An empty field
 * gets no hint: whether a phone number is required is decided by the checkout rules.
 */
export function phoneHint(input: string | null | undefined, country: PhoneCountry = 'AT'): string | null {
  const phone = normalizePhone(input)
  if (phone === '' || phone.startsWith('+')) return null
  return phoneFormatHint(country)
}
