import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals'

import { legalTarget } from '@/src/domain/shell'

import { startTestPayload, type TestContext } from '../support/testPayload'

// Next's data cache exists only inside a Next.js server: here the loaders read the database directly.
jest.unstable_mockModule('next/cache', () => ({ unstable_cache: <T>(load: T) => load, revalidateTag: () => undefined }))
const { loadLegalSettings } = await import('@/storefront/site/legal/data')
const { legalDocumentAt } = await import('@/storefront/site/legal/legalDocument')

/**
 * The legal pages' data on the real database (issue 26 §2.1): /site/{slug} shows the settings' text
 * with its German title, a document without a text (or an unknown one) is no page (the route
 * answers the German 404), and /datenschutz, /agb lead to the page, the external address or nowhere.
 */

let context: TestContext

const LEGAL_FIELDS = ['termsAndConditions', 'termsAndConditionsText', 'privacyPolicy', 'privacyPolicyText', 'imprint', 'imprintText', 'allergens', 'allergensText'] as const

async function setLegal(data: Partial<Record<(typeof LEGAL_FIELDS)[number], string | null>>): Promise<void> {
  await context.payload.updateGlobal({ slug: 'config', data, depth: 0, overrideAccess: true })
}

beforeAll(async () => {
  context = await startTestPayload()
  await setLegal(Object.fromEntries(LEGAL_FIELDS.map((field) => [field, null])))
}, 120_000)
afterAll(() => context?.close())

describe('legal pages from the settings', () => {
  it('a document with a text is a page with its German title and the Markdown', async () => {
    await setLegal({ imprintText: '**Alpenküche GmbH**, Mariahilfer Straße 1, 1060 Wien', privacyPolicyText: '# Datenschutz\n\nWir schützen Ihre Daten.' })
    expect(await legalDocumentAt(['site', 'imprint'])).toEqual({ title: 'Impressum', markdown: '**Alpenküche GmbH**, Mariahilfer Straße 1, 1060 Wien' })
    expect(await legalDocumentAt(['site', 'privacy'])).toMatchObject({ title: 'Datenschutzerklärung' })
  })

  it('a document without a text, an unknown document and other paths are no page (404)', async () => {
    await setLegal({ allergensText: '   ', termsAndConditionsText: null })
    expect(await legalDocumentAt(['site', 'allergens'])).toBeNull()
    expect(await legalDocumentAt(['site', 'terms-and-conditions'])).toBeNull()
    expect(await legalDocumentAt(['site', 'gibt-es-nicht'])).toBeNull()
    expect(await legalDocumentAt(['site', 'imprint', 'mehr'])).toBeNull()
    expect(await legalDocumentAt(['imprint'])).toBeNull()
  })

  it('/datenschutz and /agb lead to the page, else to the external address, else nowhere', async () => {
    await setLegal({ privacyPolicyText: 'Text', termsAndConditionsText: null, termsAndConditions: 'www.example.at/agb' })
    const settings = await loadLegalSettings()
    expect(legalTarget(settings, 'privacyPolicy')).toBe('/site/privacy')
    expect(legalTarget(settings, 'termsAndConditions')).toBe('http://www.example.at/agb')
    await setLegal({ termsAndConditions: null })
    expect(legalTarget(await loadLegalSettings(), 'termsAndConditions')).toBeNull()
  })
})
