import { describe, expect, it } from '@jest/globals'

import { deviceClassOf, type DeviceClass } from '@/src/domain/qr/deviceClass'

describe('deviceClassOf: phone, tablet or desktop from the user agent (ua-parser-js)', () => {
  it.each<[string, string | null | undefined, DeviceClass]>([
    ['iPhone', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 'phone'],
    ['Android phone', 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36', 'phone'],
    ['Samsung phone', 'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36', 'phone'],
    ['iPad', 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1', 'tablet'],
    ['Android tablet', 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36', 'tablet'],
    ['Windows', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36', 'desktop'],
    ['Mac', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', 'desktop'],
    ['no user agent', null, 'desktop'],
    ['an empty one', '', 'desktop'],
    ['a script', 'curl/8.5.0', 'desktop'],
  ])('%s', (_, userAgent, expected) => {
    expect(deviceClassOf(userAgent)).toBe(expected)
  })
})
