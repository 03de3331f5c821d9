import { setCookiesOf, type Fetched } from './http'

/**
 * What a response must carry in production, by the kind of route it answers. 'nonce-page': the
 * storefront pages rendered per request with a script nonce (checkout, order status); 'static':
 * Next.js's build assets (no policy: it only applies to documents); 'media': uploaded files.
 */
export type RouteKind = 'page' | 'nonce-page' | 'admin' | 'api' | 'media' | 'static' | 'text'

const SAFE_REFERRER_POLICIES = new Set(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'])
const HALF_A_YEAR_SECONDS = 15_552_000
/** Types a browser would run script in when it renders them. */
const SCRIPTABLE_TYPES = /^(?:text\/html|application\/xhtml\+xml|image\/svg\+xml|text\/xml|application\/xml|text\/javascript|application\/javascript)\b/i

/** The names of the headers the rules look at (for the figure "headers checked"). */
export const CHECKED_HEADERS = [
  'Strict-Transport-Security', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy', 'X-Frame-Options',
  'Content-Security-Policy', 'Content-Type', 'Content-Disposition', 'Set-Cookie',
] as const

const directive = (policy: string, name: string): string | undefined =>
  policy.split(';').map((part) => part.trim()).find((part) => part === name || part.startsWith(`${name} `))

function policyViolations(policy: string | null, kind: RouteKind): string[] {
  if (!policy) return ['Content-Security-Policy fehlt']
  const found: string[] = []
  if ((policy.match(/default-src/g) ?? []).length !== 1) found.push('mehr als eine Content-Security-Policy')
  if (policy.includes("'unsafe-eval'")) found.push("Content-Security-Policy erlaubt 'unsafe-eval'")
  if (!/^frame-ancestors (?:'self'|'none')$/.test(directive(policy, 'frame-ancestors') ?? '')) found.push("frame-ancestors fehlt oder ist nicht 'self'/'none'")
  if (directive(policy, 'object-src') !== "object-src 'none'") found.push("object-src ist nicht 'none'")
  if (!directive(policy, 'base-uri')) found.push('base-uri fehlt')
  const script = directive(policy, 'script-src') ?? ''
  if (kind === 'nonce-page' && (script.includes("'unsafe-inline'") || !script.includes("'nonce-"))) found.push('script-src ohne Nonce oder mit unsafe-inline')
  return found
}

/** Every broken rule of one response (German, for the report); empty when it is right. */
export function headerViolations(fetched: Fetched, kind: RouteKind): string[] {
  const { headers } = fetched
  const found: string[] = []
  const hsts = /max-age=(\d+)/.exec(headers.get('strict-transport-security') ?? '')
  if (!hsts || Number(hsts[1]) < HALF_A_YEAR_SECONDS) found.push('Strict-Transport-Security fehlt oder kürzer als 180 Tage')
  if (headers.get('x-content-type-options') !== 'nosniff') found.push('X-Content-Type-Options ist nicht nosniff')
  if (!SAFE_REFERRER_POLICIES.has(headers.get('referrer-policy') ?? '')) found.push(`Referrer-Policy „${headers.get('referrer-policy')}“`)
  const permissions = headers.get('permissions-policy') ?? ''
  if (!permissions.includes('camera=()') || !permissions.includes('microphone=()')) found.push('Permissions-Policy fehlt oder erlaubt Kamera/Mikrofon')
  if (!['DENY', 'SAMEORIGIN'].includes(headers.get('x-frame-options') ?? '')) found.push('X-Frame-Options fehlt')
  if (kind !== 'static') found.push(...policyViolations(headers.get('content-security-policy'), kind))
  if (kind === 'media') found.push(...mediaViolations(fetched))
  found.push(...cookieViolations(headers))
  return found.map((violation) => `${fetched.path} (${fetched.status}): ${violation}`)
}

/** An uploaded file: never a type that runs script; anything but an image is a download. */
function mediaViolations({ headers, status }: Fetched): string[] {
  if (status !== 200) return []
  const type = headers.get('content-type') ?? ''
  const found: string[] = []
  if (!type) found.push('Content-Type fehlt')
  if (SCRIPTABLE_TYPES.test(type)) found.push(`Datei wird als ${type} ausgeliefert`)
  const isImage = /^image\/(?:jpeg|png|gif|webp)\b/i.test(type)
  if (!isImage && !/^attachment\b/i.test(headers.get('content-disposition') ?? '')) found.push(`${type}: Content-Disposition ist nicht attachment`)
  return found
}

/** Every cookie the server sets: HttpOnly, Secure (production runs behind HTTPS) and SameSite Lax or Strict. */
function cookieViolations(headers: Headers): string[] {
  return setCookiesOf(headers).flatMap(({ name, attributes }) => [
    ...(attributes.has('httponly') ? [] : [`Cookie ${name} ohne HttpOnly`]),
    ...(attributes.has('secure') ? [] : [`Cookie ${name} ohne Secure`]),
    ...(['lax', 'strict'].includes(attributes.get('samesite') ?? '') ? [] : [`Cookie ${name} ohne SameSite=Lax/Strict`]),
  ])
}
