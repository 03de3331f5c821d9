import { expect, test, type APIRequestContext, type APIResponse, type Locator, type Page } from '@playwright/test'

import { E2E_ADMIN } from '../support/accounts'
import { acceptRequiredConsent, expectNoSeriousA11yViolations, screenshotForReview } from '../support/storefront'

/**
 * Home page '/' in its default variant (seeded settings: enablePluginHomePage off, tags and
 * toolbar on): title and description, live branch search, tag filter, branch cards with open
 * state, opening hours table (with the delivery-hours toggle) and contact block.
 *
 * Other tests may add branches while this runs, so counts are read from the REST API and from the
 * cards on screen instead of being hard-coded. Branches of this run are not public (listed as
 * inactive) and get hours relative to the current time, so no assertion depends on the clock.
 */

const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const COUNTER = /^(\d+) von (\d+) Filialen werden angezeigt\.$/
const NO_RESULT = 'Leider wurden keine Ergebnisse gefunden.'

/** 'HH:MM' in Vienna, `minutes` from now. */
function viennaClock(minutes: number): string {
  return new Intl.DateTimeFormat('de-AT', { timeZone: 'Europe/Vienna', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(new Date(Date.now() + minutes * 60_000))
}

const closesAt = viennaClock(30)

/** Branches of this run: not public, so they show as inactive cards only; one is disabled. */
const testBranches = {
  alwaysOpen: {
    name: `Inaktive Testfiliale ${suffix}`, identifier: `home-inaktiv-${suffix}`, keywords: `homeinaktiv${suffix}`,
    street: 'Testgasse 1', zipCode: '9991', city: 'Prüfstadt', phone: '+43 4242 111', email: 'inaktiv@example.at', website: 'www.example.at',
    openingHours: [{ type: 'daily', from: '00:00', to: '00:00' }],
  },
  closingSoon: {
    name: `Bald schließende Testfiliale ${suffix}`, identifier: `home-bald-${suffix}`, keywords: `homebald${suffix}`,
    street: 'Testgasse 2', zipCode: '9992', city: 'Prüfstadt',
    openingHours: [{ type: 'daily', from: viennaClock(-60), to: closesAt }],
  },
  closed: {
    name: `Geschlossene Testfiliale ${suffix}`, identifier: `home-zu-${suffix}`, keywords: `homezu${suffix}`,
    street: 'Testgasse 3', zipCode: '9993', city: 'Prüfstadt',
    openingHours: [{ type: 'daily', isClosed: true }],
    closedMessage: `Wir sind bald wieder für Sie da (${suffix}).`,
  },
  /** Disabled (isEnabled false): not shown at all. */
  disabled: {
    name: `Deaktivierte Testfiliale ${suffix}`, identifier: `home-aus-${suffix}`, keywords: `homeaus${suffix}`,
    street: 'Testgasse 4', zipCode: '9994', city: 'Prüfstadt',
    openingHours: [{ type: 'daily', from: '00:00', to: '00:00' }],
  },
}

const createdIds: number[] = []

let adminSession: Record<string, string> | null = null

/** Signs in as the e2e admin; retried briefly when the busy shared server refuses (e.g. 429, 503). */
async function signIn(request: APIRequestContext): Promise<Record<string, string>> {
  for (let attempt = 0; ; attempt++) {
    const response = await request.post('/api/users/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } })
    if (response.ok()) return { Authorization: `JWT ${((await response.json()) as { token: string }).token}` }
    if (attempt === 4) throw new Error(`Anmeldung fehlgeschlagen: ${response.status()} ${await response.text()}`)
    await new Promise((resolve) => setTimeout(resolve, 2_000))
  }
}

/**
 * An admin REST call. Concurrent test runs sign in as the same admin, and a parallel sign-in can
 * drop a just-issued session (the call then answers 401/403): sign in again and retry.
 */
async function asAdmin(request: APIRequestContext, call: (headers: Record<string, string>) => Promise<APIResponse>): Promise<APIResponse> {
  let response: APIResponse | null = null
  for (let attempt = 0; attempt < 4; attempt++) {
    adminSession ??= await signIn(request)
    response = await call(adminSession)
    if (response.status() !== 401 && response.status() !== 403) return response
    adminSession = null
  }
  return response as APIResponse
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000)
  for (const branch of Object.values(testBranches)) {
    const isEnabled = branch !== testBranches.disabled
    const response = await asAdmin(request, (headers) =>
      request.post('/api/branches', { headers, data: { ...branch, isEnabled, isPublic: false } }),
    )
    expect(response.status(), await response.text()).toBe(201)
    createdIds.push(((await response.json()) as { doc: { id: number } }).doc.id)
  }
})

test.afterAll(async ({ request }) => {
  test.setTimeout(120_000)
  for (const id of createdIds.splice(0)) await asAdmin(request, (headers) => request.delete(`/api/branches/${id}`, { headers }))
})

/** Enabled branches according to the REST API (public and non-public: both are listed). */
async function enabledBranchCount(request: APIRequestContext): Promise<number> {
  const response = await asAdmin(request, (headers) => request.get('/api/branches?where[isEnabled][equals]=true&limit=1&depth=0', { headers }))
  expect(response.ok()).toBeTruthy()
  return ((await response.json()) as { totalDocs: number }).totalDocs
}

/**
 * Opens '/' and dismisses the consent modal, which opens once the page is interactive (while it is
 * open the rest of the page is inert and out of the accessibility tree).
 */
async function openHome(page: Page): Promise<void> {
  await page.goto('/')
  await page.getByRole('button', { name: /nur notwendige/i }).waitFor({ timeout: 15_000 }).catch(() => undefined)
  await acceptRequiredConsent(page)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
}

const cards = (page: Page): Locator => page.getByRole('list', { name: 'Filialen' }).locator(':scope > li')
const card = (page: Page, name: string): Locator => cards(page).filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) })
const counter = (page: Page): Locator => page.getByText(COUNTER)
const searchField = (page: Page): Locator => page.getByRole('searchbox', { name: 'Filiale suchen' })

