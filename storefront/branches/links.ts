import { normalizePhone } from '@/src/domain/phone'
import { normalizeLink } from '@/src/domain/text/link'

/** 'tel:' link of a phone number as staff typed it: '+43 1 5234567' → 'tel:+4315234567'; null without digits. */
export function phoneHref(phone: string | null | undefined): string | null {
  const number = normalizePhone(phone ?? '')
  return /\d/.test(number) ? `tel:${number}` : null
}

/** Maps search for the branch's street and city (spec: directions link from street and city); null when both are empty. */
export function directionsHref(street: string | null | undefined, city: string | null | undefined): string | null {
  const query = [street, city].map((part) => (part ?? '').trim()).filter((part) => part !== '').join(', ')
  return query ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}` : null
}

/** Link target and visible text of a website: 'www.example.at' → href 'http://www.example.at', text 'www.example.at'. */
export function websiteLink(website: string | null | undefined): { href: string; text: string } | null {
  const value = (website ?? '').trim()
  if (value === '') return null
  return { href: normalizeLink(value), text: value.replace(/^https?:\/\//i, '').replace(/\/$/, '') }
}
