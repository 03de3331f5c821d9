import { expect, test } from '@playwright/test'

import { adminHeaders } from '../support/storefront'

/**
 * The legal pages follow the settings' texts (issue 26 §2.1): the consent window's privacy link
 * leads to the privacy page; a document whose text is removed is the German 404 at its address and
 * at its short address, and the footer no longer links it.
 */

test.describe.configure({ mode: 'serial', timeout: 120_000 })

type Legal = { termsAndConditions?: string | null; termsAndConditionsText?: string | null }
let before: Legal = {}

async function setTerms(request: import('@playwright/test').APIRequestContext, data: Legal): Promise<void> {
  const response = await request.post('/api/globals/config', { headers: await adminHeaders(request), data })
  expect(response.ok()).toBeTruthy()
}

test.beforeAll(async ({ request }) => {
  const config = (await (await request.get('/api/globals/config?depth=0', { headers: await adminHeaders(request) })).json()) as Legal
  before = { termsAndConditions: config.termsAndConditions ?? null, termsAndConditionsText: config.termsAndConditionsText ?? null }
})

test.afterAll(async ({ request }) => {
  await setTerms(request, before)
})

test("the consent window's privacy link opens the privacy page", async ({ page }) => {
  await page.goto('/')
  const dialog = page.getByRole('dialog', { name: 'Datenschutz-Einstellungen' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('link', { name: 'Datenschutzerklärung' }).click()
  await expect(page).toHaveURL(/\/site\/privacy$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible()
})

test('without its text (and address) the terms are the German 404, at /site/… and at /agb, and leave the footer', async ({ page, request }) => {
  expect(before.termsAndConditionsText).toBeTruthy()
  await setTerms(request, { termsAndConditions: '', termsAndConditionsText: '' })
  await expect(async () => {
    const response = await page.goto('/site/terms-and-conditions')
    expect(response?.status()).toBe(404)
  }).toPass({ timeout: 30_000 })
  await expect(page.getByText('Sieht so aus als wäre diese Seite nicht verfügbar').first()).toBeVisible()
  await expect(page.getByRole('contentinfo').getByRole('navigation', { name: 'Rechtliches' }).getByRole('link')).toHaveText(['Datenschutz', 'Impressum', 'Allergene'])
  expect((await page.goto('/agb'))?.status()).toBe(404)
})
