import { describe, expect, it } from '@jest/globals'

import { decideConsent } from '@/src/domain/consent/accept'
import {
  ANALYTICS_FLUSH_INTERVAL_MS,
  CONSENT_COOKIE_DAYS,
  REMEMBER_ME_COOKIE_DAYS,
  SESSION_COOKIE_DAYS,
  cookieMaxAgeSeconds,
} from '@/src/domain/consent/constants'
import { DEFAULT_CONSENT_SERVICES as services } from '@/src/domain/consent/defaultServices'
import {
  isServiceAllowed,
  mayFlushAnalytics,
  pageViewTargets,
  scriptsToLoad,
  showChatActivation,
} from '@/src/domain/consent/permissions'
import { TAG_CONFIG, tagConsentUpdate } from '@/src/domain/consent/tagConsentMode'
import type { StoredConsent } from '@/src/domain/consent/types'

const now = new Date('2026-11-21T09:30:00Z')
const none = null
const required = decideConsent('required', services, now)
const all = decideConsent('all', services, now)
const tagOnly = decideConsent('selected', services, now, { tag: true })
const pixelAndChat = decideConsent('selected', services, now, { pixel: true, chat: true })
const outdated: StoredConsent = { ...all, version: 'older' }

describe('what may run', () => {
  it.each<[string, StoredConsent | null, boolean, string[], string[], boolean]>([
    // case, consent, flush analytics, page-view targets, scripts, show 'Chat aktivieren'
    ['no decision yet', none, false, [], [], true],
    ['required only', required, true, [], [], true],
    ['all accepted', all, true, ['tag', 'pixel'], ['tag', 'pixel', 'chat'], false],
    ['tag service only', tagOnly, true, ['tag'], ['tag'], true],
    ['pixel and chat', pixelAndChat, true, ['pixel'], ['pixel', 'chat'], false],
    ['decision on an outdated configuration', outdated, false, [], [], true],
  ])('%s', (_, consent, flush, targets, scripts, chatButton) => {
    expect(mayFlushAnalytics(consent, services)).toBe(flush)
    expect(pageViewTargets(consent, services)).toEqual(targets)
    expect(scriptsToLoad(consent, services)).toEqual(scripts)
    expect(showChatActivation(consent, services)).toBe(chatButton)
  })

  it.each<[string, StoredConsent | null, string, boolean]>([
    ['required service runs without a decision', none, 'essential', true],
    ['required service runs on an outdated decision', outdated, 'essential', true],
    ['unknown service never runs', all, 'youtube', false],
    ['declined service does not run', required, 'tag', false],
    ['map with all accepted', all, 'map', true],
    ['map after required only', required, 'map', false],
    ['map chosen alone', decideConsent('selected', services, now, { map: true }), 'map', true],
    ['LinkedIn feed with all accepted', all, 'linkedInFeed', true],
    ['LinkedIn feed without a decision', none, 'linkedInFeed', false],
    ['LinkedIn feed on an outdated decision', outdated, 'linkedInFeed', false],
  ])('%s', (_, consent, id, expected) => expect(isServiceAllowed(consent, services, id)).toBe(expected))
})

describe('tag service consent mode', () => {
  it('grants storage when accepted, keeps security storage granted', () =>
    expect(tagConsentUpdate(true)).toEqual({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'granted',
      functionality_storage: 'granted',
      personalization_storage: 'granted',
      security_storage: 'granted',
    }))

  it('denies storage when revoked, keeps security storage granted', () =>
    expect(tagConsentUpdate(false)).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      functionality_storage: 'denied',
      personalization_storage: 'denied',
      security_storage: 'granted',
    }))

  it('anonymises the IP and sends no automatic page view', () =>
    expect(TAG_CONFIG).toEqual({ anonymize_ip: true, send_page_view: false }))
})

describe('constants', () => {
  it.each<[string, number, number]>([
    ['consent cookie', CONSENT_COOKIE_DAYS, 3650],
    ['session cookie', SESSION_COOKIE_DAYS, 1],
    ['remember-me cookie', REMEMBER_ME_COOKIE_DAYS, 14],
    ['queue flush interval (ms)', ANALYTICS_FLUSH_INTERVAL_MS, 1000],
  ])('%s', (_, value, expected) => expect(value).toBe(expected))

  it.each<[number, number]>([
    [1, 86400],
    [14, 1209600],
    [3650, 315360000],
  ])('%d days are %d seconds', (days, seconds) => expect(cookieMaxAgeSeconds(days)).toBe(seconds))
})
