import { expect, test, type APIRequestContext, type APIResponse, type Page } from '@playwright/test'

import { acceptRequiredConsent, adminHeaders, expectNoSeriousA11yViolations, screenshotForReview } from '../support/storefront'

/**
 * Public order status page /status/{uid}/{hash}. Orders are placed through POST /api/orders at a
 * branch of this run that is open around the clock (daily 00:00–00:00), so nothing depends on the
 * time of day; staff actions go through POST /api/orders/{id}/status/{action} as admin.
 */

type World = { branchId: number; branchName: string; productId: number }
type PlacedOrder = { id: number; uid: string; hash: string }
type PublicView = { id: number; snapshot: { orderAcknowledgement: { url: string } | null } }

const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
let world: World | null = null
let admin: Record<string, string> | null = null

/**
 * A call as admin, signed in once per run and project. Parallel sign-ins of the same account
 * elsewhere can drop this session (401/403 without any rule involved): then sign in again once.
 */
async function asAdmin(request: APIRequestContext, call: (headers: Record<string, string>) => Promise<APIResponse>): Promise<APIResponse> {
  admin ??= await adminHeaders(request)
  const response = await call(admin)
  if (response.status() !== 401 && response.status() !== 403) return response
  admin = await adminHeaders(request)
  return call(admin)
}

async function created(request: APIRequestContext, collection: string, data: unknown): Promise<number> {
  const response = await asAdmin(request, (headers) => request.post(`/api/${collection}`, { headers, data }))
  expect(response.status(), `${collection}: ${await response.text()}`).toBe(201)
  return ((await response.json()) as { doc: { id: number } }).doc.id
}

/** An always-open branch with a menu of one product, created once per run and project. */
async function ensureWorld(request: APIRequestContext): Promise<World> {
  if (world) return world
  const branchName = `Statusfiliale ${suffix}`
  const branchId = await created(request, 'branches', {
    name: branchName, identifier: `statusfiliale-${suffix}`, isEnabled: true, isPublic: true,
    isTakeawayEnabled: true, isDeliveryEnabled: false, isDineInEnabled: false, isCashEnabled: true,
    street: 'Statusgasse 5', zipCode: '1070', city: 'Wien', phone: '+43 1 7654321', email: 'status@example.at',
    openingHours: [{ type: 'daily', from: '00:00', to: '00:00' }],
  })
  const productId = await created(request, 'products', {
    name: 'Kaspressknödel', catalogue: 'menu', type: 'simple', unit: 'amount', isEnabled: true,
    uid: `STATUS-${suffix}`, price: 9.8, tax: 10, takeawayTax: 10, dineInTax: 10,
  })
  const categoryId = await created(request, 'categories', { name: `Statuskategorie ${suffix}` })
  await created(request, 'menus', {
    name: `Statuskarte ${suffix}`, availableFrom: new Date(Date.now() - 86_400_000).toISOString(),
    branches: [branchId], catalog: [{ category: categoryId, products: [productId] }],
  })
  world = { branchId, branchName, productId }
  return world
}

async function publicView(request: APIRequestContext, order: { uid: string; hash: string }): Promise<PublicView> {
  const response = await request.get(`/api/orders/public/${order.uid}/${order.hash}`)
  expect(response.ok()).toBeTruthy()
  return (await response.json()) as PublicView
}

