import { expect, test } from '@playwright/test'
import pg from 'pg'

import { signInToBackoffice } from '../support/backoffice'
import { acceptRequiredConsent, adminHeaders } from '../support/storefront'

/**
 * What the site's blocks and pages do (parts-shop-and-site.md sections 2, 4, 8): the hero slider
 * advances every 8 s and stops on a manual choice, vacancy tabs filter, the contact form sends and
 * thanks, the map waits for consent, redirects and old addresses lead on, unknown paths are 404 and
 * an unknown page type 500, an editor's published change shows at once and a draft only in the
 * editor's preview.
 */

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

test('the hero slider advances every 8 seconds, wraps, and stops for good on a manual choice', async ({ page }) => {
  await page.clock.install()
  await page.goto('/leistungen')
  await acceptRequiredConsent(page)
  const slider = page.locator('[data-block="heroSlider"]')
  const titles = slider.getByRole('list', { name: 'Folien auswählen' }).getByRole('button')
  await expect(slider.getByRole('button', { name: 'Automatisches Weiterblättern anhalten' })).toBeVisible()
  await expect(titles.nth(0)).toHaveAttribute('aria-current', 'true')
  await page.clock.runFor(8_000)
  await expect(titles.nth(1)).toHaveAttribute('aria-current', 'true')
  await page.clock.runFor(8_000)
  await expect(titles.nth(0)).toHaveAttribute('aria-current', 'true')

  await titles.nth(1).click()
  await expect(titles.nth(1)).toHaveAttribute('aria-current', 'true')
  await expect(slider.getByRole('button', { name: 'Automatisches Weiterblättern anhalten' })).toHaveCount(0)
  await page.clock.runFor(24_000)
  await expect(titles.nth(1)).toHaveAttribute('aria-current', 'true')
})

test('vacancy tabs show one category; the initiative application always follows', async ({ page }) => {
  await page.goto('/karriere')
  await acceptRequiredConsent(page)
  const block = page.locator('[data-block="vacancies"]')
  const apply = block.getByRole('link', { name: /Jetzt bewerben/ })
  await expect(block.getByRole('tab', { name: 'Alle Stellen' })).toHaveAttribute('aria-selected', 'true')
  await expect(apply).toHaveCount(4)
  await block.getByRole('tab', { name: 'Service' }).click()
  await expect(block.getByRole('tab', { name: 'Service' })).toHaveAttribute('aria-selected', 'true')
  await expect(block.getByText(/Servicemitarbeiter:in/)).toBeVisible()
  await expect(block.getByText(/Koch\/Köchin/)).toBeHidden()
  await expect(block.getByText('Initiativbewerbung (m/w/d)')).toBeVisible()
  await expect(apply.first()).toHaveAttribute('href', `mailto:karriere@alpenkueche.at?subject=${encodeURIComponent('Bewerbung als Servicemitarbeiter:in (m/w/d) – Linz Urfahr')}`)
  await expect(apply.last()).toHaveAttribute('href', 'mailto:karriere@alpenkueche.at?subject=Initiativbewerbung')
})

test('the contact form is sent only when valid, then thanks in an overlay closed by OK', async ({ page }) => {
  await page.goto('/kontakt')
  await acceptRequiredConsent(page)
  const form = page.locator('[data-block="formData"]')
  const submit = form.getByRole('button', { name: 'Absenden' })
  await expect(form.getByText('Mit * markierte Felder sind Pflichtfelder.')).toBeVisible()
  await expect(submit).toBeDisabled()
  await form.getByLabel('Vorname').fill('Paula')
  await form.getByLabel('Nachname').fill('Prüf')
  await form.getByLabel('E-Mail').fill('paula.pruef@example.at')
  await form.getByLabel('Telefon').fill('+43 1 234567')
  await form.getByLabel('Nachricht').fill('Wir planen eine Feier für 40 Personen.')
  await expect(submit).toBeDisabled()
  await form.getByRole('checkbox').check()
  await expect(submit).toBeEnabled()
  await submit.click()
  // The block's own thank-you text replaces the spec's default ('Ihre Anfrage wurde erfolgreich abgeschickt. …').
  const overlay = page.getByRole('dialog', { name: 'Vielen Dank' })
  await expect(overlay).toContainText('Vielen Dank für Ihre Anfrage! Katharina Berger meldet sich innerhalb von zwei Werktagen bei Ihnen.')
  await overlay.getByRole('button', { name: 'OK' }).click()
  await expect(overlay).toBeHidden()
  await expect(form.getByLabel('Vorname')).toHaveValue('')
})

