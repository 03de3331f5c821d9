import { expect, test, type APIResponse } from '@playwright/test'

const policiesOf = (response: APIResponse) =>
  response.headersArray().filter((header) => header.name.toLowerCase() === 'content-security-policy').map((header) => header.value)
const scriptSource = (policy: string) => policy.split(';').map((part) => part.trim()).find((part) => part.startsWith('script-src')) ?? ''
const scriptTags = (html: string) => [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0])

async function publicBranch(request: import('@playwright/test').APIRequestContext): Promise<string> {
  const response = await request.get('/api/branches?limit=1&depth=0&where[isPublic][equals]=true')
  expect(response.ok()).toBeTruthy()
  return ((await response.json()) as { docs: { identifier: string }[] }).docs[0].identifier
}

test.describe('Content-Security-Policy of the storefront', () => {
  test('checkout and order status: inline scripts run only with the nonce of their request', async ({ request, page }) => {
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
      const tags = scriptTags(await response.text())
      expect(tags.length).toBeGreaterThan(0)
      for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`)
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
