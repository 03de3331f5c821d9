import { expect, test, type Page } from '@playwright/test'

import { signInToBackoffice } from '../support/backoffice'
import { acceptRequiredConsent, expectNoSeriousA11yViolations, screenshotForReview } from '../support/storefront'

/**
 * A new buyer signs up on /account/signup (parts-shop-and-site.md sections 2, 3, 5), the staff
 * approve the waiting account in the back office ('Wartet auf Freischaltung', 'Freischalten'),
 * and the buyer can then sign in; a signed-in buyer who opens the sign-up page goes to sign-in.
 */

test.describe.configure({ timeout: 120_000 })

const PASSWORD = 'Teile-Einkauf-26'

async function fillSignup(page: Page, email: string): Promise<void> {
  await page.getByLabel('Firmenname').fill('Hydraulik Huber GmbH')
  await page.getByLabel('UID-Nummer').fill('ATU12345678')
  await page.getByLabel('Vorname').fill('Hanna')
  await page.getByLabel('Nachname').fill('Huber')
  await page.getByLabel('E-Mail', { exact: true }).fill(email)
  await page.getByLabel('Telefon').fill('+43 732 123456')
  await page.getByLabel('Straße und Hausnummer').fill('Industriezeile 12')
  await page.getByLabel('PLZ').fill('4020')
  await page.getByLabel('Ort', { exact: true }).fill('Linz')
  await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD)
}

test('a new buyer signs up, staff approve the account in the back office, and the buyer signs in', async ({ page, browser }, testInfo) => {
  const email = `neukunde-${testInfo.project.name}-${Date.now().toString(36)}@example.at`
  await page.goto('/account/signup')
  await acceptRequiredConsent(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Neues Konto erstellen' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: /Brotkrümel|Breadcrumb/i }).getByText('Mein Konto')).toBeVisible()
  await expect(page.getByLabel('Land')).toHaveValue('Österreich')
  await expect(page.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/datenschutz')
  await expect(page.getByRole('link', { name: 'Allgemeinen Geschäftsbedingungen' })).toHaveAttribute('href', '/agb')
  await expectNoSeriousA11yViolations(page, testInfo)
  await screenshotForReview(page, 'account-signup')

  // Different passwords are caught before sending; missing checkboxes come back from the server.
  await fillSignup(page, email)
  await page.getByLabel('Passwort wiederholen').fill('Teile-Einkauf-27')
  await page.getByRole('button', { name: 'Konto erstellen' }).click()
  await expect(page.getByTestId('signup-errors')).toContainText('Fehler: Die beiden Passwörter stimmen nicht überein.')
  await page.getByLabel('Passwort wiederholen').fill(PASSWORD)
  await page.getByRole('button', { name: 'Konto erstellen' }).click()
  await expect(page.getByTestId('signup-errors')).toContainText('Fehler: Bitte akzeptieren Sie die Datenschutzerklärung.')
  await expect(page.getByTestId('signup-errors')).toContainText('Fehler: Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.')

  await page.locator('input[name="privacyPolicy"]').check()
  await page.locator('input[name="termsAndConditions"]').check()
  await page.getByRole('button', { name: 'Konto erstellen' }).click()
  await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Registrierung!' })).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Zurück zur Anmeldung' })).toHaveAttribute('href', '/account/login')
  await screenshotForReview(page, 'account-signup-thanks')

  // Not approved yet: no session.
  const early = await page.request.post('/api/external-users/login', { data: { email, password: PASSWORD } })
  expect(early.status()).toBe(401)

  // Staff approve it in the back office.
  const staff = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  await signInToBackoffice(staff)
  await staff.goto('/backend/collections/external-users')
  await staff.getByRole('link', { name: /^Wartet auf Freischaltung/ }).click()
  await expect(staff).toHaveURL(/where%5BisApproved%5D%5Bequals%5D=false|where\[isApproved\]\[equals\]=false/)
  await staff.getByRole('link', { name: email }).click()
  await expect(staff.getByText('Dieses Konto wartet auf Freischaltung.')).toBeVisible()
  await staff.getByRole('button', { name: 'Freischalten' }).click()
  await expect(staff.getByText('Dieses Konto ist freigeschaltet.')).toBeVisible()
  await staff.close()

  // Signed in, the sign-up page leads to the sign-in page.
  const login = await page.request.post('/api/external-users/login', { data: { email, password: PASSWORD } })
  expect(login.ok()).toBeTruthy()
  await page.goto('/account/signup')
  await expect(page).toHaveURL(/\/account\/login$/)
})
