import {
  CHAT_WIDGET_SERVICE,
  CONSENT_COOKIE_DAYS,
  ESSENTIAL_SERVICE,
  MAP_SERVICE,
  NEWS_FEED_SERVICE,
  PIXEL_SERVICE,
  REMEMBER_ME_COOKIE_DAYS,
  SESSION_COOKIE_DAYS,
  TAG_SERVICE,
} from './constants'
import { CONSENT_TEXTS as T } from './texts'
import type { ConsentService, ConsentServices } from './types'

/** The site's own privacy policy page. */
const SITE_PRIVACY_POLICY = '/site/privacy'

/** A service that sets cookies only: its local and session storage lists stay empty. */
const cookieService = (service: Omit<ConsentService, 'localStorage' | 'sessionStorage'>): ConsentService => ({
  ...service,
  localStorage: [],
  sessionStorage: [],
})

/**
 * Default configuration: the site's own required cookies plus the third-party services of the
 * specs (chat widget, tag service, pixel service, the LinkedIn news feed and the map). The feed and
 * the map set no cookies of their own: they load content from their providers, which sees the
 * visitor's IP address, so they wait for consent all the same. Changing anything here changes the consent
 * version, so every visitor is asked again. Cookie names must match what the server and the
 * embedded scripts really set.
 */
export const DEFAULT_CONSENT_SERVICES: ConsentServices = {
  [ESSENTIAL_SERVICE]: {
    name: T.essential.name,
    description: T.essential.description,
    intents: ['required'],
    provider: T.essential.provider,
    privacyPolicy: SITE_PRIVACY_POLICY,
    cookies: [
      { name: 'consent', ttl: CONSENT_COOKIE_DAYS, description: T.essential.consentCookie },
      { name: 'payload-token', ttl: SESSION_COOKIE_DAYS, description: T.essential.sessionCookie },
      { name: 'remember-me', ttl: REMEMBER_ME_COOKIE_DAYS, description: T.essential.rememberMeCookie },
    ],
    localStorage: [{ name: 'cart.*', ttl: null, description: T.essential.cart }],
    sessionStorage: [],
  },
  [CHAT_WIDGET_SERVICE]: cookieService({
    name: T.chat.name,
    description: T.chat.description,
    intents: ['support'],
    provider: T.chat.provider,
    privacyPolicy: SITE_PRIVACY_POLICY,
    cookies: [
      { name: 'chat_session', ttl: 1, description: T.chat.sessionCookie },
      { name: 'chat_visitor', ttl: 2, description: T.chat.visitorCookie },
    ],
  }),
  [TAG_SERVICE]: cookieService({
    name: T.tag.name,
    description: T.tag.description,
    intents: ['analytics', 'marketing'],
    provider: 'Google Ireland Limited',
    privacyPolicy: 'https://policies.google.com/privacy',
    cookies: [
      { name: '_ga', ttl: 730, description: T.tag.visitorCookie },
      { name: '_ga_*', ttl: 730, description: T.tag.sessionCookie },
      { name: '_gcl_au', ttl: 90, description: T.tag.conversionCookie },
    ],
  }),
  [PIXEL_SERVICE]: cookieService({
    name: T.pixel.name,
    description: T.pixel.description,
    intents: ['marketing'],
    provider: 'Meta Platforms Ireland Limited',
    privacyPolicy: 'https://www.facebook.com/privacy/policy/',
    cookies: [{ name: '_fbp', ttl: 90, description: T.pixel.browserCookie }],
  }),
  [NEWS_FEED_SERVICE]: cookieService({
    name: T.newsFeed.name,
    description: T.newsFeed.description,
    intents: ['marketing'],
    provider: T.newsFeed.provider,
    privacyPolicy: 'https://www.juicer.io/privacy',
    cookies: [],
  }),
  [MAP_SERVICE]: cookieService({
    name: T.map.name,
    description: T.map.description,
    intents: ['support'],
    provider: T.map.provider,
    privacyPolicy: 'https://osmfoundation.org/wiki/Privacy_Policy',
    cookies: [],
  }),
}
