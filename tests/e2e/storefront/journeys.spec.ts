import { expect as baseExpect, test, type Page } from '@playwright/test'

import { expectNoSeriousA11yViolations } from '../support/storefront'
import { acceptLegal, adminGet, ALWAYS_OPEN, createWorld, dismissConsent, euro, fillContact, retireWorld, type World } from './checkoutFixtures'

/**
 * Whole customer journeys through the real UI: home → branch card → branch page → item dialog →
 * cart panel → checkout → status page. The branch is one of this run, open around the clock, with a
 * menu of seeded products (Wiener Schnitzel vom Kalb 21,90 € and Apfelstrudel 5,90 € at 10 % VAT,
 * Almdudler 0,35 l 3,60 € at 20 %), so nothing depends on the time of day. Expected amounts follow
 * ordering-storefront.md section 9: net = gross / (1 + tax / 100) to 4 decimals per line, VAT grouped by rate.
 */

test.describe.configure({ timeout: 180_000 })
const expect = baseExpect.configure({ timeout: 30_000 })

let world: World | null = null

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000)
  world = await createWorld(request, {
    name: 'Journey Alpenstube',
    openingHours: ALWAYS_OPEN,
    tables: 4,
    seededProducts: ['AK-wiener-schnitzel', 'AK-apfelstrudel', 'AK-almdudler'],
    branch: {
      isDeliveryEnabled: true, isDineInEnabled: true, isTableSelectionEnabled: true,
      deliveryAreas: [{ area: '1160 Ottakring', price: 2.9, tax: 20, free: false, freeFromOrderValue: 50, minimumOrderValue: 30 }],
    },
  })
})

test.afterAll(async ({ request }) => {
  test.setTimeout(180_000)
  await retireWorld(request, world)
})

const current = (): World => {
  if (!world) throw new Error('Testdaten fehlen')
  return world
}

/** From the home page through the branch card's order button to the branch page. */
async function openBranchFromHome(page: Page, branch: World['branch']) {
  await page.goto('/')
  await dismissConsent(page)
  const card = page.locator(`article[data-branch="${branch.identifier}"]`)
  await card.getByRole('link', { name: `Jetzt bestellen bei ${branch.name}` }).click()
  await expect(page).toHaveURL(new RegExp(`/store/${branch.identifier}$`))
  await expect(page.getByRole('heading', { level: 1, name: branch.name })).toBeVisible()
}

async function openBranch(page: Page, branch: World['branch']) {
  await page.goto(`/store/${branch.identifier}`)
  await dismissConsent(page)
  await expect(page.getByRole('heading', { level: 1, name: branch.name })).toBeVisible()
}