test('with the map setting on, the map waits for consent behind a placeholder', async ({ page, request }) => {
  await page.route(/openstreetmap\.org|maptiler\.com/, (route) => route.abort())
  const headers = await adminHeaders(request)
  const setMap = (on: boolean) => request.post('/api/globals/config', { headers, data: { enablePluginMap: on } })
  expect((await setMap(true)).ok()).toBeTruthy()
  try {
    await page.goto('/kontakt')
    await acceptRequiredConsent(page)
    const block = page.locator('[data-block="formMap"]')
    await block.scrollIntoViewIfNeeded()
    await expect(block.getByRole('button', { name: 'Karte anzeigen' })).toBeVisible()
    await expect(block.locator('canvas')).toHaveCount(0)
  } finally {
    await setMap(false)
  }
})

test('redirects and old /site addresses lead on; an unknown path is the 404', async ({ page, request }) => {
  await page.goto('/about')
  await expect(page).toHaveURL(/\/ueber-uns$/)
  const old = await request.get('/site/leistungen/catering', { maxRedirects: 0 })
  expect(old.status()).toBe(301)
  expect(old.headers().location).toBe('/leistungen/catering')
  const legal = await request.get('/site/imprint', { maxRedirects: 0 })
  expect(legal.status()).toBe(200)
  const unknown = await page.goto('/gibt-es-wirklich-nicht')
  expect(unknown?.status()).toBe(404)
})

test('a page of an unknown type is the German 500 page', async ({ page, request }) => {
  const headers = await adminHeaders(request)
  const path = `/${unique('altbestand')}`
  const created = await request.post('/api/sites', { headers, data: { name: 'Altbestand', path, type: 'default', _status: 'published' } })
  expect(created.ok()).toBeTruthy()
  const { doc } = (await created.json()) as { doc: { id: number } }
  // A type of an older version, written around the admin (its select would refuse it).
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL })
  await client.connect()
  try {
    await client.query(`ALTER TYPE enum_sites_type ADD VALUE IF NOT EXISTS 'custom_legacy'`)
    await client.query(`UPDATE sites SET type = 'custom_legacy' WHERE id = $1`, [doc.id])
  } finally {
    await client.end()
  }
  const response = await page.goto(path)
  expect(response?.status()).toBe(500)
  await expect(page.getByRole('heading', { name: '500 Internal Server Error' })).toBeVisible()
  await expect(page.getByText('Leider ist ein interner Fehler aufgetreten.')).toBeVisible()
})

test('an editor publishes a change and sees it on the site within 2 seconds; drafts only in the preview', async ({ page, request }) => {
  const headers = await adminHeaders(request)
  const path = `/${unique('aktuelles')}`
  const created = await request.post('/api/sites', { headers, data: { name: 'Aktuelles aus der Küche', path, type: 'default', _status: 'published' } })
  const { doc } = (await created.json()) as { doc: { id: number } }
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: 'Aktuelles aus der Küche' })).toBeVisible()

  expect((await request.patch(`/api/sites/${doc.id}`, { headers, data: { name: 'Neues aus der Küche', _status: 'published' } })).ok()).toBeTruthy()
  const published = Date.now()
  await expect.poll(async () => {
    await page.goto(path)
    return page.getByRole('heading', { level: 1 }).textContent()
  }, { timeout: 2_000, intervals: [100] }).toBe('Neues aus der Küche')
  expect(Date.now() - published).toBeLessThan(2_000)

  // A draft stays away from visitors and shows in the administrator's preview.
  expect((await request.patch(`/api/sites/${doc.id}?draft=true`, { headers, data: { name: 'Entwurf aus der Küche' } })).ok()).toBeTruthy()
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Neues aus der Küche')
  expect((await request.get(`/preview?path=${encodeURIComponent(path)}`, { maxRedirects: 0 })).status()).toBe(403)

  await signInToBackoffice(page)
  await page.goto(`/preview?path=${encodeURIComponent(path)}`)
  await expect(page).toHaveURL(new RegExp(`${path}$`))
  await acceptRequiredConsent(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Entwurf aus der Küche')
  await expect(page.getByRole('status').filter({ hasText: 'Vorschau' })).toBeVisible()
  await page.getByRole('link', { name: 'Vorschau beenden' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Neues aus der Küche')
})
