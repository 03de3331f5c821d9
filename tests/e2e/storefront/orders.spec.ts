import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { E2E_ADMIN } from '../support/accounts'
import { acceptRequiredConsent, expectNoSeriousA11yViolations, screenshotForReview } from '../support/storefront'

/**
 * The parts shop's order history (parts-shop-and-site.md sections 2, 4, 6 and 8): a customer sees
 * an order placed through the checkout call with 'In Bearbeitung', opens it and follows
 * 'Erneut bestellen' to the product; an empty history says 'Noch keine Bestellungen vorhanden';
 * a visitor without a session is sent to the sign-in with the way back.
 */

test.describe.configure({ timeout: 120_000 })

const PASSWORD = 'Einkauf-2026!'
const PART = '5S8-RKL-6202-2RS'

/**
 * Signs in, waiting out the sign-in limit (20 a minute per client, shared with the other specs
 * that run in the same minute from the same address) instead of failing on its 429.
 */
async function login(request: APIRequestContext, path: string, data: { email: string; password: string }): Promise<string> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await request.post(path, { data })
    if (response.status() !== 429 || attempt >= 6) {
      expect(response.ok()).toBeTruthy()
      return (await response.json()).token as string
    }
    await new Promise((resolve) => setTimeout(resolve, Math.min(Number(response.headers()['retry-after'] ?? 10), 20) * 1000))
  }
}

/** A staff session for the admin API. */
const adminHeaders = async (request: APIRequestContext) => ({ Authorization: `JWT ${await login(request, '/api/users/login', E2E_ADMIN)}` })

/** An approved customer with its customer record, created through the admin API and signed in in the page's context; answers its API token. */
async function signInCustomer(page: Page, request: APIRequestContext, headers: Record<string, string>, name: string): Promise<string> {
  const email = `bestellungen-${name}-${Date.now().toString(36)}@example.at`
  const customer = await request.post('/api/customers', {
    headers,
    data: { isCompany: true, companyName: 'Förderband Huber GmbH', firstName: 'Fritz', lastName: 'Huber', street: 'Werkstraße 9', zipCode: '4030', city: 'Linz', country: 'AT', email },
  })
  expect(customer.ok()).toBeTruthy()
  const account = await request.post('/api/external-users', {
    headers,
    data: { email, password: PASSWORD, firstName: 'Fritz', lastName: 'Huber', roles: ['ROLE_EXTERNAL_USER', 'ROLE_USER'], isApproved: true, customers: [(await customer.json()).doc.id] },
  })
  expect(account.ok()).toBeTruthy()
  return login(page.request, '/api/external-users/login', { email, password: PASSWORD })
}

const inDays = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000)
  return `${String(date.getDate()).padStart(2, '0')}.${String(date.getMonth() + 1).padStart(2, '0')}.${date.getFullYear()}`
}

/** Places a parts order as the customer through POST /api/orders; answers its number. */
async function placeOrder(request: APIRequestContext, token: string): Promise<{ uid: string; productName: string }> {
  const product = await request.get(`/api/custom/products/uid/${encodeURIComponent(PART)}`)
  expect(product.ok()).toBeTruthy()
  const { data } = (await product.json()) as { data: { id: number; name: string; minimumQuantity: number } }
  const placed = await request.post('/api/orders', {
    headers: { Authorization: `JWT ${token}` },
    data: { ticketNumber: 'PO-E2E-7', comment: 'Bitte an die Rampe 2', items: [{ product: data.id, amount: Math.max(data.minimumQuantity, 10), parts: ['Für Förderband FB-12', inDays(10)] }] },
  })
  expect(placed.status()).toBe(201)
  return { uid: (await placed.json()).uid as string, productName: data.name }
}

