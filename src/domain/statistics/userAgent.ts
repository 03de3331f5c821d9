import UAParser from 'ua-parser-js'

import type { Entry } from './entry'
import { STATISTICS_TEXTS as T } from './texts'

const UNKNOWN: Entry = { key: 'unknown', label: T.unknown }

/** A product name as an entry: the key in lower case with dashes ('Mobile Safari' → 'mobile-safari'). */
const named = (name: string | undefined): Entry =>
  name && name.trim() ? { key: name.trim().toLowerCase().replace(/\s+/g, '-'), label: name.trim() } : UNKNOWN

const MAX_USER_AGENT = 500

const parse = (userAgent: unknown) => new UAParser(typeof userAgent === 'string' ? userAgent.slice(0, MAX_USER_AGENT) : '')

/** The browser of a stored user agent (ua-parser-js), without version: 'Chrome', 'Firefox', 'Mobile Safari'. */
export const browserEntry = (userAgent: unknown): Entry => named(parse(userAgent).getBrowser().name)

/** The operating system of a stored user agent (ua-parser-js), without version: 'Windows', 'Android', 'iOS'. */
export const operatingSystemEntry = (userAgent: unknown): Entry => named(parse(userAgent).getOS().name)
