import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { acceptRequiredConsent, adminHeaders, expectNoSeriousA11yViolations, screenshotForReview } from '../support/storefront'

/**
 * The parts shop catalogue and product pages (parts-shop-and-site.md sections 2, 5, 6 and 9) on
 * the seeded parts catalogue: an anonymous visitor searches, filters, pages and opens a part; a
 * customer this run creates sees gross or net prices by VAT verification and the tier table.
 */

test.describe.configure({ timeout: 120_000 })

const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const TIERED = { uid: '5S8-RKL-6202-2RS', name: 'Rillenkugellager 6202-2RS' }
const PUMP = { uid: '5S9-ZP-016-R', name: 'Außenzahnradpumpe ZP 16 cm³/U, rechtsdrehend' }

/** The result list's cards (the sliders above it show cards too). */
const cards = (page: Page) => page.getByTestId('catalogue-results').getByTestId('shop-product-card')
const resultCount = (page: Page) => page.getByText(/^[\d.]+ Artikel gefunden$/)
const countOf = async (page: Page) => Number((await resultCount(page).innerText()).replace(/\D/g, ''))

async function openCatalogue(page: Page, path = '/shop'): Promise<void> {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await acceptRequiredConsent(page)
}

test('an anonymous visitor searches, filters and pages through the catalogue', async ({ page }, testInfo) => {
  await openCatalogue(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Produktkatalog' })).toBeVisible()
  const all = await countOf(page)
  expect(all).toBeGreaterThan(250)
  await expect(page.getByRole('link', { name: /Hydraulik/ }).first()).toBeVisible()
  await screenshotForReview(page, 'shop-catalogue')
  await expectNoSeriousA11yViolations(page, testInfo)

  // Search by words: the pumps, the 16 cm³ ones first.
  await page.getByLabel('Suchbegriff oder Materialnummer').fill('Zahnradpumpe 16')
  await page.getByRole('button', { name: 'Suchen' }).click()
  await expect(page).toHaveURL(/term=Zahnradpumpe\+16/)
  await expect(cards(page).first()).toContainText('ZP 16')
  await expect(cards(page).first()).toContainText('Preis auf Anfrage')

  // Search by the beginning of a material number.
  await page.getByLabel('Suchbegriff oder Materialnummer').fill('5S8-RKL-62')
  await page.getByRole('button', { name: 'Suchen' }).click()
  await expect(cards(page).first()).toContainText('Rillenkugellager 62')

  // A category narrows the result; a filter narrows it further and lands in the address.
  await page.getByRole('link', { name: 'Zurücksetzen' }).click()
  await expect(page).toHaveURL(/\/shop$/)
  await openCatalogue(page, `/shop?category=${encodeURIComponent('Hydraulik → Ventile')}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Ventile' })).toBeVisible()
  const valves = await countOf(page)
  expect(valves).toBeLessThan(all)
  // A phone shows one filter until 'Alle Filter anzeigen' (spec 001 section 9).
  const showAllFilters = page.getByRole('button', { name: 'Alle Filter anzeigen' })
  if (await showAllFilters.isVisible()) await showAllFilters.click()
  const pressure = page.getByRole('group', { name: 'Nenndruck' })
  await pressure.getByRole('checkbox').first().check()
  await expect(page).toHaveURL(/filters=/)
  await expect.poll(() => countOf(page)).toBeLessThan(valves)
  await expect(pressure.getByRole('checkbox').first()).toBeChecked()

  // Pagination: 60 per page over the whole catalogue.
  await openCatalogue(page)
  const pages = page.getByRole('navigation', { name: 'Seiten' })
  await expect(cards(page)).toHaveCount(60)
  await pages.getByRole('link', { name: 'Seite 2' }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(pages.getByRole('link', { name: 'Seite 2' })).toHaveAttribute('aria-current', 'page')
})

test('an anonymous visitor opens a part: no price, a sign-in button, tabs and structured data', async ({ page }, testInfo) => {
  await openCatalogue(page, `/shop?term=${encodeURIComponent(TIERED.uid)}`)
  await cards(page).first().getByRole('link').first().click()
  await expect(page.getByRole('heading', { level: 1, name: TIERED.name })).toBeVisible()
  await expect(page).toHaveURL(/\/shop\/produkte\/5S8-RKL-6202-2RS\/rillenkugellager-6202-2rs$/)
  await expect(page.getByText(`Materialnummer: ${TIERED.uid}`).first()).toBeVisible()
  await expect(page.getByTestId('price').first()).toHaveText('Preis auf Anfrage')
  const signIn = page.getByRole('link', { name: 'Anmelden und Preise sehen' })
  await expect(signIn).toHaveAttribute('href', `/account/login?returnUrl=${encodeURIComponent('/shop/produkte/5S8-RKL-6202-2RS/rillenkugellager-6202-2rs')}`)
  await expect(page.getByRole('tab', { name: 'Preisstaffelung' })).toHaveCount(0)
  await page.getByRole('tab', { name: 'Spezifikationen' }).click()
  await expect(page.getByRole('tabpanel')).toContainText(TIERED.uid)
  await expect(page.getByRole('tabpanel')).not.toContainText('Materialgruppe')
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}')
  expect(jsonLd).toMatchObject({ '@type': 'Product', sku: TIERED.uid, name: TIERED.name })
  expect(jsonLd.offers).toBeUndefined()
  await expect(page).toHaveTitle(new RegExp(TIERED.uid))
  await screenshotForReview(page, 'shop-product')
  await expectNoSeriousA11yViolations(page, testInfo)
})

test('a wrong title redirects to the product address; an unknown material number is the German 404', async ({ page }) => {
  await page.goto(`/shop/produkte/${PUMP.uid}/falscher-titel`)
  await expect(page).toHaveURL(/\/shop\/produkte\/5S9-ZP-016-R\/aussenzahnradpumpe-zp-16-cm3-u-rechtsdrehend$/)
  await expect(page.getByRole('heading', { level: 1, name: PUMP.name })).toBeVisible()
  const response = await page.goto('/shop/produkte/GIBT-ES-NICHT/irgendwas')
  expect(response?.status()).toBe(404)
  await expect(page.getByText(/nicht gefunden/i).first()).toBeVisible()
})

/** A shop customer of this run (approved, its customer record with or without a verified VAT number), signed in in the page's context. */
async function signInCustomer(page: Page, request: APIRequestContext, vatVerified: boolean): Promise<void> {
  const headers = await adminHeaders(request)
  const email = `einkauf-${vatVerified ? 'netto' : 'brutto'}-${suffix}@example.at`
  const customer = await request.post('/api/customers', {
    headers,
    data: {
      isCompany: true, companyName: `Maschinenbau ${suffix} GmbH`, firstName: 'Eva', lastName: 'Einkauf', email, phone: '+43 1 2345678',
      street: 'Industriestraße 5', zipCode: '4020', city: 'Linz', country: 'AT', vatNumber: 'ATU12345678', isVatNumberVerified: vatVerified,
    },
  })
  expect(customer.ok()).toBeTruthy()
  const customerId = (await customer.json()).doc.id
  const account = await request.post('/api/external-users', {
    headers,
    data: { email, password: 'Einkauf-2026!', firstName: 'Eva', lastName: 'Einkauf', roles: ['ROLE_EXTERNAL_USER', 'ROLE_USER'], isApproved: true, customers: [customerId] },
  })
  expect(account.ok()).toBeTruthy()
  const login = await page.request.post('/api/external-users/login', { data: { email, password: 'Einkauf-2026!' } })
  expect(login.ok()).toBeTruthy()
}

test('a customer without a verified VAT number sees gross prices and the tier table', async ({ page, request }, testInfo) => {
  await signInCustomer(page, request, false)
  await page.goto(`/shop/produkte/${TIERED.uid}/rillenkugellager-6202-2rs`)
  await acceptRequiredConsent(page)
  await expect(page.getByTestId('price').first()).toContainText('inkl. MwSt.')
  await expect(page.getByRole('link', { name: 'Anmelden und Preise sehen' })).toHaveCount(0)
  await page.getByRole('tab', { name: 'Preisstaffelung' }).click()
  const tiers = page.getByRole('tabpanel').getByRole('row')
  await expect(tiers.first()).toBeVisible()
  expect(await tiers.count()).toBeGreaterThanOrEqual(3)
  await expect(page.getByRole('tabpanel')).toContainText('inkl. MwSt.')
  await page.getByLabel(/^Kommentar/).fill('Für Anlage 3, Linie Süd')
  await page.getByRole('button', { name: 'In den Warenkorb' }).click()
  await expect(page.getByRole('status').filter({ hasText: '1 Artikel zum Warenkorb hinzugefügt.' })).toBeVisible()
  await expect(page.getByRole('status').getByRole('link', { name: 'Zum Warenkorb' })).toHaveAttribute('href', '/shop/cart')
  const stored = await page.evaluate(() => window.localStorage.getItem('gastro.cart.default'))
  expect(JSON.parse(stored ?? '{}').items?.[0]).toMatchObject({ amount: 1, parts: ['Für Anlage 3, Linie Süd', ''] })
  await screenshotForReview(page, 'shop-product-customer')
  await expectNoSeriousA11yViolations(page, testInfo)
})

test('a customer with a verified VAT number sees net prices, in the catalogue too', async ({ page, request }) => {
  await signInCustomer(page, request, true)
  await page.goto(`/shop?term=${encodeURIComponent(TIERED.uid)}`)
  await acceptRequiredConsent(page)
  await expect(cards(page).first().getByTestId('price')).toContainText('exkl. MwSt.')
  await page.goto(`/shop/produkte/${TIERED.uid}/rillenkugellager-6202-2rs`)
  await expect(page.getByTestId('price').first()).toContainText('exkl. MwSt.')
  await page.getByRole('tab', { name: 'Preisstaffelung' }).click()
  await expect(page.getByRole('tabpanel')).toContainText('exkl. MwSt.')
})

test('the header search suggests parts while typing and opens the chosen one', async ({ page }) => {
  await openCatalogue(page)
  await page.getByRole('banner').getByRole('button', { name: 'Suche', exact: true }).click()
  const field = page.getByRole('combobox', { name: 'Filialen suchen' })
  await field.fill('ZP 16 rechtsdrehend')
  const listbox = page.getByRole('listbox', { name: 'Vorschläge' })
  const pump = listbox.getByRole('option', { name: PUMP.name })
  await expect(pump).toBeVisible()
  await expect(listbox.getByRole('option', { name: 'Alle Produkte zu „ZP 16 rechtsdrehend“ anzeigen' })).toHaveAttribute('href', '/shop?term=ZP+16+rechtsdrehend')
  await field.press('ArrowDown')
  await expect(listbox.getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
  await field.press('Enter')
  await expect(page).toHaveURL(/\/shop\/produkte\/5S9-ZP-016-R\/aussenzahnradpumpe-zp-16-cm3-u-rechtsdrehend$/)
  await expect(page.getByRole('heading', { level: 1, name: PUMP.name })).toBeVisible()
})
