import { describe, expect, it } from '@jest/globals'

import { responseSecurityHeaders } from '@/src/server/http/securityHeaders'

const headersFor = responseSecurityHeaders(false)
const names = (url: string) => headersFor(url).map(([name]) => name)
const policyOf = (url: string) => headersFor(url).find(([name]) => name === 'Content-Security-Policy')?.[1]

describe('security headers of a response', () => {
  it('sends the basic headers and HSTS on every path, static assets and API included', () => {
    for (const url of ['/', '/store/linz-urfahr', '/api/orders', '/_next/static/chunks/a.js', '/fonts/google/roboto/style-700.embed.css', '/status/abc', '/backend']) {
      expect(names(url)).toEqual(expect.arrayContaining(['X-Content-Type-Options', 'Referrer-Policy', 'X-Frame-Options', 'Permissions-Policy', 'Cross-Origin-Opener-Policy', 'Strict-Transport-Security']))
    }
  })

  it('gives cached pages, the API and the admin the shared policy without a nonce', () => {
    for (const url of ['/', '/store/linz-urfahr', '/store/linz-urfahr?q=pizza', '/api/branches', '/backend/collections/orders', '/storeroom', '/fontsammlung']) {
      expect(policyOf(url)).toContain("script-src 'self' 'unsafe-inline'")
    }
  })

  it('leaves the policy of the nonce pages to the proxy and sends none with static assets', () => {
    for (const url of ['/status/abc123', '/store/linz-urfahr/checkout', '/store/linz-urfahr/checkout?step=2', '/store/linz-urfahr/checkout/', '/_next/static/css/app.css', '/fonts/google/roboto/style-regular.embed.css', '/fonts/google/roboto/files/roboto-latin-400-normal.woff2']) {
      expect(policyOf(url)).toBeUndefined()
    }
  })

  it('gives uploaded files a policy under which nothing runs or loads (an SVG opened on its own)', () => {
    for (const url of ['/image/12-1.svg', '/image/small/12-1.png', '/image/custom/contact/12-1.jpg', '/upload/abc/7-1.pdf', '/upload/abc/preview/7-1.jpg', '/api/images/file/logo.svg', '/api/uploads/file/katalog.pdf']) {
      expect(policyOf(url)).toBe("default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'; object-src 'none'; base-uri 'none'; form-action 'none'")
    }
    for (const url of ['/imageboard', '/api/images', '/api/images/12']) expect(policyOf(url)).toContain("script-src 'self' 'unsafe-inline'")
  })

  it('omits HSTS in development, where the server runs on plain http', () => {
    expect(responseSecurityHeaders(true)('/').map(([name]) => name)).not.toContain('Strict-Transport-Security')
  })
})
