import { expect, test, type Page } from '@playwright/test'

import { signInToBackoffice } from '../support/backoffice'
import { screenshotForReview } from '../support/storefront'

/**
 * The order administration of the back office (issue 18, items 2, 3, 4 and 6): the orders list
 * with amounts in €, status badges, quick filters and no internal field in its filter builder; the
 * order view's follow-up buttons; the products list that opens on the menu; the start page tiles.
 */

test.skip(({ isMobile }) => isMobile, 'The back office is a desktop tool.')

/** A seeded parts-shop product (material number) and a seeded dish. */
const PART = '5S8-RKL-6202-2RS'
const DISH = 'Wiener Schnitzel vom Kalb'

/** The labels the filter builder's field picker offers. */
async function filterFieldOptions(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Filter', exact: true }).click()
  await page.getByRole('button', { name: 'Filter hinzufügen' }).click()
  await page.locator('.condition__field .rs__control').first().click()
  const options = page.locator('.rs__option')
  await expect(options.first()).toBeVisible()
  return options.allTextContents()
}

test.describe('orders list', () => {
  test('shows amounts in €, status badges, the quick filters and no internal field to filter by', async ({ page }) => {
    await signInToBackoffice(page)
    await page.goto('/backend/collections/orders')
    const table = page.locator('.table table')
    await expect(table).toBeVisible()
    for (const header of ['Auftragsnummer', 'Filiale', 'Art', 'Kunde', 'Summe', 'Status', 'Zahlungsstatus']) {
      await expect(table.locator('thead').getByText(header, { exact: true })).toBeVisible()
    }
    await expect(table.locator('tbody td').filter({ hasText: /^\d{1,3}(\.\d{3})*,\d{2} €$/ }).first()).toBeVisible()
    await expect(table.locator('tbody').getByText('19.9091')).toHaveCount(0)
    await expect(table.locator('tbody .badge').filter({ hasText: 'Wartet auf Bestätigung' }).first()).toBeVisible()
    await expect(table.locator('tbody .badge').filter({ hasText: 'Zahlung vor Ort' }).first()).toBeVisible()
    await expect(table.locator('tbody').getByText('Kein Filiale')).toHaveCount(0)
    await screenshotForReview(page, 'backoffice-orders-list')

    const presets = page.getByRole('navigation', { name: 'Schnellfilter' })
    for (const label of ['Alle', 'Heute', 'Offen', 'Wartet auf Zahlung', 'Storniert']) await expect(presets.getByRole('link', { name: label, exact: true })).toBeVisible()
    await presets.getByRole('link', { name: 'Storniert', exact: true }).click()
    await expect(page).toHaveURL(/where.*status.*canceled/)
    await expect(presets.getByRole('link', { name: 'Storniert', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(table.locator('tbody .badge').filter({ hasText: 'Wartet auf Bestätigung' })).toHaveCount(0)

    await page.goto('/backend/collections/orders')
    const options = await filterFieldOptions(page)
    expect(options).toEqual(expect.arrayContaining(['Auftragsnummer', 'Status']))
    for (const internal of ['Idempotency', 'Fingerprint', 'Redirect', 'Hash', 'Öffentlicher Schlüssel']) {
      expect(options.filter((option) => option.includes(internal))).toEqual([])
    }
    expect(options.length).toBeLessThan(45)
  })
})

test.describe('order view', () => {
  test('sends the order e-mail again, links the status page and shows amounts in €', async ({ page }) => {
    await signInToBackoffice(page)
    await page.goto('/backend/collections/orders?search=Mayer')
    await page.locator('.table tbody tr').first().locator('a').first().click()
    await expect(page.getByRole('button', { name: 'E-Mail erneut senden' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'SMS erneut senden' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Statusseite öffnen' })).toHaveAttribute('href', /^\/status\/\d{8}-\d+\/[\w-]+$/)
    await expect(page.locator('[data-money-field="totals.gross"]')).toHaveText(/^\d+,\d{2} €$/)
    await expect(page.getByText('Dokumente', { exact: true })).toHaveCount(0)
    await screenshotForReview(page, 'backoffice-order-view')

    await page.getByRole('button', { name: 'E-Mail erneut senden' }).click()
    await expect(page.getByText('E-Mail wurde erneut gesendet.')).toBeVisible()
  })
})

test.describe('products list', () => {
  test('opens on the menu products and switches to the parts shop', async ({ page }) => {
    await signInToBackoffice(page)
    await page.goto(`/backend/collections/products?search=${encodeURIComponent(DISH)}`)
    const tabs = page.getByRole('navigation', { name: 'Katalog' })
    await expect(tabs.getByRole('link', { name: 'Speisekarte' })).toHaveAttribute('aria-current', 'page')
    await expect(page.locator('.table').getByText(DISH).first()).toBeVisible()

    await page.goto(`/backend/collections/products?search=${PART}`)
    await expect(page.locator('.table')).toHaveCount(0)

    await page.goto('/backend/collections/products')
    await expect(page.locator('.table tbody').getByText('Teileshop', { exact: true })).toHaveCount(0)
    await page.getByRole('navigation', { name: 'Katalog' }).getByRole('link', { name: 'Teileshop' }).click()
    await expect(page).toHaveURL(/catalogue/)
    await expect(page.getByRole('navigation', { name: 'Katalog' }).getByRole('link', { name: 'Teileshop' })).toHaveAttribute('aria-current', 'page')
    await expect(page.locator('.table tbody').getByText('Teileshop', { exact: true }).first()).toBeVisible()
    await expect(page.locator('.table tbody').getByText('Speisekarte / Sortiment', { exact: true })).toHaveCount(0)
  })
})

test.describe('start page', () => {
  test('shows a tile per branch with today’s figures and the board links', async ({ page }) => {
    await signInToBackoffice(page)
    await expect(page.getByRole('heading', { name: 'Heute in den Filialen' })).toBeVisible()
    const vienna = page.getByRole('article', { name: 'Alpenküche Wien Mariahilf' })
    await expect(vienna).toBeVisible()
    for (const label of ['Bestellungen heute', 'Offene Bestellungen', 'Umsatz heute', 'Unbeantwortete Gegenvorschläge', 'Verpasste Bestellungen']) {
      await expect(vienna.getByText(label, { exact: true })).toBeVisible()
    }
    await expect(vienna.locator('[data-figure="revenue"] strong')).toHaveText(/^\d{1,3}(\.\d{3})*,\d{2} €$/)
    await expect(vienna.getByRole('link', { name: 'Küchenanzeige' })).toHaveAttribute('href', /^\/backoffice\/\d+\/[\w-]+$/)
    await expect(page.getByRole('article', { name: 'Alpenküche Graz Lend' })).toBeVisible()
    await screenshotForReview(page, 'backoffice-start-page')

    await vienna.getByRole('link', { name: 'Bestellungen', exact: true }).click()
    await expect(page).toHaveURL(/collections\/orders\?where/)
    await expect(page.locator('.table tbody tr').first()).toBeVisible()
  })
})
