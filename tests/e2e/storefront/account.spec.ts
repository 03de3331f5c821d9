import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { acceptRequiredConsent, adminHeaders, expectNoSeriousA11yViolations, screenshotForReview } from '../support/storefront'

/**
 * The parts shop's sign-in, reset request and password screens (parts-shop-and-site.md sections
 * 2, 4, 6 and 8): a customer this run creates signs in through the form, sees the welcome area and
 * logs out; failures show the server's message; the reset request confirms; the password screen
 * sends a signed-out visitor to the sign-in and back, and changes the password.
 */

test.describe.configure({ timeout: 120_000 })

const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const PASSWORD = 'Einkauf-2026!'
let accountCount = 0

/** One admin sign-in per worker: the sign-in limit counts per client address, staff and customers alike. */
let admin: Record<string, string> | undefined
const adminOnce = async (request: APIRequestContext) => (admin ??= await adminHeaders(request))

/** A shop customer of this run (approved unless said otherwise), created through the admin API. */
async function createCustomer(request: APIRequestContext, isApproved = true): Promise<string> {
  const email = `konto-${++accountCount}-${suffix}@example.at`
  const account = await request.post('/api/external-users', {
    headers: await adminOnce(request),
    data: { email, password: PASSWORD, firstName: 'Eva', lastName: 'Einkauf', roles: ['ROLE_EXTERNAL_USER', 'ROLE_USER'], isApproved },
  })
  expect(account.ok()).toBeTruthy()
  return email
}

async function openLogin(page: Page, path = '/account/login'): Promise<void> {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await acceptRequiredConsent(page)
}

async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel(/^E-Mail/).fill(email)
  await page.getByLabel(/^Passwort/).fill(password)
  await page.getByRole('button', { name: 'Anmelden' }).click()
}

test('a customer signs in through the form, sees the welcome area and logs out', async ({ page, request }, testInfo) => {
  const email = await createCustomer(request)
  await openLogin(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Brotkrümelnavigation' }).getByText('Mein Konto')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Passwort vergessen?' })).toHaveAttribute('href', '/account/reset-password')
  const signup = page.getByTestId('account-signup-box')
  await expect(signup.getByRole('heading', { name: 'Neues Konto erstellen' })).toBeVisible()
  await expect(signup.getByRole('link')).toHaveAttribute('href', '/account/signup')
  await screenshotForReview(page, 'account-login')
  await expectNoSeriousA11yViolations(page, testInfo)

  await signInThroughForm(page, email, PASSWORD)
  const welcome = page.getByTestId('account-welcome')
  await expect(welcome.getByRole('heading', { name: 'Willkommen, Eva Einkauf!' })).toBeVisible()
  await expect(welcome.getByText(`Angemeldet als ${email}`)).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Mein Konto' })).toBeVisible()
  await expect(welcome.getByRole('link', { name: 'Zum Shop' })).toHaveAttribute('href', '/shop')
  await expect(welcome.getByRole('link', { name: 'Passwort ändern' })).toHaveAttribute('href', '/account/change-password')
  await expect(welcome.getByRole('link', { name: 'Lieferadressen' })).toHaveAttribute('href', '/account/shipping')
  await expect(welcome.getByRole('link', { name: 'Meine Bestellungen' })).toHaveAttribute('href', '/account/orders')
  // No button to a screen that does not exist yet (cart).
  await expect(welcome.locator('a[href="/shop/cart"]')).toHaveCount(0)
  await expect(page.getByTestId('account-signup-box')).toHaveCount(0)
  await expect(page.getByTestId('login-form')).toHaveCount(0)
  await screenshotForReview(page, 'account-welcome')
  await expectNoSeriousA11yViolations(page, testInfo)

  await welcome.getByRole('button', { name: 'Abmelden' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible()
  await expect(page.getByTestId('login-form')).toBeVisible()
  const cookies = await page.context().cookies()
  expect(cookies.find((cookie) => cookie.name === 'payload-token' && cookie.value !== '')).toBeUndefined()
  await page.reload()
  await expect(page.getByTestId('account-welcome')).toHaveCount(0)
})

