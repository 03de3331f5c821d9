import { expect as baseExpect, test } from '@playwright/test'

import { expectNoSeriousA11yViolations, screenshotForReview } from '../support/storefront'
import {
  acceptLegal, adminGet, ALWAYS_OPEN, createWorld, euro, fillContact, openCheckout, retireWorld, seedCart, worldOf, type World,
} from './checkoutFixtures'

/**
 * Checkout /store/{branch}/checkout (ordering-storefront.md sections 2 to 5, 8, 9). Branches of this
 * run are created through the admin REST API with opening hours chosen by the test: one open
 * around the clock with all three modes, one that requires a quotation, one without delivery
 * hours. The cart is put into localStorage the way the branch page stores it. The appointment
 * pickers and the preorder path are in checkoutAppointment.spec.ts.
 */

// The shared dev server compiles routes on first use and serves several test runs at once.
test.describe.configure({ timeout: 120_000 })
const expect = baseExpect.configure({ timeout: 30_000 })

let open: World | null = null
let quotation: World | null = null
let noDelivery: World | null = null

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000)
  open = await createWorld(request, {
    name: 'Checkout Offen',
    openingHours: ALWAYS_OPEN,
    tables: 3,
    branch: {
      isDeliveryEnabled: true, isDineInEnabled: true, isTableSelectionEnabled: true,
      deliveryAreas: [{ area: '1070 Neubau', price: 3.5, tax: 20, free: false, freeFromOrderValue: 40, minimumOrderValue: 20 }],
    },
    products: [{ name: 'Kaspressknödel', price: 9.8 }, { name: 'Zirbenlimo', price: 3.6, tax: 20 }],
  })
  quotation = await createWorld(request, {
    name: 'Checkout Angebot',
    branch: { isQuotationRequired: true },
    products: [{ name: 'Buffet für 20 Personen', price: 390 }],
  })
  noDelivery = await createWorld(request, {
    name: 'Checkout Ohne Lieferung',
    branch: {
      isDeliveryEnabled: true, isAppointmentRequired: true, isDeliveryHoursEnabled: true,
      deliveryHours: [{ type: 'daily', isClosed: true }],
      deliveryAreas: [{ area: '1010 Innere Stadt', price: 0, tax: 20, free: true }],
    },
    products: [{ name: 'Tafelspitz', price: 23.5 }],
  })
})

test.afterAll(async ({ request }) => {
  test.setTimeout(180_000)
  await retireWorld(request, open)
  await retireWorld(request, quotation)
  await retireWorld(request, noDelivery)
})


test('an empty cart shows the empty-cart text and no submit button', async ({ page }) => {
  await openCheckout(page, worldOf(open))
  await expect(page.getByText('Keine Produkte im Warenkorb!')).toBeVisible()
  await expect(page.getByTestId('checkout-submit')).toHaveCount(0)
  await expect(page).toHaveTitle(/^Bestellvorgang - /)
})

test('required fields, phone format and legal boxes are listed at the top and highlighted', async ({ page }) => {
  const world = worldOf(open)
  await seedCart(page, world.branch.identifier, { items: [{ product: world.products[0], amount: 2 }] })
  await openCheckout(page, world)
  const nav = page.getByRole('navigation', { name: /Brotkrümel|Breadcrumb|Pfad/i })
  await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible()
  await expect(nav.getByRole('link', { name: world.branch.name })).toHaveAttribute('href', `/store/${world.branch.identifier}`)
  await expect(nav.getByText('Bestellvorgang')).toBeVisible()

  await page.getByLabel('Telefon').fill('0660 1234567')
  await expect(page.getByText('Bitte geben Sie eine gültige Nummer im Format +43 660 1234567 an.')).toBeVisible()
  await page.getByTestId('checkout-submit').click()

  const errors = page.getByTestId('checkout-errors')
  for (const message of [
    'Bitte geben Sie Ihren Vornamen an.',
    'Bitte geben Sie Ihren Nachnamen an.',
    'Bitte geben Sie Ihre E-Mail-Adresse an.',
    'Bitte geben Sie eine gültige Nummer im Format +43 660 1234567 an.',
    'Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.',
    'Bitte akzeptieren Sie die Datenschutzerklärung.',
  ]) await expect(errors.getByText(message)).toBeVisible()
  for (const field of ['firstName', 'lastName', 'email', 'phone', 'legalInstructions', 'privacyPolicy']) {
    await expect(page.locator(`[data-field="${field}"]`)).toHaveClass(/field-error/)
  }
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50)
  await expectNoSeriousA11yViolations(page)

  await page.getByLabel('Vorname').fill('Erika')
  await expect(page.locator('[data-field="firstName"]')).not.toHaveClass(/field-error/)
  await expect(errors.getByText('Bitte geben Sie Ihren Vornamen an.')).toHaveCount(0)
})