async function placeOrder(request: APIRequestContext): Promise<PlacedOrder> {
  const { branchId, productId } = await ensureWorld(request)
  const response = await request.post('/api/orders', {
    data: {
      branch: branchId, isDelivery: false, isDineIn: false, firstName: 'Erika', lastName: 'Musterfrau',
      email: 'erika@example.at', phone: '+43 660 1234567', paymentMethod: 'cash', legalInstructions: true, privacyPolicy: true,
      items: [{ product: productId, amount: 2, unit: 'amount', parts: [] }],
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  const { uid, hash } = (await response.json()) as { uid: string; hash: string }
  return { id: (await publicView(request, { uid, hash })).id, uid, hash }
}

async function staffAction(request: APIRequestContext, order: PlacedOrder, action: string, data: Record<string, unknown> = {}) {
  const response = await asAdmin(request, (headers) => request.post(`/api/orders/${order.id}/status/${action}`, { headers, data }))
  expect(response.status(), await response.text()).toBe(200)
}

/**
 * Confirms the order and waits until the confirmation document is linked (it is written in the
 * background after the confirmation), so the next staff action does not race with it.
 */
async function confirmOrder(request: APIRequestContext, order: PlacedOrder) {
  await staffAction(request, order, 'confirm')
  await expect.poll(async () => (await publicView(request, order)).snapshot.orderAcknowledgement?.url ?? null, { timeout: 20_000 }).toMatch(/^\/upload\//)
}

/** Opens the page and waits for the browser code: the consent modal of a fresh visitor appears then. */
async function openStatus(page: Page, order: PlacedOrder) {
  await page.goto(`/status/${order.uid}/${order.hash}`)
  await page.getByRole('button', { name: 'Nur notwendige akzeptieren' }).waitFor({ timeout: 20_000 }).catch(() => undefined)
  await acceptRequiredConsent(page)
}

/** 'DD.MM.YYYY' and 'HH:mm' of an instant in Vienna, as the page writes them. */
function viennaDateAndTime(value: Date): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('de-AT', { timeZone: 'Europe/Vienna', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(value)
      .map((part) => [part.type, part.value]),
  )
  return { date: `${parts.day}.${parts.month}.${parts.year}`, time: `${parts.hour}:${parts.minute}` }
}

/** One polling round (10 s) plus the answer time of a busy dev server. */
const POLL_WAIT = 25_000
/** A customer action: the call and the reload of the order on a busy dev server. */
const ACTION_WAIT = 20_000

const statusMessages = (page: Page) => page.getByRole('status', { name: 'Status Ihrer Bestellung' })
const ticketHeading = (page: Page) => page.getByRole('heading', { name: 'Auftragsnummer' })

test.describe('order status page', () => {
  // the first visit compiles the route on the dev server, which answers slowly under load;
  // several polling rounds of 10 s each follow
  test.describe.configure({ timeout: 240_000 })

  test('shows a new order waiting for confirmation and follows the staff actions by polling', async ({ page, request }, testInfo) => {
    const order = await placeOrder(request)
    await openStatus(page, order)

    await expect(page).toHaveTitle('Bestellstatus - Alpenküche')
    await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible()
    await expect(statusMessages(page)).toHaveText('Ihre Bestellung ist eingegangen und wartet auf die Bestätigung.')
    await expect(ticketHeading(page)).toBeVisible()
    await expect(page.getByText(order.uid, { exact: true })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Brotkrümelnavigation' })).toContainText('Home')
    await expect(page.getByRole('navigation', { name: 'Brotkrümelnavigation' })).toContainText('Bestellstatus')
    await expect(page.getByText(world!.branchName)).toBeVisible()
    await expect(page.getByText('Statusgasse 5')).toBeVisible()
    await expect(page.getByRole('link', { name: '+43 1 7654321' })).toHaveAttribute('href', 'tel:+4317654321')
    await expect(page.getByText('So schnell wie möglich')).toBeVisible()
    await expect(page.getByText('Abholung', { exact: true })).toBeVisible()
    await expect(page.getByText('Barzahlung')).toBeVisible()
    const timeline = page.getByRole('region', { name: 'Fortschritt' })
    await expect(timeline.getByRole('listitem')).toHaveText([/Bestätigung/, /Vorbereitung/, /Abholbereit/, /Abgeschlossen/])
    await expect(timeline.locator('[aria-current="step"]')).toContainText('Bestätigung')
    await expect(page.getByRole('button', { name: 'App installieren' })).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Wie hat es Ihnen gefallen?' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: /Auftragsbestätigung/ })).toHaveCount(0)

    await screenshotForReview(page, 'status')
    await expectNoSeriousA11yViolations(page, testInfo)

    const before = await ticketHeading(page).boundingBox()
    let polls = 0
    page.on('request', (sent) => {
      if (sent.url().includes(`/api/orders/public/${order.uid}/`)) polls += 1
    })
    await confirmOrder(request, order)
    await expect(statusMessages(page)).toHaveText('Ihre Bestellung wurde bestätigt und wird vorbereitet.', { timeout: POLL_WAIT })
    expect(polls).toBeGreaterThan(0)
    await expect(timeline.locator('[aria-current="step"]')).toContainText('Vorbereitung')
    expect(await ticketHeading(page).boundingBox()).toEqual(before)
    const { url } = (await publicView(request, order)).snapshot.orderAcknowledgement!
    await expect(page.getByRole('link', { name: 'Auftragsbestätigung herunterladen (PDF)' })).toHaveAttribute('href', url, { timeout: POLL_WAIT })

    await staffAction(request, order, 'in-delivery')
    await expect(statusMessages(page)).toHaveText('Ihre Bestellung ist abholbereit.', { timeout: POLL_WAIT })
    await expect(timeline.locator('[aria-current="step"]')).toContainText('Abholbereit')
    expect(await ticketHeading(page).boundingBox()).toEqual(before)
  })

  test('a wrong hash shows the 404 page', async ({ page, request }) => {
    const order = await placeOrder(request)
    const response = await page.goto(`/status/${order.uid}/${'0'.repeat(order.hash.length)}`)
    expect(response?.status()).toBe(404)
    await expect(page.getByText('Sieht so aus als wäre diese Seite nicht verfügbar')).toBeVisible()
    await expect(page.getByText('Leider wurde die angeforderte Seite nicht gefunden.')).toBeVisible()
    await expect(page.getByText(order.uid)).toHaveCount(0)
  })

  test("a counter appointment is accepted with 'Ja'", async ({ page, request }, testInfo) => {
    const order = await placeOrder(request)
    const proposal = new Date(Math.ceil((Date.now() + 2 * 86_400_000) / 300_000) * 300_000)
    await staffAction(request, order, 'confirm', { counterAppointment: proposal.toISOString() })
    await openStatus(page, order)

    const { date, time } = viennaDateAndTime(proposal)
    const prompt = page.getByRole('region', { name: 'Neuer Terminvorschlag' })
    await expect(prompt).toContainText(
      `Leider ist Ihr Wunschtermin nicht möglich. Wir schlagen Ihnen stattdessen den ${date} um ${time} Uhr vor. Ist dieser Termin für Sie in Ordnung?`,
    )
    await expect(statusMessages(page)).toHaveText('Ihre Bestellung ist eingegangen und wartet auf die Bestätigung.')
    await screenshotForReview(page, 'status-counter-appointment')
    await expectNoSeriousA11yViolations(page, testInfo)

    await prompt.getByRole('button', { name: 'Ja' }).click()
    await expect(statusMessages(page)).toHaveText('Ihre Bestellung wurde bestätigt und wird vorbereitet.', { timeout: ACTION_WAIT })
    await expect(prompt).toHaveCount(0)
    // the proposal became the appointment: 'Sa., 23.11.2026, 18:30' (two days ahead, so no 'Morgen')
    await expect(page.getByText(new RegExp(`^\\S+\\., ${date.replace(/\./g, '\\.')}, ${time}$`))).toBeVisible()
  })

  test("a counter appointment is declined with 'Nein, Bestellung stornieren'", async ({ page, request }, testInfo) => {
    const order = await placeOrder(request)
    await staffAction(request, order, 'confirm', { counterAppointment: new Date(Date.now() + 3 * 86_400_000).toISOString() })
    await openStatus(page, order)

    await page.getByRole('button', { name: 'Nein, Bestellung stornieren' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Bestellung storniert' })).toBeVisible({ timeout: ACTION_WAIT })
    await expect(statusMessages(page)).toContainText('Ihre Bestellung wurde storniert.')
    await expect(statusMessages(page)).toContainText('Der vorgeschlagene Termin wurde abgelehnt.')
    await expect(page.getByRole('button', { name: 'Ja' })).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Wie hat es Ihnen gefallen?' })).toHaveCount(0)
    await screenshotForReview(page, 'status-cancelled')
    await expectNoSeriousA11yViolations(page, testInfo)
  })

  test('a completed order can be rated once with four star ratings and a comment', async ({ page, request }, testInfo) => {
    const order = await placeOrder(request)
    await confirmOrder(request, order)
    await staffAction(request, order, 'completed')
    await openStatus(page, order)

    await expect(statusMessages(page)).toHaveText('Ihre Bestellung ist abgeschlossen.')
    await expect(page.getByRole('region', { name: 'Fortschritt' }).locator('[aria-current="step"]')).toHaveCount(0)
    const form = page.getByRole('region', { name: 'Wie hat es Ihnen gefallen?' })
    const comment = form.getByLabel('Kommentar (optional)')
    const send = form.getByRole('button', { name: 'Bewertung senden' })
    await expect(comment).toHaveCount(0)
    await expect(send).toBeDisabled()

    const ratings: [string, number][] = [['Gesamteindruck', 5], ['Essen', 4], ['Service', 5], ['Bestellablauf', 3]]
    for (const [label, stars] of ratings.slice(0, 3)) {
      await form.getByRole('radiogroup', { name: label }).getByRole('radio', { name: `${stars} von 5 Sternen` }).check()
      await expect(comment).toHaveCount(0)
    }
    const [lastLabel, lastStars] = ratings[3]
    await form.getByRole('radiogroup', { name: lastLabel }).getByRole('radio', { name: `${lastStars} von 5 Sternen` }).check()
    await expect(comment).toBeVisible()
    await comment.fill('Knödel waren ausgezeichnet!')
    await screenshotForReview(page, 'status-review')
    await expectNoSeriousA11yViolations(page, testInfo)
    await send.click()

    await expect(form.getByText('Vielen Dank für Ihre Bewertung!')).toBeVisible({ timeout: ACTION_WAIT })
    await expect(form.getByRole('radiogroup')).toHaveCount(0)
    await expect(send).toHaveCount(0)

    const stored = await asAdmin(request, (headers) => request.get(`/api/orders/${order.id}?depth=0`, { headers }))
    expect(stored.ok()).toBeTruthy()
    expect(((await stored.json()) as { questionnaire: unknown }).questionnaire).toMatchObject({
      rating: 5, foodRating: 4, serviceRating: 5, processRating: 3, comment: 'Knödel waren ausgezeichnet!',
    })

    await page.reload()
    await expect(page.getByText('Vielen Dank für Ihre Bewertung!')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Bewertung senden' })).toHaveCount(0)
  })
})
