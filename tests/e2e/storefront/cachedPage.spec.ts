import { expect, test, type APIRequestContext } from '@playwright/test'

import { adminHeaders } from '../support/storefront'

/**
 * The branch page is rendered once and then served from the page cache (ordering-storefront.md
 * section 2, issue #14): the clock-dependent parts must follow the visitor's clock, not the
 * instant the cached HTML was made. A branch this run creates is open for two hours around now;
 * the cached page, opened by a browser whose clock says twelve hours later, shows 'Geschlossen'.
 */

const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const identifier = `cache-${suffix}`
const HOUR = 3_600_000

/** 'HH:MM' in Vienna at `at`. */
const viennaTime = (at: number) =>
  new Intl.DateTimeFormat('de-AT', { timeZone: 'Europe/Vienna', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at)

let headers: Record<string, string>
let branchId: number | null = null

test.describe.configure({ timeout: 120_000 })

async function createBranch(request: APIRequestContext): Promise<void> {
  headers = await adminHeaders(request)
  const now = Date.now()
  const response = await request.post('/api/branches', {
    headers,
    data: {
      name: `Cache-Filiale ${suffix}`, identifier, isEnabled: true, isPublic: true, isTakeawayEnabled: true,
      street: 'Testgasse 1', zipCode: '1070', city: 'Wien',
      // A shift that ends after midnight is allowed ('to' before 'from').
      openingHours: [{ type: 'daily', from: viennaTime(now - HOUR), to: viennaTime(now + HOUR) }],
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  branchId = ((await response.json()) as { doc: { id: number } }).doc.id
}

test.beforeAll(async ({ request }) => createBranch(request))
test.afterAll(async ({ request }) => {
  if (branchId !== null) await request.delete(`/api/branches/${branchId}`, { headers })
})

test('a cached branch page shows “Geschlossen” when the visitor’s clock is past closing time', async ({ page, request }) => {
  const path = `/store/${identifier}`
  // The first visit renders the page (open now) and puts it into the cache.
  await page.goto(path)
  await expect(page.getByTestId('branch-open-state')).toHaveText(/^Geöffnet bis /)

  // The next request is answered from the cache: the same HTML, made while the branch was open.
  const cached = await request.get(path)
  expect(cached.headers()['x-nextjs-cache']).toBe('HIT')
  expect(await cached.text()).toContain('Geöffnet bis')

  // A visitor twelve hours later gets that cached page and still sees the branch closed.
  const later = await page.context().newPage()
  await later.clock.install({ time: Date.now() + 12 * HOUR })
  const response = await later.goto(path)
  expect(response?.headers()['x-nextjs-cache']).toBe('HIT')
  await expect(later.getByTestId('branch-open-state')).toHaveText('Geschlossen')
})

test('the home page at / is served from the page cache; its internal address /start/de redirects to /', async ({ request }) => {
  await request.get('/')
  const cached = await request.get('/')
  expect(cached.status()).toBe(200)
  expect(cached.headers()['x-nextjs-cache']).toBe('HIT')
  const internal = await request.get('/start/de', { maxRedirects: 0 })
  expect(internal.status()).toBe(308)
  expect(internal.headers()['location']).toBe('/')
})
