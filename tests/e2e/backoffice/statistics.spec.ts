import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { readFile } from 'node:fs/promises'

import { presetDays, todayIn } from '@/src/domain/statistics/dashboard/period'

import { signInToBackoffice } from '../support/backoffice'
import { screenshotForReview } from '../support/storefront'

/**
 * The admin view 'Statistik' (issue 23 item 4): staff open it from the navigation, switch the
 * period (kept in the address), see the key figures and charts of the seeded orders and download
 * a chart's numbers as CSV for Excel. A statistics call that fails shows the chart's empty state,
 * no message (back-office.md: statistics errors are swallowed).
 */

const EMPTY = 'Keine Daten im gewählten Zeitraum'

async function openStatistics(page: Page): Promise<void> {
  await signInToBackoffice(page)
  // Payload keeps its navigation closed (inert) below its wide breakpoint: open it as a user would.
  const opener = page.getByRole('button', { name: 'Öffnen Menü' })
  if (await opener.isVisible()) await opener.click()
  await page.locator('nav').getByRole('link', { name: 'Statistik', exact: true }).click()
  await expect(page).toHaveURL(/\/backend\/statistik/)
  await expect(page.getByRole('heading', { level: 1, name: 'Statistik' })).toBeVisible()
}

/** A chart's card: the region named by its heading. */
const chart = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true })

test('staff open "Statistik", switch the period, see the charts and download a CSV', async ({ page }) => {
  await openStatistics(page)
  const period = page.getByRole('group', { name: 'Zeitraum' })
  await expect(period.getByRole('button', { name: '7 Tage', exact: true })).toHaveAttribute('aria-pressed', 'true')

  await period.getByRole('button', { name: '30 Tage', exact: true }).click()
  await expect(page).toHaveURL(/period=30d/)
  await page.reload()
  await expect(period.getByRole('button', { name: '30 Tage', exact: true })).toHaveAttribute('aria-pressed', 'true')
  const { from, to } = presetDays('30d', todayIn(new Date()))

  // The seed places the demo orders of 'Alpenküche Wien Mariahilf' when the run starts.
  const figures = page.getByRole('region', { name: 'Kennzahlen' })
  await expect(figures.locator('[data-figure="revenue"]')).toContainText(/\d,\d{2} €/)
  await expect(figures.locator('[data-figure="orders"]')).toContainText('Vorzeitraum')

  const revenue = chart(page, 'Umsatz')
  await expect(revenue.getByRole('img', { name: /^Liniendiagramm Umsatz, .*: Summe \d[\d.]*,\d{2} €/ })).toBeVisible()
  await expect(revenue.locator('svg path.recharts-line-curve')).toBeVisible()
  await expect(chart(page, 'Bestellungen').getByRole('img', { name: /^Liniendiagramm Bestellungen/ })).toBeVisible()
  await expect(chart(page, 'Beliebte Artikel').getByRole('img', { name: /^Balkendiagramm Beliebte Artikel/ })).toBeVisible()
  await expect(chart(page, 'Bestellungen nach Uhrzeit').getByRole('img', { name: /^Säulendiagramm Bestellungen nach Uhrzeit/ })).toBeVisible()
  await expect(chart(page, 'Bestellungen nach Wochentag').getByRole('img', { name: /^Säulendiagramm Bestellungen nach Wochentag/ })).toBeVisible()
  await screenshotForReview(page, 'backoffice-statistics')

  await revenue.getByRole('button', { name: 'Als Tabelle anzeigen' }).click()
  const table = revenue.getByRole('table')
  await expect(table).toBeVisible()
  await expect(table.getByRole('row')).toHaveCount(31)
  await expect(table.getByRole('cell').filter({ hasText: /^[1-9][\d.]*,\d{2} €$/ }).first()).toBeVisible()

  const downloading = page.waitForEvent('download')
  await revenue.getByRole('button', { name: 'CSV herunterladen' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(`statistik-umsatz-${from}-bis-${to}.csv`)
  const csv = await readFile(await download.path(), 'utf8')
  expect(csv.startsWith('\uFEFFZeitraum;Umsatz (€)\r\n')).toBe(true)
  const lines = csv.trimEnd().split('\r\n')
  expect(lines).toHaveLength(31)
  for (const line of lines.slice(1)) expect(line).toMatch(/^\d{2}\.\d{2}\.\d{4};\d+,\d{2}$/)
  expect(lines.some((line) => !line.endsWith(';0,00'))).toBe(true)

  await period.getByRole('button', { name: 'Heute', exact: true }).click()
  await expect(page).toHaveURL(/period=today/)
  await expect(page.getByText(/^Zeitraum: \d{2}\.\d{2}\.\d{4} · /)).toBeVisible()
})

test('custom days are kept in the address; a failed statistics call shows the empty chart, no message', async ({ page }) => {
  await page.route(/\/api\/statistics\/browsers\?/, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"errors":[{"message":"Fehler"}]}' }))
  await openStatistics(page)
  const period = page.getByRole('group', { name: 'Zeitraum' })
  await period.getByRole('button', { name: 'Benutzerdefiniert', exact: true }).click()
  await period.getByLabel('Von').fill('2026-01-01')
  await period.getByLabel('Bis').fill('2026-01-31')
  await period.getByRole('button', { name: 'Anwenden' }).click()
  await expect(page).toHaveURL(/period=custom&from=2026-01-01&to=2026-01-31/)
  await expect(page.getByText('Zeitraum: 01.01.2026 bis 31.01.2026', { exact: false })).toBeVisible()

  await expect(chart(page, 'Browser').getByText(EMPTY)).toBeVisible()
  await expect(chart(page, 'Browser').getByRole('button', { name: 'CSV herunterladen' })).toHaveCount(0)
  await expect(page.getByText('Fehler', { exact: true })).toHaveCount(0)
  await expect(page.getByTestId('statistics-dashboard').getByRole('alert')).toHaveCount(0)

  await page.reload()
  await expect(period.getByRole('button', { name: 'Benutzerdefiniert', exact: true })).toHaveAttribute('aria-pressed', 'true')
  await expect(period.getByLabel('Von')).toHaveValue('2026-01-01')
})

test('the statistics view needs a session and has no serious accessibility violation', async ({ page }) => {
  await page.goto('/backend/statistik')
  await expect(page).toHaveURL(/\/backend\/login/)
  await openStatistics(page)
  await expect(chart(page, 'Umsatz')).toHaveAttribute('aria-busy', 'false')
  const results = await new AxeBuilder({ page }).include('[data-testid="statistics-dashboard"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
})
