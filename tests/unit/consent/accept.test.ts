import { describe, expect, it } from '@jest/globals'

import {
  acceptAllSettings,
  acceptRequiredSettings,
  consentUpdateEvent,
  decideConsent,
  grantService,
  initialSelection,
  selectedSettings,
} from '@/src/domain/consent/accept'
import { DEFAULT_CONSENT_SERVICES as services } from '@/src/domain/consent/defaultServices'
import type { ConsentMode, ConsentSettings, StoredConsent } from '@/src/domain/consent/types'
import { consentVersion } from '@/src/domain/consent/version'

const now = new Date('2026-11-21T09:30:00Z')
const version = consentVersion(services)
const requiredOnly = { essential: true, chat: false, tag: false, pixel: false, linkedInFeed: false, map: false }
const everyService = { essential: true, chat: true, tag: true, pixel: true, linkedInFeed: true, map: true }

describe('the three modes', () => {
  it('accept required sets only required services', () => expect(acceptRequiredSettings(services)).toEqual(requiredOnly))
  it('accept all sets every service', () =>
    expect(acceptAllSettings(services)).toEqual(everyService))

  it.each<[string, Partial<ConsentSettings>, ConsentSettings]>([
    ['chosen services on, others off', { tag: true }, { ...requiredOnly, tag: true }],
    ['required forced on', { essential: false, pixel: true }, { ...requiredOnly, pixel: true }],
    ['unknown ids dropped', { other: true }, requiredOnly],
    ['empty selection is required-only', {}, requiredOnly],
  ])('save selected: %s', (_, selection, expected) => expect(selectedSettings(services, selection)).toEqual(expected))

  it.each<[ConsentMode, Partial<ConsentSettings>, ConsentSettings]>([
    ['required', { tag: true }, requiredOnly],
    ['all', {}, everyService],
    ['selected', { chat: true }, { ...requiredOnly, chat: true }],
  ])('decideConsent(%s) stores settings, timestamp and version', (mode, selection, settings) => {
    expect(decideConsent(mode, services, now, selection)).toEqual({ settings, timestamp: '2026-11-21T09:30:00.000Z', version })
  })
})

describe('initialSelection', () => {
  const stored: StoredConsent = { settings: { ...requiredOnly, pixel: true }, timestamp: '2026-01-01T00:00:00.000Z', version }

  it.each<[string, StoredConsent | null, ConsentSettings]>([
    ['nothing stored: required only', null, requiredOnly],
    ['current decision is restored', stored, { ...requiredOnly, pixel: true }],
    ['outdated decision is not restored', { ...stored, version: 'old' }, requiredOnly],
  ])('%s', (_, value, expected) => expect(initialSelection(value, services)).toEqual(expected))
})

describe('grantService (footer "Chat aktivieren")', () => {
  it('adds the chat to a current decision', () => {
    const stored = decideConsent('selected', services, new Date('2026-01-01T00:00:00Z'), { tag: true })
    expect(grantService(stored, services, 'chat', now)).toEqual({
      settings: { ...requiredOnly, tag: true, chat: true },
      timestamp: '2026-11-21T09:30:00.000Z',
      version,
    })
  })

  it('starts from required only without a decision', () =>
    expect(grantService(null, services, 'chat', now).settings).toEqual({ ...requiredOnly, chat: true }))
})

describe('consentUpdateEvent', () => {
  it('reports mode, settings and version', () => {
    const consent = decideConsent('all', services, now)
    expect(consentUpdateEvent('all', consent)).toEqual({
      category: 'consent',
      type: 'update',
      name: 'all',
      data: { settings: consent.settings, version },
    })
  })
})