test('the phone input keeps digits, + and spaces while typing and normalises on change', async ({ page }) => {
  const world = worldOf(open)
  await seedCart(page, world.branch.identifier, { items: [{ product: world.products[0], amount: 1 }] })
  await openCheckout(page, world)
  const phone = page.getByLabel('Telefon')
  await phone.pressSequentially('abc+43 (660) 12-34')
  await expect(phone).toHaveValue('+43 660 1234')
  await phone.blur()
  await expect(phone).toHaveValue('+436601234')
  await phone.fill('')
  await phone.pressSequentially('0660 1234567')
  await expect(page.getByText('Bitte geben Sie eine gültige Nummer im Format +43 660 1234567 an.')).toBeVisible()
  await phone.fill('')
  await phone.pressSequentially('0043 660 1234567')
  await phone.blur()
  await expect(phone).toHaveValue('+436601234567')
  await expect(page.getByText('Bitte geben Sie eine gültige Nummer im Format +43 660 1234567 an.')).toHaveCount(0)
  // the example number follows the country of the address (delivery shows the address form)
  await page.getByLabel('Art der Bestellung').selectOption({ label: 'Lieferung' })
  await expect(page.getByLabel('Land')).toHaveValue('AT')
  await expect(page.getByLabel('Land').locator('option')).toHaveText(['Deutschland', 'Liechtenstein', 'Österreich', 'Schweiz'])
  await page.getByLabel('Land').selectOption('DE')
  await phone.fill('0151 23456789')
  await expect(page.getByText('Bitte geben Sie eine gültige Nummer im Format +49 151 23456789 an.')).toBeVisible()
})

test('dine-in offers the branch tables with the QR hint and requires a table', async ({ page }) => {
  const world = worldOf(open)
  await seedCart(page, world.branch.identifier, { items: [{ product: world.products[0], amount: 1 }] })
  await openCheckout(page, world)
  const type = page.getByLabel('Art der Bestellung')
  await expect(type.locator('option')).toHaveText(['Abholung', 'Lieferung', 'Vor Ort essen'])
  await type.selectOption({ label: 'Vor Ort essen' })
  await expect(page.getByText('Die Tischnummer finden Sie in der Mitte des QR-Codes auf Ihrem Tisch.')).toBeVisible()
  const table = page.getByLabel('Tischnummer')
  await expect(table.locator('option')).toHaveText(['Bitte wählen', '1', '2', '3'])
  await fillContact(page)
  await acceptLegal(page)
  await page.getByTestId('checkout-submit').click()
  await expect(page.getByTestId('checkout-errors').getByText('Bitte wählen Sie Ihren Tisch.')).toBeVisible()
  await expect(page.locator('[data-field="table"]')).toHaveClass(/field-error/)
  await expect(page.getByTestId('checkout-errors').locator('li')).toHaveCount(1)
  await table.selectOption('2')
  await expect(page.locator('[data-field="table"]')).not.toHaveClass(/field-error/)

  // the chosen mode is saved to the branch's cart
  await page.reload()
  await expect(page.getByLabel('Art der Bestellung')).toHaveValue('dineIn')
  const stored = await page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? '{}'), `gastro.cart.${world.branch.identifier}`)
  expect(stored).toMatchObject({ isDineIn: true, isDelivery: false, isModePersisted: true })
})

