import { normalizeLink } from '../text/link'

/** The four legal documents of the footer, in display order, with the slug of their /site page. */
export const LEGAL_DOCUMENTS = [
  { key: 'termsAndConditions', slug: 'terms-and-conditions' },
  { key: 'privacyPolicy', slug: 'privacy' },
  { key: 'imprint', slug: 'imprint' },
  { key: 'allergens', slug: 'allergens' },
] as const

export type LegalDocumentKey = (typeof LEGAL_DOCUMENTS)[number]['key']

/** The settings fields a legal link is made of: an external address and a text per document. */
export type LegalSettings = Partial<Record<LegalDocumentKey | `${LegalDocumentKey}Text`, string | null>>

export interface LegalLink {
  key: LegalDocumentKey
  href: string
  /** True for the external address (opens in a new tab). */
  isExternal: boolean
}

const filled = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== ''

/**
 * Footer legal links (ordering-storefront.md section 2): /site/{slug} when the matching text
 * setting is filled in, otherwise the external address from the setting; a document with neither
 * is left out.
 */
export function legalLinks(settings: LegalSettings): LegalLink[] {
  return LEGAL_DOCUMENTS.flatMap(({ key, slug }): LegalLink[] => {
    if (filled(settings[`${key}Text`])) return [{ key, href: `/site/${slug}`, isExternal: false }]
    const address = settings[key]
    return filled(address) ? [{ key, href: normalizeLink(address), isExternal: true }] : []
  })
}

/** The legal document whose /site page has this slug, or undefined. */
export const legalDocumentBySlug = (slug: string) => LEGAL_DOCUMENTS.find((document) => document.slug === slug)

/**
 * Where a short legal address such as /datenschutz or /agb (spec 001 §5) leads: the document's
 * /site page when its text is filled in, else its external address, else nowhere (null: the 404).
 */
export function legalTarget(settings: LegalSettings, key: LegalDocumentKey): string | null {
  return legalLinks(settings).find((link) => link.key === key)?.href ?? null
}
