import UAParser from 'ua-parser-js'

/** What kind of device scanned a code. */
export type DeviceClass = 'phone' | 'tablet' | 'desktop'

const MAX_USER_AGENT = 500

/** The part of ua-parser-js 1.x's device detection read here (its declaration in src/domain/statistics names only browser and OS). */
type DeviceParser = { getDevice(): { type?: string } }

/**
 * The device class of a user agent (ua-parser-js): phones (and watches) 'phone', tablets 'tablet',
 * everything else, also an empty or unknown agent, 'desktop'. Only the class is stored, never the agent or an address.
 */
export function deviceClassOf(userAgent: string | null | undefined): DeviceClass {
  const parser = new UAParser(typeof userAgent === 'string' ? userAgent.slice(0, MAX_USER_AGENT) : '') as unknown as DeviceParser
  // 'mobile', 'tablet', 'console', 'smarttv', 'wearable', 'embedded', or none for desktops
  const type = parser.getDevice().type
  if (type === 'mobile' || type === 'wearable') return 'phone'
  if (type === 'tablet') return 'tablet'
  return 'desktop'
}

