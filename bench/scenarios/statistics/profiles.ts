/**
 * What the generated visitors look like: devices (user agent and screen), where they come from,
 * which pages they open and which events they send, each with a weight (how many of 100). The
 * generator expands the weights into arrays and picks from them with random() in SQL.
 */

type Weighted<T> = T & { weight: number }

type Device = { userAgent: string; width: number; height: number; pixelRatio: number; deviceClass: 'phone' | 'tablet' | 'desktop' }

export const DEVICES: Weighted<Device>[] = [
  { weight: 22, deviceClass: 'phone', width: 390, height: 844, pixelRatio: 3, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1' },
  { weight: 8, deviceClass: 'phone', width: 430, height: 932, pixelRatio: 3, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1' },
  { weight: 18, deviceClass: 'phone', width: 412, height: 915, pixelRatio: 2.625, userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36' },
  { weight: 9, deviceClass: 'phone', width: 360, height: 780, pixelRatio: 3, userAgent: 'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36' },
  { weight: 4, deviceClass: 'tablet', width: 820, height: 1180, pixelRatio: 2, userAgent: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1' },
  { weight: 17, deviceClass: 'desktop', width: 1920, height: 1080, pixelRatio: 1, userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36' },
  { weight: 6, deviceClass: 'desktop', width: 1536, height: 864, pixelRatio: 1.25, userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0' },
  { weight: 5, deviceClass: 'desktop', width: 1920, height: 1080, pixelRatio: 1, userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0' },
  { weight: 7, deviceClass: 'desktop', width: 1440, height: 900, pixelRatio: 2, userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15' },
  { weight: 3, deviceClass: 'desktop', width: 2560, height: 1440, pixelRatio: 1, userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36' },
  { weight: 1, deviceClass: 'desktop', width: 1366, height: 768, pixelRatio: 1, userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.0.0 Safari/537.36 OPR/95.0.0.0' },
]

export const REFERRERS: Weighted<{ url: string }>[] = [
  { weight: 48, url: '' },
  { weight: 22, url: 'https://www.google.at/search?q=alpenk%C3%BCche' },
  { weight: 6, url: 'https://www.google.com/' },
  { weight: 7, url: 'https://www.instagram.com/' },
  { weight: 6, url: 'https://m.facebook.com/' },
  { weight: 3, url: 'https://www.bing.com/search?q=mittagsmen%C3%BC+wien' },
  { weight: 3, url: 'https://www.falstaff.com/at/lokale' },
  { weight: 3, url: 'https://www.tripadvisor.at/Restaurant_Review' },
  { weight: 2, url: 'android-app://com.google.android.gm/' },
]

/** Pages of the storefront and the site; the branch pages with table links as QR codes open them. */
const BRANCH_PAGES = ['wien-mariahilf', 'graz-lend', 'linz-urfahr'].flatMap((branch) => [
  { weight: 9, path: `/store/${branch}` },
  { weight: 3, path: `/store/${branch}/checkout` },
  ...Array.from({ length: 8 }, (_, table) => ({ weight: 0.25, path: `/store/${branch}?table=${table + 1}` })),
])

export const PAGES: Weighted<{ path: string }>[] = [
  { weight: 14, path: '/' },
  ...BRANCH_PAGES,
  { weight: 3, path: '/leistungen/catering' },
  { weight: 2, path: '/ueber-uns' },
  { weight: 2, path: '/kontakt' },
  { weight: 2, path: '/shop' },
  { weight: 1, path: '/shop/hydraulik' },
  { weight: 1, path: '/impressum' },
  { weight: 1, path: '/datenschutz' },
]

/** The events of a session in the order a buyer sends them (a session sends the first 0 to 4). */
export const EVENT_SEQUENCE = ['add-to-cart', 'add-to-cart', 'initiate-checkout', 'purchase'] as const

export const CONSENTS: Weighted<{ name: string }>[] = [
  { weight: 58, name: 'all' },
  { weight: 32, name: 'required' },
  { weight: 10, name: 'selected' },
]

/**
 * The hour of the day (Vienna) a visit or order starts, weighted towards lunch and dinner:
 * each hour as often as it is listed.
 */
export const HOURS = [7, 8, 9, 10, 11, 11, 11, 12, 12, 12, 12, 13, 13, 14, 15, 16, 17, 17, 18, 18, 18, 19, 19, 19, 20, 20, 21, 22]

/** The weighted entries as one flat list, each `weight` (rounded up to quarters) times: what random() picks from. */
export function expand<T>(entries: Weighted<T>[]): T[] {
  return entries.flatMap(({ weight, ...entry }) => Array.from({ length: Math.round(weight * 4) }, () => entry as T))
}
