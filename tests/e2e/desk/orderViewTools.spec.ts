import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test'

import { ALWAYS_OPEN, adminGet, createWorld, retireWorld, worldOf, type World } from '../storefront/checkoutFixtures'
import { signInToBackoffice } from '../support/backoffice'

/**
 * Issue 26 §2.13 and §2.14 in the back office: the order view's line editor (PUT
 * /api/orders/{id}/items/{index}), the missed orders above the 'Heute' board
 * (/api/orders/missed), and the older /backend#/… addresses opening the list they name.
 */

test.skip(({ isMobile }) => isMobile, 'The back office is a desktop tool.')
test.describe.configure({ timeout: 180_000 })
const expect = baseExpect.configure({ timeout: 20_000 })

let world: World | null = null

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000)
  world = await createWorld(request, { name: 'Positionen', openingHours: ALWAYS_OPEN, products: [{ name: 'Eiernockerl', price: 11.4 }] })
})
test.afterAll(async ({ request }) => {
  test.setTimeout(180_000)
  await retireWorld(request, world)
})

/** A pending cash order of the world's branch with two Eiernockerl; answers its id. */
async function placeOrder(request: APIRequestContext, lastName: string): Promise<number> {
  const placed = await request.post('/api/orders', {
    data: {
      branch: worldOf(world).branch.id, isDelivery: false, isDineIn: false, firstName: 'Erika', lastName, email: 'erika@example.at',
      phone: '+43 660 1234567', paymentMethod: 'cash', legalInstructions: true, privacyPolicy: true,
      items: [{ product: worldOf(world).products[0].id, amount: 2, unit: 'amount', parts: [] }],
    },
  })
  expect(placed.status(), await placed.text()).toBe(201)
  const uid = ((await placed.json()) as { uid: string }).uid
  const found = await adminGet<{ docs: { id: number }[] }>(request, `/api/orders?where[uid][equals]=${uid}&depth=0&limit=1`)
  return found.docs[0].id
}

test('the order view corrects a line: the server prices it anew, a refusal shows its German message', async ({ page, request }) => {
  const id = await placeOrder(request, 'Zeilentest')
  await signInToBackoffice(page)
  await page.goto(`/backend/collections/orders/${id}`)
  const editor = page.getByRole('region', { name: 'Positionen korrigieren' })
  await expect(editor).toContainText('2 × Eiernockerl')
  await expect(page.locator('[data-money-field="totals.gross"]')).toHaveText('22,80 €')

  await editor.getByRole('button', { name: 'Eiernockerl ändern' }).click()
  const form = editor.getByRole('group', { name: 'Eiernockerl ändern' })
  await form.getByLabel('Menge').fill('0')
  await form.getByRole('button', { name: 'Position speichern' }).click()
  await expect(page.getByText('Bitte geben Sie eine Menge größer als 0 an.')).toBeVisible()

  await form.getByLabel('Menge').fill('3')
  await form.getByLabel('Kommentar zur Position').fill('ohne Salat')
  await form.getByLabel('Kommentar zur Position').press('Enter')
  await expect(page.getByText('Die Position wurde geändert; Summen und Steuern sind neu berechnet.')).toBeVisible()
  await expect(editor).toContainText('3 × Eiernockerl')
  await expect(page.locator('[data-money-field="totals.gross"]')).toHaveText('34,20 €')
  await expect(page.getByText('Kommentar: ohne Salat')).toBeVisible()

  // stored so: the order as the API answers it now
  const stored = await adminGet<{ items: { amount: number; comment: string }[] }>(request, `/api/orders/${id}?depth=0`)
  expect(stored.items[0]).toMatchObject({ amount: 3, comment: 'ohne Salat' })
})