/** Opens a product's item dialog from its card, sets the amount with the + button and adds it. */
async function addProduct(page: Page, name: string, amount = 1) {
  const dialog = page.getByRole('dialog', { name })
  // a click before the page is interactive (first compile of the dev server) is repeated
  await expect(async () => {
    await page.getByRole('button', { name: new RegExp(`^${name} in den Warenkorb legen`) }).click()
    await baseExpect(dialog).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 60_000 })
  for (let count = 1; count < amount; count++) await dialog.getByRole('button', { name: 'Menge erhöhen' }).click()
  await dialog.getByRole('button', { name: 'In den Warenkorb' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByText('Produkt zum Warenkorb hinzugefügt.')).toBeVisible()
}

async function goToCheckout(page: Page, branch: World['branch']) {
  await page.getByTestId('cart-panel').getByRole('link', { name: 'Zur Kasse' }).click()
  await expect(page).toHaveURL(new RegExp(`/store/${branch.identifier}/checkout$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Bestellvorgang' })).toBeVisible()
}

/** Submits the order and checks that the status page shows the order's uid. */
async function submitAndExpectStatus(page: Page, label: string): Promise<{ uid: string; hash: string }> {
  await page.getByRole('button', { name: label }).click()
  await expect(page).toHaveURL(/\/status\/[^/]+\/[^/]+$/, { timeout: 90_000 })
  const [uid, hash] = new URL(page.url()).pathname.split('/').slice(2)
  await expect(page.getByRole('heading', { name: 'Auftragsnummer' })).toBeVisible()
  await expect(page.getByText(uid, { exact: true })).toBeVisible()
  return { uid, hash }
}

test('takeaway: home → branch → product → checkout → status page with the order number', async ({ page, request }) => {
  const { branch } = current()
  await openBranchFromHome(page, branch)
  await page.getByRole('button', { name: 'Abholung' }).click()
  await addProduct(page, 'Wiener Schnitzel vom Kalb', 2)
  await expect(page.getByTestId('cart-count')).toHaveText('2 Artikel')
  await goToCheckout(page, branch)

  await expect(page.getByLabel('Art der Bestellung')).toHaveValue('takeaway')
  await expect(page.getByTestId('checkout-item')).toHaveCount(1)
  await expect(page.getByTestId('checkout-item')).toContainText('2 Stk. Wiener Schnitzel vom Kalb')
  await expect(page.getByTestId('checkout-item')).toContainText(euro(43.8))
  // 43,80 € gross at 10 %: net 39,8182 → 39,82, VAT 3,98
  await expect(page.getByTestId('total-goods')).toHaveText(euro(43.8))
  await expect(page.getByTestId('total-tax-10')).toHaveText(euro(3.98))
  await expect(page.getByTestId('total-gross')).toHaveText(euro(43.8))
  await expect(page.getByTestId('appointment-label')).toHaveText('So schnell wie möglich')

  await fillContact(page, 'Abholerin')
  await acceptLegal(page)
  const { uid, hash } = await submitAndExpectStatus(page, 'Bestellung abschicken')
  const order = await adminGet<{ docs: { isDelivery: boolean; isDineIn: boolean; paymentMethod: string }[] }>(
    request, `/api/orders?where[uid][equals]=${uid}&depth=0&limit=1`,
  )
  expect(order.docs[0]).toMatchObject({ isDelivery: false, isDineIn: false, paymentMethod: 'cash' })
  expect((await request.get(`/api/orders/public/${uid}/${hash}`)).ok()).toBeTruthy()
})

test('delivery: the minimum order value blocks first, more goods make the order go through', async ({ page, request }) => {
  const { branch } = current()
  await openBranch(page, branch)
  await page.getByRole('button', { name: 'Lieferung' }).click()
  await addProduct(page, 'Wiener Schnitzel vom Kalb')
  // 21,90 € of 30,00 € minimum: 8,10 € missing
  const panel = page.getByTestId('cart-panel')
  await expect(panel.getByTestId('minimum-order')).toContainText('Sie haben den Mindestbestellwert in Höhe von 30,00 € leider noch nicht erreicht.')
  await expect(panel.getByTestId('minimum-order')).toContainText('Fügen Sie Waren im Wert von mindestens 8,10 € hinzu oder wählen Sie eine andere Art der Lieferung.')
  await expect(panel.getByRole('button', { name: 'Zur Kasse' })).toBeDisabled()

  await addProduct(page, 'Almdudler 0,35 l', 3)
  await expect(panel.getByTestId('minimum-order')).toHaveCount(0)
  await goToCheckout(page, branch)

  // In the checkout, removing the drinks again hides the submit button and shows the message.
  await page.getByRole('button', { name: 'Almdudler 0,35 l aus dem Warenkorb entfernen' }).click()
  await expect(page.getByTestId('minimum-order')).toContainText('Fügen Sie Waren im Wert von mindestens 8,10 € hinzu oder wählen Sie eine andere Art der Lieferung.')
  await expect(page.getByRole('button', { name: 'Bestellung abschicken' })).toHaveCount(0)
  await page.getByRole('link', { name: 'Zurück' }).click()
  await expect(page).toHaveURL(new RegExp(`/store/${branch.identifier}$`))
  await addProduct(page, 'Almdudler 0,35 l', 3)
  await goToCheckout(page, branch)

  await expect(page.getByLabel('Art der Bestellung')).toHaveValue('delivery')
  await expect(page.getByLabel('Liefergebiet')).toHaveValue('1160 Ottakring')
  await expect(page.getByText('Kostenlose Lieferung ab 50,00 €.')).toBeVisible()
  // goods 21,90 (10 %) + 3 × 3,60 = 10,80 (20 %) = 32,70 €; fee 2,90 € (20 %)
  // VAT 10 %: 21,90 − 19,9091 → 1,99; VAT 20 %: 13,70 − (9,0000 + 2,4167 = 11,42) → 2,28; total 35,60 €
  await expect(page.getByTestId('total-goods')).toHaveText(euro(32.7))
  await expect(page.getByTestId('total-delivery-fee')).toHaveText(euro(2.9))
  await expect(page.getByTestId('total-tax-10')).toHaveText(euro(1.99))
  await expect(page.getByTestId('total-tax-20')).toHaveText(euro(2.28))
  await expect(page.getByTestId('total-gross')).toHaveText(euro(35.6))

  await fillContact(page, 'Lieferkundin')
  await page.getByLabel('Straße und Hausnummer').fill('Thaliastraße 20')
  await page.getByLabel('Stock').fill('3')
  await page.getByLabel('Tür').fill('12')
  await page.getByLabel('PLZ').fill('1160')
  await page.getByLabel('Ort').fill('Wien')
  await acceptLegal(page)
  await expectNoSeriousA11yViolations(page)
  const { uid } = await submitAndExpectStatus(page, 'Bestellung abschicken')
  const order = await adminGet<{ docs: Record<string, unknown>[] }>(request, `/api/orders?where[uid][equals]=${uid}&depth=0&limit=1`)
  expect(order.docs[0]).toMatchObject({ isDelivery: true, street: 'Thaliastraße 20', zipCode: '1160', city: 'Wien', deliveryArea: '1160 Ottakring' })
})

test('dine-in: the order goes to the chosen table', async ({ page, request }) => {
  const { branch } = current()
  await openBranch(page, branch)
  await page.getByRole('button', { name: 'Vor Ort essen' }).click()
  await addProduct(page, 'Apfelstrudel', 2)
  await goToCheckout(page, branch)
  await expect(page.getByLabel('Art der Bestellung')).toHaveValue('dineIn')
  // 2 × 5,90 € = 11,80 € at 10 %: net 10,7273 → 10,73, VAT 1,07
  await expect(page.getByTestId('total-tax-10')).toHaveText(euro(1.07))
  await expect(page.getByTestId('total-gross')).toHaveText(euro(11.8))
  await expect(page.getByText('Die Tischnummer finden Sie in der Mitte des QR-Codes auf Ihrem Tisch.')).toBeVisible()
  await page.getByLabel('Tischnummer').selectOption('4')
  await fillContact(page, 'Tischgast')
  await acceptLegal(page)
  const { uid, hash } = await submitAndExpectStatus(page, 'Bestellung abschicken')
  const view = await request.get(`/api/orders/public/${uid}/${hash}`)
  expect(await view.json()).toMatchObject({ isDineIn: true, tableIdentifier: '4' })
})
