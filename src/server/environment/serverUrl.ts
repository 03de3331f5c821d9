import { isBuildPhase, isProduction } from './environment'

/**
 * The public address of the shop (NEXT_PUBLIC_SERVER_URL), the one place every e-mailed link,
 * Payload's `serverURL` and its CSRF allow-list come from. A request's Host header is never used
 * for them: a forged header would otherwise put the attacker's host into password-reset mails.
 */

export const MISSING_SERVER_URL =
  'NEXT_PUBLIC_SERVER_URL fehlt: Im Produktivbetrieb muss die öffentliche Adresse gesetzt sein, z. B. ' +
  'NEXT_PUBLIC_SERVER_URL=https://shop.example.at (NEXT_PUBLIC_SERVER_URL is required in production).'

// Read under a computed name so that Next.js does not inline the build-time value into the
// server bundle: the address is set where the server starts.
const VARIABLE = ['NEXT', 'PUBLIC', 'SERVER', 'URL'].join('_')

/** The configured address without a trailing slash, or undefined when none is set. */
export function configuredServerUrl(): string | undefined {
  const value = process.env[VARIABLE]?.trim().replace(/\/+$/, '')
  return value || undefined
}

/** The configured address; production (outside `next build`) refuses to run without one. */
export function requiredServerUrl(): string | undefined {
  const configured = configuredServerUrl()
  if (!configured && isProduction() && !isBuildPhase()) throw new Error(MISSING_SERVER_URL)
  return configured
}

/** Base of links to the shop and the back office: the configured address, in development and tests else localhost. */
export function publicServerUrl(): string {
  return requiredServerUrl() ?? `http://localhost:${process.env.PORT || 3000}`
}
