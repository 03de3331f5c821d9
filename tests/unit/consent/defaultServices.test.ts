import { describe, expect, it } from '@jest/globals'

import { ADVERTISING_COOKIE_DAYS, CHAT_WIDGET_COOKIE_DAYS } from '@/src/domain/consent/constants'
import { DEFAULT_CONSENT_SERVICES as services } from '@/src/domain/consent/defaultServices'

describe('default consent configuration', () => {
  it('holds the required site cookies and the five third-party services', () =>
    expect(Object.keys(services).sort()).toEqual(['chat', 'essential', 'linkedInFeed', 'map', 'pixel', 'tag']))

  it.each<[string, boolean]>([
    ['essential', true],
    ['chat', false],
    ['tag', false],
    ['pixel', false],
    ['linkedInFeed', false],
    ['map', false],
  ])('%s required: %s', (id, required) => expect(services[id].intents.includes('required')).toBe(required))

  it('keeps the consent, session and remember-me cookie lifetimes', () =>
    expect(services.essential.cookies.map((cookie) => cookie.ttl)).toEqual([3650, 1, 14]))

  it('keeps chat-widget cookies within 1 to 2 days', () => {
    for (const cookie of services.chat.cookies) {
      expect(cookie.ttl).toBeGreaterThanOrEqual(CHAT_WIDGET_COOKIE_DAYS.min)
      expect(cookie.ttl).toBeLessThanOrEqual(CHAT_WIDGET_COOKIE_DAYS.max)
    }
  })

  it('keeps advertising cookies within 90 to 730 days', () => {
    for (const cookie of [...services.tag.cookies, ...services.pixel.cookies]) {
      expect(cookie.ttl).toBeGreaterThanOrEqual(ADVERTISING_COOKIE_DAYS.min)
      expect(cookie.ttl).toBeLessThanOrEqual(ADVERTISING_COOKIE_DAYS.max)
    }
  })

  it('describes every service and entry in German and names a provider and privacy policy', () => {
    for (const service of Object.values(services)) {
      expect(service.name).not.toBe('')
      expect(service.description).not.toBe('')
      expect(service.provider).not.toBe('')
      expect(service.privacyPolicy).toMatch(/^(https:\/\/|\/)/)
      for (const entry of [...service.cookies, ...service.localStorage, ...service.sessionStorage]) expect(entry.description).not.toBe('')
    }
    expect(services.chat.description).toBe('Ermöglicht den Live-Chat mit unserem Team direkt auf der Website.')
  })

  it('names the LinkedIn feed and the map; both load content from their providers and set no cookies of their own', () => {
    expect(services.linkedInFeed).toMatchObject({ name: 'LinkedIn-Feed', intents: ['marketing'], cookies: [], privacyPolicy: 'https://www.juicer.io/privacy' })
    expect(services.map).toMatchObject({ name: 'Karte', intents: ['support'], cookies: [], privacyPolicy: 'https://osmfoundation.org/wiki/Privacy_Policy' })
  })
})
