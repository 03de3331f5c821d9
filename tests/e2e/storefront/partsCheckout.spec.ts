import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'

import { acceptRequiredConsent, adminHeaders, expectNoSeriousA11yViolations, screenshotForReview } from '../support/storefront'

/**
 * A buyer's way through the parts cart and the four-step checkout (parts-shop-and-site.md sections
 * 2, 4, 5, 8): quick entry and the detail page fill the cart, the comment rule stops the way to the
 * checkout at the line, the cart follows the buyer to another browser, and the placed order shows
 * in the history.
 */

test.describe.configure({ timeout: 180_000 })

const PASSWORD = 'Einkauf-2026!'
const VALVE = { uid: '5SB-DBV10-315', name: 'Druckbegrenzungsventil NG 10, einstellbar bis 315 bar' }
const PUMP = { uid: '5S9-ZP-016-R' }

/** An approved customer with a saved shipping address, created through the admin API. */
async function createBuyer(request: APIRequestContext, name: string): Promise<string> {
  const headers = await adminHeaders(request)
  const email = `kasse-${name}-${Date.now().toString(36)}@example.at`
  const customer = await request.post('/api/customers', {
    headers,
    data: {
      isCompany: true, companyName: 'Maschinenbau Kasse GmbH', firstName: 'Karl', lastName: 'Kasse', email, phone: '+43 1 2345678',
      street: 'Fabriksgasse 3', zipCode: '1100', city: 'Wien', country: 'AT',
      data: { shippingAddresses: [{ value: { companyName: 'Werk Nord', email: 'werk-nord@example.at', phone: '+43 1 999', street: 'Nordweg 8', zipCode: '2100', city: 'Korneuburg', country: 'AT' } }] },
    },
  })
  expect(customer.ok()).toBeTruthy()
  const account = await request.post('/api/external-users', {
    headers,
    data: { email, password: PASSWORD, firstName: 'Karl', lastName: 'Kasse', roles: ['ROLE_EXTERNAL_USER', 'ROLE_USER'], isApproved: true, customers: [(await customer.json()).doc.id] },
  })
  expect(account.ok()).toBeTruthy()
  return email
}

const signIn = async (page: Page, email: string) => expect((await page.request.post('/api/external-users/login', { data: { email, password: PASSWORD } })).ok()).toBeTruthy()

async function openInNewBrowser(browser: Browser, email: string, path: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage()
  await signIn(page, email)
  await page.goto(path)
  await acceptRequiredConsent(page)
  return page
}

