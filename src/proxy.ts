import { NextResponse, type NextRequest } from 'next/server'

import { OPEN_CONSENT_SCRIPT_HASH } from '@/storefront/consent/openBeforeHydration'

import { contentSecurityPolicy } from './server/http/securityHeaders'

/**
 * A fresh script nonce for the pages that render on every request (all but PATHS_WITHOUT_NONCE
 * of securityHeaders.ts): Next.js reads it from the request's Content-Security-Policy and puts it on
 * its inline scripts; the response carries the same policy. The consent modal's fixed inline script
 * is allowed by its hash.
 */
export function proxy(request: NextRequest): NextResponse {
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64')
  const policy = contentSecurityPolicy(process.env.NODE_ENV !== 'production', { nonce, scriptHashes: [OPEN_CONSENT_SCRIPT_HASH] })
  const headers = new Headers(request.headers)
  headers.set('Content-Security-Policy', policy)
  const response = NextResponse.next({ request: { headers } })
  response.headers.set('Content-Security-Policy', policy)
  return response
}

// Next.js reads the matcher statically, so it is a literal here.
export const config = { matcher: ['/status/:path*', '/store/:branch/checkout/:path*'] }
