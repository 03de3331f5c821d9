import { describe, expect, it } from '@jest/globals'

import {
  activityTypeEntry,
  browserEntry,
  colorSchemeEntry,
  consentEntry,
  eventEntry,
  eventFlowEntry,
  hoursOfDay,
  operatingSystemEntry,
  pixelRatioEntry,
  referrerEntry,
  referrerHost,
  resolutionEntry,
} from '@/src/domain/statistics'

const UNKNOWN = { key: 'unknown', label: 'Unbekannt' }

describe('referrerHost', () => {
  it.each<[unknown, string | null]>([
    ['https://www.google.at/search?q=schnitzel', 'google.at'],
    ['https://WWW.Falter.AT:443/wien/essen', 'falter.at'],
    ['http://m.facebook.com/', 'm.facebook.com'],
    ['android-app://com.google.android.gm/', 'com.google.android.gm'],
    ['https://example.at./', 'example.at'],
    ['', null],
    ['   ', null],
    ['keine adresse', null],
    [null, null],
    [42, null],
  ])('%p → %p', (referrer, expected) => expect(referrerHost(referrer)).toBe(expected))

  it('files visits without referrer under „Direkt / ohne Verweis“', () => {
    expect(referrerEntry('')).toEqual({ key: 'direct', label: 'Direkt / ohne Verweis' })
    expect(referrerEntry('https://www.google.at/')).toEqual({ key: 'google.at', label: 'google.at' })
  })
})

describe('browser and operating system from the user agent (ua-parser-js)', () => {
  const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'
  const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
  const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'
  const SAMSUNG_ANDROID = 'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36'

  it.each<[string, string, { key: string; label: string }, { key: string; label: string }]>([
    ['Chrome on Windows', CHROME_WINDOWS, { key: 'chrome', label: 'Chrome' }, { key: 'windows', label: 'Windows' }],
    ['Safari on an iPhone', SAFARI_IPHONE, { key: 'mobile-safari', label: 'Mobile Safari' }, { key: 'ios', label: 'iOS' }],
    ['Firefox on Linux', FIREFOX_LINUX, { key: 'firefox', label: 'Firefox' }, { key: 'linux', label: 'Linux' }],
    ['Samsung Internet on Android', SAMSUNG_ANDROID, { key: 'samsung-internet', label: 'Samsung Internet' }, { key: 'android', label: 'Android' }],
    ['an empty user agent', '', UNKNOWN, UNKNOWN],
  ])('%s', (_, userAgent, browser, system) => {
    expect(browserEntry(userAgent)).toEqual(browser)
    expect(operatingSystemEntry(userAgent)).toEqual(system)
  })

  it('knows nothing of a missing user agent', () => {
    expect(browserEntry(null)).toEqual(UNKNOWN)
    expect(operatingSystemEntry(undefined)).toEqual(UNKNOWN)
  })
})

describe('device reports', () => {
  it.each<[unknown, unknown, { key: string; label: string }]>([
    ['1920', '1080', { key: '1920x1080', label: '1920 × 1080' }],
    [390, 844, { key: '390x844', label: '390 × 844' }],
    ['1920.5', '1080', UNKNOWN],
    ['0', '1080', UNKNOWN],
    [null, '1080', UNKNOWN],
    ['breit', 'hoch', UNKNOWN],
  ])('screen %p × %p', (width, height, expected) => expect(resolutionEntry(width, height)).toEqual(expected))

  it.each<[unknown, { key: string; label: string }]>([
    ['1', { key: '1', label: '1x' }],
    ['2', { key: '2', label: '2x' }],
    ['1.5', { key: '1.5', label: '1,5x' }],
    ['2.625', { key: '2.63', label: '2,63x' }],
    ['0', UNKNOWN],
    [null, UNKNOWN],
  ])('pixel ratio %p', (ratio, expected) => expect(pixelRatioEntry(ratio)).toEqual(expected))

  it.each<[unknown, { key: string; label: string }]>([
    ['true', { key: 'dark', label: 'Dunkel' }],
    [true, { key: 'dark', label: 'Dunkel' }],
    ['false', { key: 'light', label: 'Hell' }],
    [null, UNKNOWN],
    ['ja', UNKNOWN],
  ])('darkMode %p', (darkMode, expected) => expect(colorSchemeEntry(darkMode)).toEqual(expected))
})

describe('labels', () => {
  it('names consent decisions, events and kinds of activity in German, unknown names as they are', () => {
    expect(consentEntry('all')).toEqual({ key: 'all', label: 'Alle akzeptiert' })
    expect(consentEntry('required')).toEqual({ key: 'required', label: 'Nur notwendige' })
    expect(consentEntry(null)).toEqual(UNKNOWN)
    expect(eventEntry('add-to-cart')).toEqual({ key: 'add-to-cart', label: 'In den Warenkorb' })
    expect(eventEntry('newsletter')).toEqual({ key: 'newsletter', label: 'newsletter' })
    expect(eventFlowEntry('add-to-cart', 'initiate-checkout')).toEqual({ key: 'add-to-cart → initiate-checkout', label: 'In den Warenkorb → Zur Kasse' })
    expect(activityTypeEntry('sickLeave')).toEqual({ key: 'sickLeave', label: 'Krankenstand' })
  })

  it('lists all 24 hours of the day in order, quiet ones with 0', () => {
    const hours = hoursOfDay([{ key: '08', count: '3' }, { key: '23', count: 1 }])
    expect(hours).toHaveLength(24)
    expect(hours[0]).toEqual({ key: '00', label: '00:00–01:00', count: 0 })
    expect(hours[8]).toEqual({ key: '08', label: '08:00–09:00', count: '3' })
    expect(hours[23]).toEqual({ key: '23', label: '23:00–24:00', count: 1 })
  })
})
