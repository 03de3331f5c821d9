import { createHash } from 'node:crypto'

import { expect, test, type APIResponse } from '@playwright/test'

import { OPEN_CONSENT_SCRIPT } from '@/storefront/consent/openBeforeHydration'

const policiesOf = (response: APIResponse) =>
  response.headersArray().filter((header) => header.name.toLowerCase() === 'content-security-policy').map((header) => header.value)
const scriptSource = (policy: string) => policy.split(';').map((part) => part.trim()).find((part) => part.startsWith('script-src')) ?? ''
const scripts = (html: string) => [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map((match) => ({ tag: match[1], text: match[2] }))
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

async function publicBranch(request: import('@playwright/test').APIRequestContext): Promise<string> {
  const response = await request.get('/api/branches?limit=1&depth=0&where[isPublic][equals]=true')
  expect(response.ok()).toBeTruthy()
  return ((await response.json()) as { docs: { identifier: string }[] }).docs[0].identifier
}

test.describe('Content-Security-Policy of the storefront', () => {
  test('checkout and order status: inline scripts run only with the nonce of their request (or are the fixed consent script, by its hash)', async ({ request, page }) => {
    const checkoutPath = `/store/${await publicBranch(request)}/checkout`
    const nonces: string[] = []
    for (const path of [checkoutPath, checkoutPath, '/status/00000/kein-hash']) {
      const response = await request.get(path)
      const policies = policiesOf(response)
      expect(policies).toHaveLength(1)
      const script = scriptSource(policies[0])
      expect(script).not.toContain("'unsafe-inline'")
      const nonce = /'nonce-([^']+)'/.exec(script)?.[1] ?? ''
      expect(nonce.length).toBeGreaterThanOrEqual(16)
      const found = scripts(await response.text())
      expect(found.length).toBeGreaterThan(0)
      // the one script without the nonce is the consent modal's, allowed by the hash of exactly its text
      for (const { tag, text } of found) {
        if (tag.includes(`nonce="${nonce}"`)) continue
        expect(text).toBe(OPEN_CONSENT_SCRIPT)
        expect(script.split(' ').filter((source) => source.startsWith("'sha256-"))).toEqual([sha256(text)])
      }
      nonces.push(nonce)
    }
    expect(new Set(nonces).size).toBe(3)

    const refused: string[] = []
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) refused.push(message.text())
    })
    await page.goto(checkoutPath)
    await expect(page.getByRole('heading', { level: 1, name: 'Bestellvorgang' })).toBeVisible({ timeout: 30_000 })
    expect(refused).toEqual([])
  })

  test('cached pages and the API send one policy without a nonce', async ({ request }) => {
    for (const path of ['/', '/api/health']) {
      const policies = policiesOf(await request.get(path))
      expect(policies).toHaveLength(1)
      expect(policies[0]).not.toContain("'nonce-")
    }
  })
})
