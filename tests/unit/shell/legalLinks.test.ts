import { describe, expect, it } from '@jest/globals'

import { legalLinks } from '@/src/domain/shell/legalLinks'

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
