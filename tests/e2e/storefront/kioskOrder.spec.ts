import { expect, test, type Page } from '@playwright/test'

import { acceptRequiredConsent } from '../support/storefront'
import { acceptLegal, ALWAYS_OPEN, createWorld, fillContact, retireWorld, worldOf, type World } from './checkoutFixtures'

/**
 * The self-service kiosk clears the saved order data (ordering-storefront.md section 4, issue 26
 * §2.4): after each placed order and whenever the screensaver shows, no cart (with its delivery
 * type, delivery area, appointment and comment) and no parts checkout form stays in the browser
 * for the next person.
 */

test.describe.configure({ timeout: 120_000 })

let world: World | null = null

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000)
  world = await createWorld(request, {
    name: 'Kiosk',
    openingHours: ALWAYS_OPEN,
    branch: {
      isDeliveryEnabled: true,
      deliveryAreas: [{ area: '1070 Neubau', price: 0, tax: 20, free: true }],
    },
    products: [{ name: 'Kiosk-Knödel', price: 8.9 }],
  })
})

test.afterAll(async ({ request }) => {
  test.setTimeout(180_000)
  await retireWorld(request, world)
})

const screensaver = (page: Page) => page.getByRole('dialog', { name: 'Tippen um zu bestellen' })

/** Starts the kiosk at `path` and taps the screensaver away. */
async function startKiosk(page: Page, path: string): Promise<void> {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}context=self-service`)
  await screensaver(page).getByRole('button').click()
  await acceptRequiredConsent(page)
}

/** Saves a cart for the test branch and another one, plus a parts checkout form, as the storefront keeps them. */
async function saveOrderData(page: Page, identifier: string, product: Record<string, unknown>): Promise<void> {
  await page.evaluate(({ identifier, product }) => {
    const cart = (items: unknown[]) => JSON.stringify({
      items, isDelivery: true, isDineIn: false, isModePersisted: true,
      order: { deliveryArea: '1070 Neubau', appointment: null, comment: 'Ohne Zwiebel' },
    })
    window.localStorage.setItem(`gastro.cart.${identifier}`, cart([{ product, amount: 2, unit: 'amount', parts: [] }]))
    window.localStorage.setItem('gastro.cart.default', cart([]))
    window.localStorage.setItem('gastro.order', JSON.stringify({ comment: 'Lieferung ans Tor', ticketNumber: 'K-1', shippingAddress: null, priority: false }))
  }, { identifier, product })
}

/** The keys saveOrderData writes, in the order savedOrderKeys lists them. */
const allSaved = (identifier: string) => [`gastro.cart.${identifier}`, 'gastro.cart.default', 'gastro.order'].sort()

const savedOrderKeys = (page: Page) =>
  page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith('gastro.cart.') || key === 'gastro.order').sort())

test('after an order at the kiosk the saved order data is gone, and the status page stays readable', async ({ page }) => {
  const { branch, products } = worldOf(world)
  await startKiosk(page, '/')
  await saveOrderData(page, branch.identifier, products[0])
  expect(await savedOrderKeys(page)).toEqual(allSaved(branch.identifier))

  await page.goto(`/store/${branch.identifier}/checkout`)
  await expect(page.getByRole('heading', { level: 1, name: 'Bestellvorgang' })).toBeVisible({ timeout: 30_000 })
  // a later page of the kiosk does not start with the screensaver
  await expect(screensaver(page)).toHaveCount(0)
  await expect(page.getByLabel('Anmerkung zur Bestellung')).toHaveValue('Ohne Zwiebel')
  await fillContact(page, `Kiosk${Date.now()}`)
  await page.getByLabel('Straße').fill('Neubaugasse 1')
  await page.getByLabel('PLZ', { exact: true }).fill('1070')
  await page.getByLabel('Ort', { exact: true }).fill('Wien')
  await acceptLegal(page)
  await page.getByTestId('checkout-submit').click()
  await expect(page).toHaveURL(/\/status\/[^/]+\/[^/]+$/, { timeout: 60_000 })

  expect(await savedOrderKeys(page)).toEqual([])
  await expect(screensaver(page)).toHaveCount(0)
  await expect(page.getByText(/Auftragsnummer|Bestellnummer/).first()).toBeVisible()
})

test('outside the kiosk an order keeps the other saved data (only its own cart is emptied)', async ({ page }) => {
  const { branch, products } = worldOf(world)
  await page.goto('/')
  await acceptRequiredConsent(page)
  await saveOrderData(page, branch.identifier, products[0])
  await page.goto(`/store/${branch.identifier}/checkout`)
  await expect(page.getByRole('heading', { level: 1, name: 'Bestellvorgang' })).toBeVisible({ timeout: 30_000 })
  await fillContact(page, `Online${Date.now()}`)
  await page.getByLabel('Straße').fill('Neubaugasse 1')
  await page.getByLabel('PLZ', { exact: true }).fill('1070')
  await page.getByLabel('Ort', { exact: true }).fill('Wien')
  await acceptLegal(page)
  await page.getByTestId('checkout-submit').click()
  await expect(page).toHaveURL(/\/status\/[^/]+\/[^/]+$/, { timeout: 60_000 })
  expect(await savedOrderKeys(page)).toEqual(allSaved(branch.identifier))
})

test('the screensaver clears the saved order data after 2 minutes without input', async ({ page }) => {
  const { branch, products } = worldOf(world)
  await page.clock.install()
  await startKiosk(page, '/')
  await saveOrderData(page, branch.identifier, products[0])
  await page.clock.fastForward('01:00')
  expect(await savedOrderKeys(page)).toEqual(allSaved(branch.identifier))
  await page.clock.fastForward('01:10')
  await expect(screensaver(page)).toBeVisible()
  await expect.poll(() => savedOrderKeys(page)).toEqual([])
})
