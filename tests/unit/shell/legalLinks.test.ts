import { describe, expect, it } from '@jest/globals'

import { legalDocumentBySlug, legalLinks, legalTarget } from '@/src/domain/shell/legalLinks'

describe('legalLinks', () => {
  it('links to /site/{slug} when the text setting exists, even with an external address', () => {
    expect(legalLinks({ privacyPolicy: 'https://example.at/ds', privacyPolicyText: '# Datenschutz' })).toEqual([
      { key: 'privacyPolicy', href: '/site/privacy', isExternal: false },
    ])
  })

  it('falls back to the external address (normalised) without a text', () => {
    expect(legalLinks({ imprint: 'www.example.at/impressum', imprintText: '  ' })).toEqual([
      { key: 'imprint', href: 'http://www.example.at/impressum', isExternal: true },
    ])
  })

  it('keeps the order AGB, Datenschutz, Impressum, Allergene and leaves out documents with neither', () => {
    const links = legalLinks({
      allergensText: 'A',
      imprintText: 'I',
      termsAndConditions: 'https://example.at/agb',
      privacyPolicy: null,
    })
    expect(links.map((link) => link.href)).toEqual(['https://example.at/agb', '/site/imprint', '/site/allergens'])
  })

  it('answers no links for empty settings', () => expect(legalLinks({})).toEqual([]))
})

describe('legal documents by address', () => {
  it('finds the document of a /site slug, and nothing for another name', () => {
    expect(legalDocumentBySlug('privacy')?.key).toBe('privacyPolicy')
    expect(legalDocumentBySlug('terms-and-conditions')?.key).toBe('termsAndConditions')
    expect(legalDocumentBySlug('datenschutz')).toBeUndefined()
  })

  it('leads /datenschutz and /agb to the page when the text exists, else to the external address, else nowhere', () => {
    expect(legalTarget({ privacyPolicyText: '# Datenschutz', privacyPolicy: 'https://example.at/ds' }, 'privacyPolicy')).toBe('/site/privacy')
    expect(legalTarget({ termsAndConditions: 'example.at/agb' }, 'termsAndConditions')).toBe('http://example.at/agb')
    expect(legalTarget({ termsAndConditionsText: '  ' }, 'termsAndConditions')).toBeNull()
  })
})
