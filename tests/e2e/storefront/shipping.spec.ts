import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { acceptRequiredConsent, adminHeaders, expectNoSeriousA11yViolations, screenshotForReview } from '../support/storefront'

/**
 * A customer's shipping addresses (parts-shop-and-site.md sections 2, 3 and 5): reached from the
 * welcome area, added with the required fields, edited, deleted after the confirmation; an
 * unknown index goes to the list; a visitor without a session is asked to sign in.
 */

test.describe.configure({ timeout: 120_000 })

const PASSWORD = 'Einkauf-2026!'

/** An approved customer with its customer record, created through the admin API and signed in in the page's context. */
async function signInCustomer(page: Page, request: APIRequestContext, name: string): Promise<void> {
  const headers = await adminHeaders(request)
  const email = `lieferung-${name}-${Date.now().toString(36)}@example.at`
  const customer = await request.post('/api/customers', { headers, data: { isCompany: true, companyName: 'Lager Huber GmbH', email } })
  expect(customer.ok()).toBeTruthy()
  const account = await request.post('/api/external-users', {
    headers,
    data: { email, password: PASSWORD, firstName: 'Lena', lastName: 'Lager', roles: ['ROLE_EXTERNAL_USER', 'ROLE_USER'], isApproved: true, customers: [(await customer.json()).doc.id] },
  })
  expect(account.ok()).toBeTruthy()
  expect((await page.request.post('/api/external-users/login', { data: { email, password: PASSWORD } })).ok()).toBeTruthy()
}

test('a customer adds, edits and deletes a shipping address', async ({ page, request }, testInfo) => {
  await signInCustomer(page, request, testInfo.project.name)
  await page.goto('/account/login')
  await acceptRequiredConsent(page)
  await page.getByRole('link', { name: 'Lieferadressen' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Lieferadressen' })).toBeVisible()
  await expect(page.getByText('Sie haben noch keine Lieferadressen gespeichert.', { exact: false })).toBeVisible()

  await page.getByRole('link', { name: 'Neue Lieferadresse erstellen' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Neue Lieferadresse' })).toBeVisible()
  await expect(page.getByLabel('Land')).toHaveValue('Österreich')
  await page.getByRole('button', { name: 'Speichern' }).click()
  const errors = page.getByTestId('shipping-errors')
  await expect(errors).toContainText('Fehler: Bitte geben Sie eine gültige E-Mail-Adresse an.')
  await expect(errors).toContainText('Fehler: Diese Angabe fehlt.')
  await expectNoSeriousA11yViolations(page, testInfo)

  await page.getByLabel('Firmenname').fill('Lager Huber GmbH – Werk Süd')
  await page.getByLabel('E-Mail', { exact: true }).fill('werk-sued@example.at')
  await page.getByLabel('Telefon').fill('+43 732 998877')
  await page.getByLabel('Straße und Hausnummer').fill('Werkstraße 9')
  await page.getByLabel('PLZ').fill('4030')
  await page.getByLabel('Ort', { exact: true }).fill('Linz')
  await page.getByRole('button', { name: 'Speichern' }).click()
  await expect(page).toHaveURL(/\/account\/shipping$/)
  const entries = page.getByTestId('shipping-address')
  await expect(entries).toHaveCount(1)
  await expect(entries.first()).toContainText('Lieferadresse 1')
  await expect(entries.first()).toContainText('Werkstraße 9')
  await screenshotForReview(page, 'account-shipping')
  await expectNoSeriousA11yViolations(page, testInfo)

  await page.getByRole('link', { name: 'Lieferadresse 1 bearbeiten' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Lieferadresse 1 bearbeiten' })).toBeVisible()
  await expect(page.getByLabel('Straße und Hausnummer')).toHaveValue('Werkstraße 9')
  await page.getByLabel('Straße und Hausnummer').fill('Werkstraße 11')
  await page.getByRole('button', { name: 'Speichern' }).click()
  await expect(entries.first()).toContainText('Werkstraße 11')

  // 'Abbrechen' changes nothing; an unknown index goes back to the list.
  await page.getByRole('link', { name: 'Lieferadresse 1 bearbeiten' }).click()
  await page.getByLabel('Straße und Hausnummer').fill('Verworfen 1')
  await page.getByRole('link', { name: 'Abbrechen' }).click()
  await expect(entries.first()).toContainText('Werkstraße 11')
  await page.goto('/account/shipping/7')
  await expect(page).toHaveURL(/\/account\/shipping$/)

  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.accept()
  })
  await page.getByRole('button', { name: 'Lieferadresse 1 löschen' }).click()
  await expect(entries).toHaveCount(0)
  expect(dialogs).toEqual(['Sind Sie sicher dass Sie diese Lieferadresse löschen möchten?'])
})

test('a visitor without a session is asked to sign in and comes back to the addresses', async ({ page }) => {
  await page.goto('/account/shipping')
  await acceptRequiredConsent(page)
  await expect(page.getByText('Bitte melden Sie sich an, um Ihre Lieferadressen zu verwalten.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute('href', '/account/login?returnUrl=%2Faccount%2Fshipping')
})