test('a customer finds the order in the history, opens it and orders the part again', async ({ page, request }, testInfo) => {
  const token = await signInCustomer(page, request, await adminHeaders(request), testInfo.project.name)
  const { uid, productName } = await placeOrder(request, token)

  await page.goto('/account/login')
  await acceptRequiredConsent(page)
  await page.getByTestId('account-welcome').getByRole('link', { name: 'Meine Bestellungen' }).click()
  await expect(page).toHaveURL(/\/account\/orders$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Bestellungen' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Brotkrümelnavigation' }).getByText('Mein Konto')).toBeVisible()

  // A table on desktop, one card per order on a phone: either way the same facts.
  const isPhone = (page.viewportSize()?.width ?? 0) < 720
  const order = isPhone ? page.getByTestId('order-card') : page.getByTestId('order-row')
  await expect(order).toHaveCount(1)
  await expect(order).toContainText(uid)
  await expect(order).toContainText('PO-E2E-7')
  await expect(order).toContainText('In Bearbeitung')
  await expect(order).toContainText(/\d{2}\.\d{2}\.\d{4}/)
  await expect(order).toContainText(/\d+,\d{2} €/)
  if (!isPhone) {
    for (const column of ['Auftragsnummer', 'Eigene Bestellnummer', 'Datum', 'Warenwert', 'Status']) {
      await expect(page.getByRole('columnheader', { name: column })).toBeVisible()
    }
  }
  // No confirmation file and no tracking yet: no links to them.
  await expect(page.getByRole('link', { name: /Auftragsbestätigung|Sendungsverfolgung/ })).toHaveCount(0)
  await screenshotForReview(page, 'account-orders')
  await expectNoSeriousA11yViolations(page, testInfo)

  await page.getByRole('link', { name: `Details zu Auftrag ${uid}` }).click()
  await expect(page).toHaveURL(new RegExp(`/account/orders/${uid}$`))
  await expect(page.getByRole('heading', { level: 1, name: `Auftrag ${uid}` })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Rechnungsempfänger' })).toBeVisible()
  await expect(page.getByText('Förderband Huber GmbH')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Warenempfänger' })).toBeVisible()
  await expect(page.getByText('Lieferadresse gleich wie Rechnungsadresse')).toBeVisible()
  await expect(page.getByText('Bitte an die Rampe 2')).toBeVisible()
  const items = page.getByTestId('order-items')
  for (const column of ['Artikelnummer', 'Bezeichnung', 'Wunschtermin', 'Kommentar', 'Menge']) {
    await expect(items.getByRole('columnheader', { name: column })).toBeVisible()
  }
  await expect(items).toContainText(PART)
  await expect(items).toContainText('Für Förderband FB-12')
  await expect(items).toContainText(inDays(10))
  await screenshotForReview(page, 'account-order-detail')
  await expectNoSeriousA11yViolations(page, testInfo)

  await items.getByRole('link', { name: `${productName} erneut bestellen` }).click()
  await expect(page).toHaveURL(new RegExp(`/shop/produkte/${encodeURIComponent(PART)}/`))
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible()
})

test('another customer\'s order and an unknown number are the 404; an empty history says so', async ({ page, request }, testInfo) => {
  const headers = await adminHeaders(request)
  const ownerToken = await signInCustomer(page, request, headers, `${testInfo.project.name}-owner`)
  const { uid } = await placeOrder(request, ownerToken)
  await page.context().clearCookies()
  await signInCustomer(page, request, headers, `${testInfo.project.name}-neu`)

  await page.goto('/account/orders')
  await acceptRequiredConsent(page)
  await expect(page.getByText('Noch keine Bestellungen vorhanden')).toBeVisible()
  await expectNoSeriousA11yViolations(page, testInfo)
  await screenshotForReview(page, 'account-orders-empty')

  for (const path of [`/account/orders/${uid}`, '/account/orders/20990101-999999']) {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: `Auftrag ${uid}` })).toHaveCount(0)
  }
})

test('a visitor without a session is sent to the sign-in and back', async ({ page }) => {
  await page.goto('/account/orders')
  await expect(page).toHaveURL(/\/account\/login\?returnUrl=%2Faccount%2Forders$/)
  await page.goto('/account/orders/20260101-0001')
  await expect(page).toHaveURL(/\/account\/login\?returnUrl=%2Faccount%2Forders%2F20260101-0001$/)
})
