import type { SeededRandom, Weighted } from './random'

/** A kind of visitor device: its user agent (as the server stores it) and what its browser reports. */
type DeviceProfile = {
  userAgent: string
  /** Screen width × height in CSS pixels and the device pixel ratio. */
  screens: readonly (readonly [number, number, number])[]
  mobile: boolean
  /** Share of dark colour schemes among these devices. */
  dark: number
}

const CHROME = '142.0.0.0'
const EDGE = '142.0.0.0'
const FIREFOX = '145.0'

/** Current browsers on Windows, macOS, iOS and Android, weighted roughly as a restaurant's visitors come. */
const PROFILES: Weighted<DeviceProfile> = [
  [{
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/26.1 Mobile/15E148 Safari/604.1',
    screens: [[390, 844, 3], [393, 852, 3], [430, 932, 3], [402, 874, 3]], mobile: true, dark: 0.45,
  }, 30],
  [{
    userAgent: `Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${CHROME} Mobile Safari/537.36`,
    screens: [[412, 915, 2.625], [384, 832, 2.8125], [360, 800, 3], [412, 892, 2.625]], mobile: true, dark: 0.35,
  }, 22],
  [{
    userAgent: `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${CHROME} Safari/537.36`,
    screens: [[1920, 1080, 1], [1536, 864, 1.25], [1366, 768, 1], [2560, 1440, 1]], mobile: false, dark: 0.2,
  }, 17],
  [{
    userAgent: `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${EDGE} Safari/537.36 Edg/${EDGE}`,
    screens: [[1920, 1080, 1], [1536, 864, 1.25], [1280, 720, 1.5]], mobile: false, dark: 0.15,
  }, 9],
  [{
    userAgent: `Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:${FIREFOX}) Gecko/20100101 Firefox/${FIREFOX}`,
    screens: [[1920, 1080, 1], [1536, 864, 1.25]], mobile: false, dark: 0.25,
  }, 5],
  [{
    userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/26.1 Safari/605.1.15',
    screens: [[1440, 900, 2], [1512, 982, 2], [1728, 1117, 2]], mobile: false, dark: 0.4,
  }, 9],
  [{
    userAgent: `Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${CHROME} Safari/537.36`,
    screens: [[1440, 900, 2], [1512, 982, 2], [1920, 1080, 1]], mobile: false, dark: 0.35,
  }, 5],
  [{
    userAgent: 'Mozilla/5.0 (iPad; CPU OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/26.1 Mobile/15E148 Safari/604.1',
    screens: [[820, 1180, 2], [744, 1133, 2]], mobile: true, dark: 0.3,
  }, 3],
]

/** Where visitors came from (the browser's document.referrer); '' is none: typed in, bookmarked, scanned. */
const REFERRERS: Weighted<string> = [
  ['', 36],
  ['https://www.google.com/', 28],
  ['https://www.google.at/', 14],
  ['https://www.instagram.com/', 10],
  ['https://l.facebook.com/', 5],
  ['https://www.bing.com/', 3],
  ['https://duckduckgo.com/', 2],
  ['https://www.falter.at/', 2],
]

const LANGUAGES: Weighted<string[]> = [
  [['de-AT', 'de', 'en-US', 'en'], 55],
  [['de-DE', 'de', 'en'], 20],
  [['de'], 10],
  [['en-US', 'en', 'de'], 10],
  [['it-IT', 'it', 'de', 'en'], 5],
]

/** A visitor's device: the user agent and the device init data its browser reports (storefront/analytics/deviceInfo.ts). */
export type Device = { userAgent: string; info: Record<string, unknown> }

/** A random device; `phone`: a phone or tablet (visitors who scanned a QR code). */
export function randomDevice(random: SeededRandom, options: { phone?: boolean; referrer?: string } = {}): Device {
  const profiles = options.phone ? PROFILES.filter(([profile]) => profile.mobile) : PROFILES
  const profile = random.weighted(profiles)
  const [width, height, ratio] = random.pick(profile.screens)
  const languages = random.weighted(LANGUAGES)
  const portrait = profile.mobile && !random.chance(0.05)
  const [screenWidth, screenHeight] = portrait || !profile.mobile ? [width, height] : [height, width]
  const bars = profile.mobile ? random.int(90, 150) : random.int(70, 130)
  return {
    userAgent: profile.userAgent,
    info: {
      language: languages[0],
      languages,
      userAgent: profile.userAgent,
      documentReferrer: options.referrer ?? random.weighted(REFERRERS),
      screenWidth,
      screenHeight,
      screenAvailWidth: screenWidth,
      screenAvailHeight: screenHeight - (profile.mobile ? 0 : 40),
      windowInnerWidth: profile.mobile ? screenWidth : Math.min(screenWidth, random.int(Math.round(screenWidth * 0.7), screenWidth)),
      windowInnerHeight: screenHeight - bars,
      windowDevicePixelRatio: ratio,
      orientation: screenHeight >= screenWidth ? 'portrait' : 'landscape',
      darkMode: random.chance(profile.dark),
    },
  }
}