test('a buyer fills the cart by quick entry and the detail page, checks out in four steps and finds the order', async ({ page, request, browser }, testInfo) => {
  const email = await createBuyer(request, testInfo.project.name)
  await signIn(page, email)
  await page.goto('/shop')
  await acceptRequiredConsent(page)
  await page.getByRole('link', { name: 'Warenkorb' }).first().click()
  await expect(page).toHaveURL(/\/shop\/cart$/)
  await expect(page.getByText('Keine Artikel im Warenkorb')).toBeVisible()

  // Quick entry: a list while typing, Enter adds the single match to the top.
  const quickEntry = page.getByRole('combobox', { name: 'Materialnummer oder Bezeichnung' })
  await quickEntry.fill('Druckbegrenzungsventil')
  await expect(page.getByRole('option').first()).toBeVisible()
  await quickEntry.fill(VALVE.uid)
  await expect(page.getByRole('option')).toHaveCount(1)
  await quickEntry.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'Artikel zum Warenkorb hinzugefügt.' })).toBeVisible()
  await expect(page.getByTestId('cart-line')).toHaveCount(1)

  // The detail page adds to the end.
  await page.goto(`/shop/produkte/${PUMP.uid}/pumpe`)
  await page.getByLabel(/^Kommentar/).fill('Ersatz für Presse 4')
  await page.getByRole('button', { name: 'In den Warenkorb' }).click()
  await page.getByRole('status').getByRole('link', { name: 'Zum Warenkorb' }).click()
  const lines = page.getByTestId('cart-line')
  await expect(lines).toHaveCount(2)
  await expect(lines.first()).toContainText(VALVE.uid)
  await expect(lines.nth(1)).toContainText(PUMP.uid)
  await expect(page.getByTestId('cart-totals')).toContainText('Gesamtsumme inkl. MwSt.')
  await expect(page.getByTestId('cart-totals')).toContainText('Bei Auftragsbestätigung')

  // The comment rule: the way to the checkout stops at the line without a comment.
  await page.getByRole('button', { name: 'Weiter zur Kasse' }).click()
  await expect(lines.first().getByRole('alert')).toHaveText(`Bitte schreiben Sie einen Kommentar zum Produkt ${VALVE.name} (${VALVE.uid})`)
  await expect(page).toHaveURL(/\/shop\/cart$/)
  await lines.first().getByLabel(/^Kommentar/).fill('Lager für Förderband B')
  await page.getByLabel('Wunschtermin für alle Positionen').fill('2099-03-02')
  await expect(lines.nth(1).getByLabel('Wunschtermin')).toHaveValue('2099-03-02')
  await screenshotForReview(page, 'shop-cart')
  await expectNoSeriousA11yViolations(page, testInfo)

  // The cart follows the buyer to another browser.
  await expect.poll(() => page.evaluate(async () => ((await (await fetch('/api/custom/cart')).json()) as { items: unknown[] }).items.length)).toBe(2)
  const elsewhere = await openInNewBrowser(browser, email, '/shop/cart')
  await expect(elsewhere.getByTestId('cart-line')).toHaveCount(2)
  await expect(elsewhere.getByTestId('cart-line').first().getByLabel(/^Kommentar/)).toHaveValue('Lager für Förderband B')
  await elsewhere.context().close()

  // With items in the cart, the welcome area offers the cart.
  await page.goto('/account/login')
  await page.getByTestId('account-welcome').getByRole('link', { name: 'Zum Warenkorb' }).click()
  await expect(lines).toHaveCount(2)

  // Step 1: data, delivery address, own order number.
  await page.getByRole('button', { name: 'Weiter zur Kasse' }).click()
  await expect(page).toHaveURL(/\/shop\/checkout$/)
  await expect(page.getByRole('navigation', { name: 'Fortschritt der Bestellung' }).locator('[aria-current="step"]')).toContainText('Informationen')
  await expect(page.getByRole('heading', { name: 'Meine Daten' })).toBeVisible()
  await expect(page.getByText('Fabriksgasse 3')).toBeVisible()
  await page.getByRole('radio', { name: /Nordweg 8/ }).check()
  await page.getByLabel('Ihre Bestellnummer').fill('PO-2026-77')
  await page.getByRole('button', { name: 'Weiter' }).click()

  // Step 2: shipping; 'Zurück' keeps what was chosen.
  await expect(page).toHaveURL(/\/shop\/checkout\/shipping$/)
  await page.getByRole('radio', { name: 'Expressversand' }).check()
  await page.getByRole('button', { name: 'Zurück' }).click()
  await expect(page.getByLabel('Ihre Bestellnummer')).toHaveValue('PO-2026-77')
  await expect(page.getByRole('radio', { name: /Nordweg 8/ })).toBeChecked()
  await page.getByRole('button', { name: 'Weiter' }).click()
  await expect(page.getByRole('radio', { name: 'Expressversand' })).toBeChecked()
  await page.getByRole('button', { name: 'Weiter' }).click()

  // Step 3: review.
  await expect(page).toHaveURL(/\/shop\/checkout\/review$/)
  await expect(page.getByRole('heading', { name: 'Auftragsprüfung' })).toBeVisible()
  const items = page.getByTestId('review-items')
  await expect(items).toContainText(VALVE.uid)
  await expect(items).toContainText('Lager für Förderband B')
  await expect(items).toContainText('02.03.2099')
  await expect(page.getByText('Expressversand')).toBeVisible()
  await expect(page.getByTestId('cart-totals')).toContainText('Mehrwertsteuer (20%)')
  await screenshotForReview(page, 'shop-checkout-review')
  await expectNoSeriousA11yViolations(page, testInfo)
  await page.getByRole('button', { name: 'Auftrag absenden' }).click()

  // Step 4, then the history.
  await expect(page).toHaveURL(/\/shop\/checkout\/complete\//)
  const complete = await page.getByTestId('checkout-complete').innerText()
  const uid = /Auftragsnummer (\S+) bearbeitet/.exec(complete)?.[1]
  expect(uid).toBeTruthy()
  await screenshotForReview(page, 'shop-checkout-complete')
  await page.getByRole('link', { name: 'Auftrag ansehen' }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Auftrag ${uid}` })).toBeVisible()
  await expect(page.getByText('PO-2026-77')).toBeVisible()
  await page.goto('/shop/cart')
  await expect(page.getByText('Keine Artikel im Warenkorb')).toBeVisible()
})

test('the cart and the checkout ask a visitor without a shop session to sign in', async ({ page }) => {
  await page.goto('/shop/cart')
  await acceptRequiredConsent(page)
  await expect(page.getByText('Bitte melden Sie sich an, um Ihren Warenkorb zu sehen und zu bestellen.')).toBeVisible()
  await page.goto('/shop/checkout/review')
  await expect(page.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute('href', '/account/login?returnUrl=%2Fshop%2Fcheckout%2Freview')
})
