import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test'

import { adminHeaders } from '../support/storefront'
import { acceptLegal, adminGet, ALWAYS_OPEN, createWorld, dismissConsent, fillContact, retireWorld, worldOf, type World } from './checkoutFixtures'

/**
 * QR codes (issue 23, item 3): a guest scans the code on table 2, /q/{identifier} records the scan
 * and redirects to the branch page with dine-in and the table chosen; the order placed from there
 * goes to that table and carries the code as its origin. An unknown code is the German 404 page.
 */

test.describe.configure({ timeout: 180_000 })
const expect = baseExpect.configure({ timeout: 30_000 })

let world: World | null = null
let code: { id: number; identifier: string } | null = null
let flyer: { id: number; identifier: string } | null = null

async function createCode(request: APIRequestContext, name: string, data: { path: string; table?: number }): Promise<{ id: number; identifier: string }> {
  const identifier = `e2e-${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  const response = await request.post('/api/qr-codes', {
    headers: await adminHeaders(request),
    data: { name, identifier, ...data },
  })
  expect(response.status(), await response.text()).toBe(201)
  const { doc } = (await response.json()) as { doc: { id: number; identifier: string } }
  return doc
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000)
  world = await createWorld(request, {
    name: 'QR Tischbestellung',
    openingHours: ALWAYS_OPEN,
    tables: 3,
    branch: { isDineInEnabled: true, isTableSelectionEnabled: true },
    products: [{ name: 'Kaspressknödel', price: 9.8 }],
  })
  code = await createCode(request, 'Tischaufsteller Tisch 2', { path: '/', table: world.tables[1].id })
  flyer = await createCode(request, 'Flyer Kontakt', { path: '/kontakt' })
})

test.afterAll(async ({ request }) => {
  test.setTimeout(180_000)
  for (const created of [code, flyer]) if (created) await request.delete(`/api/qr-codes/${created.id}`, { headers: await adminHeaders(request) })
  await retireWorld(request, world)
})

const tableCode = () => {
  if (!code) throw new Error('Testdaten fehlen')
  return code
}

test('a visitor scans a table\u2019s code (opens /q/…) and lands on the dine-in page with the table chosen', async ({ page, request }) => {
  const { branch, tables } = worldOf(world)
  const { id, identifier } = tableCode()
  const response = await page.goto(`/q/${identifier}`)
  expect(response?.request().redirectedFrom()?.url()).toMatch(new RegExp(`/q/${identifier}$`))
  await dismissConsent(page)
  await expect(page.getByRole('heading', { level: 1, name: branch.name })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Vor Ort essen' })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('chosen-table')).toHaveText('Ihr Tisch: 2')
  // the code rides with the cart; the address bar is the branch page again
  await expect(page).toHaveURL(new RegExp(`/store/${branch.identifier}$`))
  const stored = await page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? '{}'), `gastro.cart.${branch.identifier}`)
  expect(stored).toMatchObject({ isDineIn: true, isModePersisted: true, qrCode: identifier, table: '2' })

  // the order from there goes to table 2 and names the code
  const dialog = page.getByRole('dialog', { name: 'Kaspressknödel' })
  await expect(async () => {
    await page.getByRole('button', { name: /^Kaspressknödel in den Warenkorb legen/ }).click()
    await baseExpect(dialog).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 60_000 })
  await dialog.getByRole('button', { name: 'In den Warenkorb' }).click()
  await page.getByTestId('cart-panel').getByRole('link', { name: 'Zur Kasse' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Bestellvorgang' })).toBeVisible()
  await expect(page.getByLabel('Art der Bestellung')).toHaveValue('dineIn')
  await expect(page.getByLabel('Tischnummer')).toHaveValue(String(tables[1].id))
  await fillContact(page, 'Scangast')
  await acceptLegal(page)
  await page.getByRole('button', { name: 'Bestellung abschicken' }).click()
  await expect(page).toHaveURL(/\/status\/[^/]+\/[^/]+$/, { timeout: 90_000 })
  const uid = new URL(page.url()).pathname.split('/')[2]
  const orders = await adminGet<{ docs: Record<string, unknown>[] }>(request, `/api/orders?where[uid][equals]=${uid}&depth=0&limit=1`)
  expect(orders.docs[0]).toMatchObject({ mode: 'dineIn', tableIdentifier: '2', qrCode: id })
  // placed: the cart forgets code and table
  const after = await page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? '{}'), `gastro.cart.${branch.identifier}`)
  expect(after).toMatchObject({ items: [], qrCode: null, table: null })
})

test('a flyer\u2019s code leads to a site page, and the branch the visitor opens from there keeps it for the order', async ({ page }) => {
  const { branch } = worldOf(world)
  if (!flyer) throw new Error('Testdaten fehlen')
  await page.goto(`/q/${flyer.identifier}`)
  await dismissConsent(page)
  await expect(page).toHaveURL(/\/kontakt$/)
  await page.goto(`/store/${branch.identifier}`)
  await expect(page.getByRole('heading', { level: 1, name: branch.name })).toBeVisible()
  const cartKey = `gastro.cart.${branch.identifier}`
  await expect.poll(() => page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? '{}').qrCode ?? null, cartKey)).toBe(flyer.identifier)
  // taken once: the tab keeps no code for a second branch
  expect(await page.evaluate(() => window.sessionStorage.getItem('gastro.qr-landing'))).toBeNull()
})

test('an unknown code is the German 404 page', async ({ page }) => {
  const response = await page.goto('/q/gibt-es-nicht-e2e')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('Sieht so aus als wäre diese Seite nicht verfügbar.')).toBeVisible()
  await expect(page).toHaveTitle(/Seite nicht gefunden/)
})
