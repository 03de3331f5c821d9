import { fillPlaceholders } from '../text/placeholders'

/** Hint below the phone field (ordering-storefront.md section 5), placeholder {phone}. */
const PHONE_FORMAT_HINT = 'Bitte geben Sie eine gültige Nummer im Format {phone} an.'

/** Countries of the order form (DE, LI, AT, CH); Austria is the default. */
export type PhoneCountry = 'AT' | 'DE' | 'CH' | 'LI'

/** Example numbers shown in the hint: a mobile number in international format per country. */
export const PHONE_EXAMPLES: Readonly<Record<PhoneCountry, string>> = {
  AT: '+43 660 1234567',
  DE: '+49 151 23456789',
  CH: '+41 79 1234567',
  LI: '+423 660 1234',
}

/** 'Bitte geben Sie eine gültige Nummer im Format +43 660 1234567 an.' for the given country. */
export function phoneFormatHint(country: PhoneCountry = 'AT'): string {
  return fillPlaceholders(PHONE_FORMAT_HINT, { phone: PHONE_EXAMPLES[country] })
}