test('delivery below the minimum order value hides the submit button and shows the amounts', async ({ page }) => {
  const world = worldOf(open)
  // 1 × 9,80 € (10 %) + 1 × 3,60 € (20 %) = 13,40 € goods; minimum 20,00 € → 6,60 € missing; fee 3,50 € (20 %)
  await seedCart(page, world.branch.identifier, {
    items: [{ product: world.products[0], amount: 1 }, { product: world.products[1], amount: 1 }],
    isDelivery: true, deliveryArea: '1070 Neubau',
  })
  await openCheckout(page, world)
  const notice = page.getByTestId('minimum-order')
  await expect(notice).toContainText('Sie haben den Mindestbestellwert in Höhe von 20,00 € leider noch nicht erreicht.')
  await expect(notice).toContainText('Fügen Sie Waren im Wert von mindestens 6,60 € hinzu oder wählen Sie eine andere Art der Lieferung.')
  await expect(page.getByTestId('checkout-submit')).toHaveCount(0)
  await expect(page.getByLabel('Liefergebiet')).toHaveValue('1070 Neubau')
  await expect(page.getByText('Kostenlose Lieferung ab 40,00 €.')).toBeVisible()
  await expect(page.getByTestId('total-goods')).toHaveText(euro(13.4))
  await expect(page.getByTestId('total-delivery-fee')).toHaveText(euro(3.5))
  // VAT: 9,80 − 9,80/1,1 = 0,89; (3,60 + 3,50) − 7,10/1,2 = 1,18
  await expect(page.getByTestId('total-tax-10')).toHaveText(euro(0.89))
  await expect(page.getByTestId('total-tax-20')).toHaveText(euro(1.18))
  await expect(page.getByTestId('total-gross')).toHaveText(euro(16.9))
  for (const field of ['street', 'zipCode', 'city', 'country']) await expect(page.locator(`[data-field="${field}"] label`)).toHaveClass(/required/)

  await page.getByLabel('Art der Bestellung').selectOption({ label: 'Abholung' })
  await expect(notice).toHaveCount(0)
  await expect(page.getByTestId('checkout-submit')).toHaveText('Bestellung abschicken')
  await expect(page.getByTestId('total-delivery-fee')).toHaveCount(0)
  await expect(page.getByTestId('total-gross')).toHaveText(euro(13.4))
})

/** The date picker button of a calendar day 'YYYY-MM-DD'. */
test('a branch that requires a quotation asks for one', async ({ page }) => {
  const world = worldOf(quotation)
  await seedCart(page, world.branch.identifier, { items: [{ product: world.products[0], amount: 1 }] })
  await openCheckout(page, world)
  await expect(page.getByTestId('checkout-submit')).toHaveText('Angebotsanfrage abschicken')
})

test('delivery closed: the checkout variant of the notice, no submit button; a required appointment reads Keine Angabe', async ({ page }) => {
  const world = worldOf(noDelivery)
  await seedCart(page, world.branch.identifier, { items: [{ product: world.products[0], amount: 1 }], isDelivery: true })
  await openCheckout(page, world)
  await expect(page.getByTestId('checkout-delivery-closed')).toContainText('Derzeit bieten wir leider keine Lieferung an.')
  await expect(page.getByTestId('checkout-submit')).toHaveCount(0)
  await expect(page.getByTestId('total-delivery-fee')).toHaveText('kostenlos')
  await expect(page.getByTestId('appointment-label')).toHaveText('Keine Angabe')

  await page.getByLabel('Art der Bestellung').selectOption({ label: 'Abholung' })
  await expect(page.getByTestId('checkout-delivery-closed')).toHaveCount(0)
  await fillContact(page)
  await acceptLegal(page)
  await page.getByTestId('checkout-submit').click()
  await expect(page.getByTestId('checkout-errors')).toContainText('Bitte wählen Sie einen Termin aus.')
  await expect(page.locator('[data-field="appointmentDate"]')).toHaveClass(/field-error/)
})

test('the error route shows the failed-payment text on arrival', async ({ page }) => {
  const world = worldOf(open)
  await seedCart(page, world.branch.identifier, { items: [{ product: world.products[0], amount: 1 }] })
  await openCheckout(page, world, 'checkout/error')
  await expect(page.getByTestId('payment-failed')).toHaveText(
    'Leider ist Ihre Zahlung fehlgeschlagen. Bitte überprüfen Sie Ihre Daten und versuchen Sie es erneut.',
  )
  await expect(page.getByTestId('checkout-submit')).toHaveText('Bestellung abschicken')
})

