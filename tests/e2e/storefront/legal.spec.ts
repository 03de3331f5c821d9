import { expect, test } from '@playwright/test'

import { acceptRequiredConsent, expectNoSeriousA11yViolations } from '../support/storefront'

/**
 * The legal pages from the settings' texts (ordering-storefront.md section 2, issue 26 §2.1): the
 * footer links lead to them, /datenschutz and /agb (the sign-up form's links, spec 001 §5) lead to
 * the same pages, and an unknown document is the German 404.
 */

test('the footer and the sign-up form lead to the legal pages, which show the settings text', async ({ page }, testInfo) => {
  await page.goto('/account/signup')
  await acceptRequiredConsent(page)
  await page.getByRole('link', { name: 'Datenschutzerklärung' }).click()
  await expect(page).toHaveURL(/\/site\/privacy$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible()
  await expectNoSeriousA11yViolations(page, testInfo)

  await page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' }).click()
  await expect(page).toHaveURL(/\/site\/imprint$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible()

  const agb = await page.goto('/agb')
  expect(agb?.url()).toMatch(/\/site\/terms-and-conditions$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Allgemeine Geschäftsbedingungen' })).toBeVisible()
})

test('an unknown legal document is the German 404', async ({ page }) => {
  const response = await page.goto('/site/gibt-es-nicht')
  expect(response?.status()).toBe(404)
  await expect(page.getByText(/nicht gefunden/i).first()).toBeVisible()
})
