import { describe, expect, it } from '@jest/globals'

import { DEFAULT_CONSENT_SERVICES } from '@/src/domain/consent/defaultServices'
import { canonicalJson, hash53 } from '@/src/domain/consent/hash'
import type { ConsentService, ConsentServices, StoredConsent } from '@/src/domain/consent/types'
import { consentVersion, isConsentCurrent, isConsentModalActive } from '@/src/domain/consent/version'

const chat: ConsentService = {
  name: 'Chat',
  description: 'Live-Chat',
  intents: ['support'],
  provider: 'Chat GmbH',
  privacyPolicy: '/site/privacy',
  cookies: [{ name: 'chat', ttl: 1, description: 'Sitzung' }],
  localStorage: [],
  sessionStorage: [],
}
const services: ConsentServices = { chatWidget: chat }

/** The same service written with its keys in reverse order, at every level. */
function reversed<T>(value: T): T {
  if (Array.isArray(value)) return value.map(reversed) as T
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(Object.entries(value).reverse().map(([k, v]) => [k, reversed(v)])) as T
}

describe('canonicalJson', () => {
  it.each<[string, unknown, string]>([
    ['sorts keys', { b: 1, a: 2 }, '{"a":2,"b":1}'],
    ['sorts nested keys', { z: { y: 1, x: [{ d: 1, c: 2 }] } }, '{"z":{"x":[{"c":2,"d":1}],"y":1}}'],
    ['keeps array order', [3, 1, 2], '[3,1,2]'],
    ['drops undefined values', { a: undefined, b: null }, '{"b":null}'],
    ['escapes strings', { 'ä"': 'x\n' }, '{"ä\\"":"x\\n"}'],
  ])('%s', (_, value, expected) => expect(canonicalJson(value)).toBe(expected))
})

describe('hash53', () => {
  it('is a known cyrb53 value, 14 hex digits', () => {
    // cyrb53('a') = 7929297801672961 (reference implementation by bryc)
    expect(hash53('a')).toBe((7929297801672961).toString(16).padStart(14, '0'))
    expect(hash53('')).toMatch(/^[0-9a-f]{14}$/)
  })

  it('differs for near-identical texts', () => expect(hash53('ttl:1')).not.toBe(hash53('ttl:2')))
})

describe('consentVersion', () => {
  it('is deterministic', () => expect(consentVersion(services)).toBe(consentVersion({ chatWidget: { ...chat } })))

  it('is stable under key reordering at every level', () => {
    expect(JSON.stringify(reversed(DEFAULT_CONSENT_SERVICES))).not.toBe(JSON.stringify(DEFAULT_CONSENT_SERVICES))
    expect(consentVersion(reversed(DEFAULT_CONSENT_SERVICES))).toBe(consentVersion(DEFAULT_CONSENT_SERVICES))
  })

  it.each<[string, ConsentServices]>([
    ['a cookie lifetime changes', { chatWidget: { ...chat, cookies: [{ name: 'chat', ttl: 2, description: 'Sitzung' }] } }],
    ['the provider changes', { chatWidget: { ...chat, provider: 'Andere GmbH' } }],
    ['an intent is added', { chatWidget: { ...chat, intents: ['support', 'marketing'] } }],
    ['a service is added', { chatWidget: chat, pixelService: { ...chat, name: 'Pixel' } }],
    ['the service id changes', { chat }],
  ])('changes when %s', (_, changed) => expect(consentVersion(changed)).not.toBe(consentVersion(services)))
})

describe('isConsentModalActive', () => {
  const current: StoredConsent = { settings: { chatWidget: true }, timestamp: '2026-11-21T10:00:00.000Z', version: consentVersion(services) }

  it.each<[string, StoredConsent | null | undefined, boolean]>([
    ['nothing stored', null, true],
    ['undefined stored', undefined, true],
    ['stored on the current version', current, false],
    ['stored on an older version', { ...current, version: 'abc' }, true],
  ])('%s → %s', (_, stored, active) => {
    expect(isConsentModalActive(stored, services)).toBe(active)
    expect(isConsentCurrent(stored, services)).toBe(!active)
  })
})