test('legal texts open in an overlay and the donation recipient can be searched and chosen', async ({ page }) => {
  const world = worldOf(open)
  await seedCart(page, world.branch.identifier, { items: [{ product: world.products[0], amount: 1 }] })
  await openCheckout(page, world)
  await page.getByRole('button', { name: 'Allgemeinen Geschäftsbedingungen' }).click()
  const terms = page.getByRole('dialog', { name: 'Allgemeinen Geschäftsbedingungen' })
  await expect(terms.getByRole('heading', { name: 'Allgemeine Geschäftsbedingungen' })).toBeVisible()
  await expect(terms.getByRole('heading', { name: '1. Geltungsbereich' })).toBeVisible()
  await terms.getByRole('button', { name: 'Schließen' }).first().click()
  await expect(terms).toHaveCount(0)

  await expect(page.getByText('Wir spenden 0,07 € pro Bestellung an eine Organisation Ihrer Wahl.')).toBeVisible()
  await page.getByRole('button', { name: 'Organisation wählen' }).click()
  const chooser = page.getByRole('dialog', { name: 'Organisation für Ihre Spende' })
  await chooser.getByLabel('Organisation suchen').fill('Tierschutz Nirgendwo')
  await expect(chooser.getByText('Keine passende Organisation gefunden.')).toBeVisible()
  await chooser.getByLabel('Organisation suchen').fill('caritas')
  await chooser.getByRole('button', { name: /Caritas Wien/ }).click()
  await expect(page.getByTestId('chosen-donatee')).toHaveText('Ihre Spende geht an: Caritas Wien')
})

test('server errors are listed with their field highlighted; no answer gives the unknown error', async ({ page }) => {
  const world = worldOf(open)
  await seedCart(page, world.branch.identifier, { items: [{ product: world.products[0], amount: 1 }] })
  await openCheckout(page, world)
  await fillContact(page)
  await page.getByLabel('E-Mail').fill('erika.example.at')
  await acceptLegal(page)
  await page.getByTestId('checkout-submit').click()
  await expect(page.getByTestId('checkout-errors')).toContainText('Bitte geben Sie eine gültige E-Mail-Adresse an.')
  await expect(page.locator('[data-field="email"]')).toHaveClass(/field-error/)

  await page.route('**/api/orders', (route) => route.fulfill({ status: 502, body: '' }))
  await page.getByLabel('E-Mail').fill('erika@example.at')
  await page.getByTestId('checkout-submit').click()
  await expect(page.getByTestId('checkout-errors')).toContainText('Ein unbekannter Fehler ist aufgetreten.')
  await page.unroute('**/api/orders')
})

test('a double click places one order, clears the cart and opens the status page', async ({ page, request }) => {
  const world = worldOf(open)
  await seedCart(page, world.branch.identifier, { items: [{ product: world.products[0], amount: 3 }], comment: 'Bitte mit Besteck' })
  await openCheckout(page, world)
  await expect(page.getByLabel('Anmerkung zur Bestellung')).toHaveValue('Bitte mit Besteck')
  await expect(page.getByTestId('total-gross')).toHaveText(euro(29.4))
  const lastName = `Doppelklick${Date.now()}`
  await fillContact(page, lastName)
  await acceptLegal(page)
  await expect(page.getByRole('radio', { name: 'Barzahlung' })).toBeChecked()
  await page.getByTestId('checkout-submit').dblclick()
  await expect(page).toHaveURL(/\/status\/[^/]+\/[^/]+$/, { timeout: 60_000 })
  const [uid] = page.url().split('/status/')[1].split('/')
  const orders = await adminGet<{ totalDocs: number; docs: { uid: string; comment: string }[] }>(
    request, `/api/orders?where[lastName][equals]=${lastName}&depth=0&limit=5`,
  )
  expect(orders.totalDocs).toBe(1)
  expect(orders.docs[0]).toMatchObject({ uid, comment: 'Bitte mit Besteck' })
  const stored = await page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? '{}'), `gastro.cart.${world.branch.identifier}`)
  expect(stored.items).toEqual([])
  expect(stored.order).toMatchObject({ comment: null, appointment: null })
})

test('screenshot and accessibility of a filled checkout', async ({ page }) => {
  const world = worldOf(open)
  await seedCart(page, world.branch.identifier, {
    items: [{ product: world.products[0], amount: 2 }, { product: world.products[1], amount: 3 }],
    isDelivery: true, deliveryArea: '1070 Neubau',
  })
  await openCheckout(page, world)
  await fillContact(page)
  await page.getByLabel('Straße und Hausnummer').fill('Neubaugasse 12')
  await page.getByLabel('PLZ').fill('1070')
  await page.getByLabel('Ort').fill('Wien')
  await expect(page.getByTestId('total-gross')).toHaveText(euro(33.9))
  await screenshotForReview(page, 'checkout')
  await expectNoSeriousA11yViolations(page)
})