test('the line editor is gone once the order is on its way', async ({ page, request }) => {
  const id = await placeOrder(request, 'Unterwegstest')
  await signInToBackoffice(page)
  await page.goto(`/backend/collections/orders/${id}`)
  await expect(page.getByRole('region', { name: 'Positionen korrigieren' })).toBeVisible()
  await page.getByRole('button', { name: 'Bestätigen', exact: true }).click()
  await page.getByRole('button', { name: 'Bestätigen', exact: true }).last().click()
  await expect(page.getByText('Status geändert: Bestätigt')).toBeVisible()
  await page.getByRole('button', { name: 'Unterwegs / abholbereit', exact: true }).click()
  await expect(page.getByRole('region', { name: 'Positionen korrigieren' })).toHaveCount(0)
})

test('the board of "Heute" lists the missed orders with links to their order view', async ({ page }) => {
  const branchId = worldOf(world).branch.id
  const missed = { id: 4711, uid: '20261127-4711', createdAt: new Date(Date.now() - 40 * 60_000).toISOString() }
  const asked: string[] = []
  await page.route('**/api/orders/missed**', async (route) => {
    asked.push(new URL(route.request().url()).search)
    await route.fulfill({ json: { docs: [missed] } })
  })
  await signInToBackoffice(page)
  await page.goto(`/backend/heute?branch=${branchId}`)
  const notice = page.getByRole('region', { name: 'Verpasste Bestellungen (1)' })
  await expect(notice).toBeVisible()
  await expect(notice.getByRole('link', { name: /^20261127-4711, eingegangen \d{2}:\d{2} Uhr$/ })).toHaveAttribute('href', '/backend/collections/orders/4711')
  expect(asked).toContain(`?branch=${branchId}`)
})

test('the board shows no missed-orders notice while there are none (the real call)', async ({ page }) => {
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/orders/missed')
  await signInToBackoffice(page)
  await page.goto(`/backend/heute?branch=${worldOf(world).branch.id}`)
  const response = await answered
  expect(response.status()).toBe(200)
  expect(((await response.json()) as { docs: unknown[] }).docs).toEqual([])
  await expect(page.getByTestId('order-board')).toBeVisible()
  await expect(page.getByTestId('missed-orders')).toHaveCount(0)
})

test('the older addresses /backend#/sites, #/navigations and #/dashboard open what they name', async ({ page }) => {
  await signInToBackoffice(page)
  for (const [hash, path] of [['#/sites', '/backend/collections/sites'], ['#/navigations', '/backend/collections/navigations']]) {
    await page.goto(`/backend${hash}`)
    await expect(page).toHaveURL(new RegExp(`${path}(\\?.*)?$`))
  }
  await page.goto('/backend#/dashboard')
  await expect(page).toHaveURL(/\/backend\/?$/)
})

test('the storefront carries the theme’s font faces, loads the files from the font route, and the browser uses it', async ({ page }) => {
  const fontFiles: string[] = []
  const foreignFonts: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/fonts/google/')) fontFiles.push(url.pathname)
    if (/fonts\.(googleapis|gstatic)\.com$/.test(url.hostname)) foreignFonts.push(url.href)
  })
  await page.goto('/')
  // the page carries the font route's @font-face rules in its head (no stylesheet request per weight)
  const faces = await page.locator('head style').evaluateAll((styles) => styles.map((style) => style.textContent ?? '').join('\n'))
  expect(faces).toContain("font-family:'Roboto'")
  expect(faces).toMatch(/url\(\/fonts\/google\/roboto\/files\/roboto-latin-700-normal\.woff2\)/)
  expect(await page.locator('head link[rel="stylesheet"][href^="/fonts/google/"]').count()).toBe(0)
  // the page's text asks for Roboto: a face of the route's stylesheets is loaded (not a system font)
  const robotoLoaded = () => page.evaluate(() => [...document.fonts].some((face) => face.family.replace(/["']/g, '') === 'Roboto' && face.status === 'loaded'))
  await expect.poll(robotoLoaded, { timeout: 20_000 }).toBe(true)
  await expect.poll(() => fontFiles.some((path) => /^\/fonts\/google\/roboto\/files\/roboto-latin-\d00-normal\.woff2$/.test(path))).toBe(true)
  expect(foreignFonts, 'no font request leaves the server').toEqual([])
})