/** The counter's n and m; n must equal the cards on screen. */
async function counted(page: Page): Promise<{ shown: number; total: number }> {
  const [, shown, total] = COUNTER.exec((await counter(page).textContent()) ?? '') ?? []
  await expect(cards(page)).toHaveCount(Number(shown))
  return { shown: Number(shown), total: Number(total) }
}

/** Types into the live search; retried until the page is hydrated and the list reacts. */
async function search(page: Page, term: string, expectVisible: string | null): Promise<void> {
  await expect(async () => {
    await acceptRequiredConsent(page)
    await searchField(page).fill('')
    await searchField(page).fill(term)
    if (expectVisible) await expect(card(page, expectVisible)).toBeVisible({ timeout: 1_000 })
    else await expect(page.getByText(NO_RESULT)).toBeVisible({ timeout: 1_000 })
    await expect(card(page, 'Alpenküche Wien Mariahilf')).toHaveCount(term === '' ? 1 : 0, { timeout: 1_000 })
  }).toPass({ timeout: 30_000 })
}

test.describe('home page', () => {
  test.describe.configure({ timeout: 120_000 })

  test('lists the branches with the counter, the shop description and the toolbar', async ({ page, request }, testInfo) => {
    const before = await enabledBranchCount(request)
    await openHome(page)
    const after = await enabledBranchCount(request)

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Willkommen bei der Alpenküche')
    await expect(page.getByText('Regionale Küche aus Wien, Graz und Linz', { exact: false })).toBeVisible()
    await expect(page.locator('main strong', { hasText: 'Abholen' })).toBeVisible()
    await expect(searchField(page)).toHaveAttribute('placeholder', 'PLZ / Ort')

    for (const name of ['Alpenküche Wien Mariahilf', 'Alpenküche Graz Lend', 'Alpenküche Linz Urfahr']) {
      await expect(card(page, name)).toBeVisible()
      await expect(card(page, name).getByRole('heading', { name })).toBeVisible()
    }
    const { shown, total } = await counted(page)
    expect(shown).toBe(total)
    expect(total).toBeGreaterThanOrEqual(Math.min(before, after))
    expect(total).toBeLessThanOrEqual(Math.max(before, after))
    await expect(counter(page)).toHaveText(`${total} von ${total} Filialen werden angezeigt.`)

    const wien = card(page, 'Alpenküche Wien Mariahilf')
    await expect(wien.getByText('Mariahilfer Straße 88, 1070 Wien')).toBeVisible()
    await expect(wien.getByRole('link', { name: 'Alpenküche Wien Mariahilf', exact: true })).toHaveAttribute('href', '/store/wien-mariahilf')
    await expect(wien.getByRole('link', { name: 'Jetzt bestellen bei Alpenküche Wien Mariahilf' })).toHaveAttribute('href', '/store/wien-mariahilf')

    // One of this run's branches is open around the clock, so at least one location is open.
    const toolbar = page.getByRole('region', { name: 'Standorte' })
    await expect(toolbar).toHaveText(/^[1-9]\d* Standorte? geöffnet$/)

    await screenshotForReview(page, 'home')
    await expectNoSeriousA11yViolations(page, testInfo)
  })

  test('the live search narrows the list by PLZ or Ort, words split on spaces and commas', async ({ page }) => {
    await openHome(page)
    const { total } = await counted(page)

    await search(page, '8020', 'Alpenküche Graz Lend')
    await expect(card(page, 'Alpenküche Linz Urfahr')).toHaveCount(0)
    const byZip = await counted(page)
    expect(byZip.shown).toBeLessThan(total)
    await expect(counter(page)).toHaveText(`${byZip.shown} von ${total} Filialen werden angezeigt.`)

    await search(page, 'linz', 'Alpenküche Linz Urfahr')
    await expect(card(page, 'Alpenküche Graz Lend')).toHaveCount(0)

    await search(page, 'Graz, 4040', 'Alpenküche Graz Lend')
    await expect(card(page, 'Alpenküche Linz Urfahr')).toBeVisible()
    expect((await counted(page)).shown).toBeGreaterThanOrEqual(2)

    await search(page, `quatschwort${suffix}`, null)
    await expect(cards(page)).toHaveCount(0)
    await expect(counter(page)).toHaveText(`0 von ${total} Filialen werden angezeigt.`)

    await search(page, '', 'Alpenküche Wien Mariahilf')
    await expect(page.getByText(NO_RESULT)).toHaveCount(0)
    await expect(counter(page)).toHaveText(`${total} von ${total} Filialen werden angezeigt.`)
  })

  test('the header search opens the start page with its term in the branch search (?q=)', async ({ page }) => {
    await page.goto('/?q=linz')
    await acceptRequiredConsent(page)
    await expect(page.locator('#main').getByPlaceholder('PLZ / Ort')).toHaveValue('linz')
    await expect(card(page, 'Alpenküche Linz Urfahr')).toBeVisible()
    await expect(card(page, 'Alpenküche Graz Lend')).toHaveCount(0)
  })

  test('selecting a tag filters the branches, selecting it again shows all', async ({ page }) => {
    await openHome(page)
    const { total } = await counted(page)
    const tags = page.getByRole('group', { name: 'Nach Merkmalen filtern' })
    const vegan = tags.getByRole('button', { name: 'Vegan', exact: true })
    const terrace = tags.getByRole('button', { name: 'Terrasse', exact: true })

    await expect(async () => {
      await acceptRequiredConsent(page)
      if ((await vegan.getAttribute('aria-pressed')) !== 'true') await vegan.click()
      await expect(vegan).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 })
    }).toPass({ timeout: 30_000 })
    await expect(card(page, 'Alpenküche Graz Lend')).toBeVisible()
    await expect(card(page, 'Alpenküche Wien Mariahilf')).toHaveCount(0)
    await expect(card(page, 'Alpenküche Linz Urfahr')).toHaveCount(0)
    const vegans = await counted(page)
    await expect(counter(page)).toHaveText(`${vegans.shown} von ${total} Filialen werden angezeigt.`)

    // A second tag widens the choice: branches with either tag.
    await terrace.click()
    await expect(card(page, 'Alpenküche Wien Mariahilf')).toBeVisible()
    await expect(card(page, 'Alpenküche Graz Lend')).toBeVisible()
    await expect(card(page, 'Alpenküche Linz Urfahr')).toHaveCount(0)

    await terrace.click()
    await vegan.click()
    await expect(vegan).toHaveAttribute('aria-pressed', 'false')
    await expect(card(page, 'Alpenküche Linz Urfahr')).toBeVisible()
    await expect(counter(page)).toHaveText(`${total} von ${total} Filialen werden angezeigt.`)
  })

  test('a branch that is not public is listed greyed, without link, with a note; a disabled one is hidden', async ({ page }) => {
    await openHome(page)
    const inactive = card(page, testBranches.alwaysOpen.name)
    await expect(inactive).toBeVisible()
    await expect(inactive.getByText('Derzeit nicht online bestellbar')).toBeVisible()
    await expect(inactive.locator('a[href^="/store/"]')).toHaveCount(0)
    await expect(inactive.getByRole('article')).toHaveCSS('background-color', 'rgb(245, 245, 245)')
    await expect(inactive.getByText('Testgasse 1, 9991 Prüfstadt')).toBeVisible()
    // Contact block: name, street, zip code and city, phone, e-mail, website.
    await expect(inactive.getByRole('link', { name: 'Telefon: +43 4242 111' })).toHaveAttribute('href', 'tel:+434242111')
    await expect(inactive.getByRole('link', { name: 'E-Mail: inaktiv@example.at' })).toHaveAttribute('href', 'mailto:inaktiv@example.at')
    await expect(inactive.getByRole('link', { name: 'Website: www.example.at' })).toHaveAttribute('href', 'http://www.example.at')
    await expect(card(page, 'Alpenküche Graz Lend').getByText('Derzeit nicht online bestellbar')).toHaveCount(0)

    // A disabled branch is not shown at all.
    await expect(card(page, testBranches.disabled.name)).toHaveCount(0)
    await expect(page.getByText(testBranches.disabled.name)).toHaveCount(0)

    // Search finds it like every other branch (by its keywords).
    await search(page, testBranches.alwaysOpen.keywords, testBranches.alwaysOpen.name)
    await expect(counter(page)).toHaveText(/^1 von \d+ Filialen werden angezeigt\.$/)
  })

  test('each card shows the open state: open, closing soon (warning), closed with message', async ({ page }) => {
    await openHome(page)
    const open = card(page, testBranches.alwaysOpen.name)
    await expect(open.getByText('Geöffnet', { exact: true })).toBeVisible()

    const soon = card(page, testBranches.closingSoon.name)
    await expect(soon.getByText(`Geöffnet bis ${closesAt}`, { exact: true })).toBeVisible()
    await expect(soon.locator('[data-state="closingSoon"]')).toBeVisible()
    await expect(soon.getByText(`Geöffnet bis ${closesAt}`, { exact: true })).toHaveCSS('color', 'rgb(138, 90, 0)')

    const closed = card(page, testBranches.closed.name)
    await expect(closed.getByText('Geschlossen', { exact: true }).first()).toBeVisible()
    await expect(closed.locator('[data-state="closed"]')).toBeVisible()
    await expect(closed.getByText(testBranches.closed.closedMessage)).toBeVisible()
    await expect(closed.getByRole('row', { name: 'Mo - So Geschlossen' })).toBeVisible()
  })

  test('opening hours are grouped into day ranges; delivery hours behind a toggle', async ({ page }) => {
    await openHome(page)
    const wien = card(page, 'Alpenküche Wien Mariahilf')
    const opening = wien.getByRole('table', { name: 'Öffnungszeiten Alpenküche Wien Mariahilf' })
    await expect(opening.getByRole('row', { name: 'Mo - Sa 10:00 - 22:00' })).toBeVisible()
    await expect(opening.getByRole('row', { name: 'So Geschlossen' })).toBeVisible()

    const toggle = wien.getByRole('group', { name: 'Zeiten anzeigen' })
    await expect(toggle.getByRole('button', { name: 'Öffnungszeiten' })).toHaveAttribute('aria-pressed', 'true')
    await expect(async () => {
      await acceptRequiredConsent(page)
      await toggle.getByRole('button', { name: 'Lieferzeiten' }).click()
      await expect(toggle.getByRole('button', { name: 'Lieferzeiten' })).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 })
    }).toPass({ timeout: 30_000 })
    const delivery = wien.getByRole('table', { name: 'Lieferzeiten Alpenküche Wien Mariahilf' })
    await expect(delivery.getByRole('row', { name: 'Mo - Sa 11:00 - 21:30' })).toBeVisible()
    await expect(delivery.getByRole('row', { name: 'So Geschlossen' })).toBeVisible()
    await toggle.getByRole('button', { name: 'Öffnungszeiten' }).click()
    await expect(opening.getByRole('row', { name: 'Mo - Sa 10:00 - 22:00' })).toBeVisible()

    // Graz has no delivery hours: a plain table, no toggle.
    const graz = card(page, 'Alpenküche Graz Lend')
    await expect(graz.getByRole('heading', { name: 'Öffnungszeiten', exact: true })).toBeVisible()
    await expect(graz.getByRole('button', { name: 'Lieferzeiten' })).toHaveCount(0)
    const grazHours = graz.getByRole('table', { name: 'Öffnungszeiten Alpenküche Graz Lend' })
    await expect(grazHours.getByRole('row', { name: 'Mo - Fr 11:00 - 23:00' })).toBeVisible()
    await expect(grazHours.getByRole('row', { name: 'Sa 10:00 - 23:00' })).toBeVisible()
    await expect(grazHours.getByRole('row', { name: 'So Geschlossen' })).toBeVisible()

    // Linz: split shifts on weekdays, the weekend closed as one range.
    const linzHours = card(page, 'Alpenküche Linz Urfahr').getByRole('table', { name: 'Öffnungszeiten Alpenküche Linz Urfahr' })
    await expect(linzHours.getByRole('row', { name: 'Mo - Fr 11:00 - 14:30, 17:30 - 21:30' })).toBeVisible()
    await expect(linzHours.getByRole('row', { name: 'Sa - So Geschlossen' })).toBeVisible()

    // Contact block of a seeded branch.
    await expect(wien.getByRole('heading', { name: 'Kontakt' })).toBeVisible()
    await expect(wien.getByRole('link', { name: 'Telefon: +43 1 5234567' })).toHaveAttribute('href', 'tel:+4315234567')
    await expect(wien.getByRole('link', { name: 'E-Mail: wien@alpenkueche.at' })).toHaveAttribute('href', 'mailto:wien@alpenkueche.at')
  })
})