test("a wrong password and an account staff have not approved show the server's message", async ({ page, request }) => {
  const email = await createCustomer(request)
  const answer = await request.post('/api/external-users/login', { data: { email, password: 'Falsch-2026!' } })
  expect(answer.status()).toBe(401)
  const serverMessage = ((await answer.json()) as { errors: { message: string }[] }).errors[0].message
  expect(serverMessage).not.toBe('')

  await openLogin(page)
  await signInThroughForm(page, email, 'Falsch-2026!')
  await expect(page.getByTestId('login-form').getByRole('alert')).toHaveText(serverMessage)
  await expect(page.getByTestId('account-welcome')).toHaveCount(0)

  const waiting = await createCustomer(request, false)
  await signInThroughForm(page, waiting, PASSWORD)
  await expect(page.getByTestId('login-form').getByRole('alert')).toHaveText('Ihr Konto wurde noch nicht freigeschaltet. Sie erhalten eine E-Mail, sobald es aktiviert ist.')
  await expect(page.getByTestId('account-welcome')).toHaveCount(0)
})

test("'Passwort vergessen?' leads to the reset request, which confirms with the success message", async ({ page, request }, testInfo) => {
  const email = await createCustomer(request)
  await openLogin(page)
  await page.getByRole('link', { name: 'Passwort vergessen?' }).click()
  await expect(page).toHaveURL(/\/account\/reset-password$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Passwort zurücksetzen' })).toBeVisible()
  await expect(page.getByLabel(/^E-Mail/)).toBeVisible()
  await expect(page.locator('input[type="password"]')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Zurück zur Anmeldung' })).toHaveAttribute('href', '/account/login')
  await expectNoSeriousA11yViolations(page, testInfo)

  await page.getByLabel(/^E-Mail/).fill(email)
  await page.getByRole('button', { name: 'Passwort zurücksetzen' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Wir haben Ihnen eine E-Mail zum Zurücksetzen des Passworts gesendet.' })).toBeVisible()
  await screenshotForReview(page, 'account-reset-request')
  await page.getByRole('link', { name: 'Zurück zur Anmeldung' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible()
})

test('the password screen sends a signed-out visitor to the sign-in and back, then changes the password', async ({ page, request }, testInfo) => {
  const email = await createCustomer(request)
  await page.goto('/account/change-password')
  await expect(page).toHaveURL(/\/account\/login\?returnUrl=%2Faccount%2Fchange-password$/)
  await acceptRequiredConsent(page)
  await signInThroughForm(page, email, PASSWORD)
  await expect(page).toHaveURL(/\/account\/change-password$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Passwort ändern' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Abbrechen' })).toHaveAttribute('href', '/account/login')
  await expectNoSeriousA11yViolations(page, testInfo)

  // The server's rules, each message prefixed 'Fehler:'; errors clear on the next submit.
  const NEW_PASSWORD = 'Lager-Wechsel-6202'
  await page.getByLabel(/^Neues Passwort/).first().fill(NEW_PASSWORD)
  await page.getByLabel(/^Neues Passwort wiederholen/).fill(`${NEW_PASSWORD}x`)
  await page.getByRole('button', { name: 'Passwort ändern' }).click()
  await expect(page.getByTestId('password-errors')).toHaveText('Fehler: Die beiden Passwörter stimmen nicht überein.')
  await page.getByLabel(/^Neues Passwort wiederholen/).fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Passwort ändern' }).click()
  await expect(page.getByTestId('password-errors')).toHaveCount(0)
  await expect(page.getByRole('status').filter({ hasText: 'Passwort geändert! Ihr Passwort wurde erfolgreich geändert.' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Zurück zur Anmeldung' })).toHaveAttribute('href', '/account/login')
  await screenshotForReview(page, 'account-password-changed')

  expect((await request.post('/api/external-users/login', { data: { email, password: NEW_PASSWORD } })).status()).toBe(200)
})

test('a reset link with an unknown token shows the German error', async ({ page }) => {
  await page.goto(`/account/reset-password/${'0'.repeat(40)}`)
  await acceptRequiredConsent(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Passwort ändern' })).toBeVisible()
  await page.getByLabel(/^Neues Passwort wiederholen/).fill('Lager-Wechsel-6202')
  await page.getByLabel(/^Neues Passwort/).first().fill('Lager-Wechsel-6202')
  await page.getByRole('button', { name: 'Passwort ändern' }).click()
  await expect(page.getByTestId('password-errors')).toHaveText(
    'Fehler: Der Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
  )
})
