import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { signInToBackoffice } from '../support/backoffice'
import { adminHeaders } from '../support/storefront'

/**
 * The signage player on a TV (issue 25): at 1920 × 1080 it shows the live menu board of its
 * branch, greys out a product within two seconds of staff marking it unavailable in the back office
 * (no reload), reloads on the back office's 'Neu laden', and keeps its loop playing with the
 * network cut off, also after a reload (service worker).
 */

const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
type Doc = { id: number; apiKey?: string; identifier?: string }

let headers: Record<string, string>
const created: { collection: string; id: number }[] = []
let boardTv: Doc
let loopTv: Doc
let strudel: number
let sceneA: number
let branchId: number

async function create(request: APIRequestContext, collection: string, data: Record<string, unknown>): Promise<Doc> {
  const response = await request.post(`/api/${collection}`, { headers, data })
  expect(response.status(), await response.text()).toBe(201)
  const doc = ((await response.json()) as { doc: Doc }).doc
  created.unshift({ collection, id: doc.id })
  return doc
}

test.describe.configure({ mode: 'serial', timeout: 120_000 })

test.beforeAll(async ({ request }) => {
  headers = await adminHeaders(request)
  const branch = await create(request, 'branches', {
    name: `TV-Filiale ${suffix}`, identifier: `tv-filiale-${suffix}`, isEnabled: true, isPublic: true, isTakeawayEnabled: true,
    street: 'Testgasse 1', zipCode: '1070', city: 'Wien', openingHours: [{ type: 'daily', from: '00:00', to: '00:00' }],
  })
  branchId = branch.id
  const category = await create(request, 'categories', { name: `Mehlspeisen ${suffix}` })
  const product = (name: string, price: number) =>
    create(request, 'products', { name, price, catalogue: 'menu', type: 'simple', unit: 'amount', isEnabled: true, isVisibleWhenUnavailable: true, uid: `TV-${name.slice(0, 4)}-${suffix}`, tax: 10, takeawayTax: 10, dineInTax: 10 })
  const soup = await product('Gulaschsuppe', 5.9)
  strudel = (await product('Apfelstrudel', 4.5)).id
  await create(request, 'menus', { name: `TV-Karte ${suffix}`, availableFrom: new Date(Date.now() - 86_400_000).toISOString(), branches: [branch.id], catalog: [{ category: category.id, products: [soup.id, strudel] }] })

  const board = await create(request, 'scenes', { name: 'Karte', path: `/tv-karte-${suffix}`, kind: 'menuBoard', duration: 3600, content: { title: 'Unsere Karte' } })
  const first = await create(request, 'scenes', { name: 'Szene A', path: `/tv-a-${suffix}`, duration: 2, content: { title: 'Szene A' } })
  sceneA = first.id
  const second = await create(request, 'scenes', { name: 'Szene B', path: `/tv-b-${suffix}`, duration: 2, content: { title: 'Szene B' } })
  const boardSegment = await create(request, 'digital-signage-segments', { name: `Karte ${suffix}`, scenes: [board.id], transition: 'fade' })
  const loopSegment = await create(request, 'digital-signage-segments', { name: `Schleife ${suffix}`, scenes: [first.id, second.id], transition: 'slide' })
  const boardStream = await create(request, 'digital-signage-streams', { name: `Karte ${suffix}`, segments: [boardSegment.id] })
  const loopStream = await create(request, 'digital-signage-streams', { name: `Schleife ${suffix}`, segments: [loopSegment.id] })
  boardTv = await create(request, 'digital-signage-devices', { identifier: `tv-karte-${suffix}`, name: 'TV Karte', branch: branch.id, stream: boardStream.id })
  loopTv = await create(request, 'digital-signage-devices', { identifier: `tv-schleife-${suffix}`, name: 'TV Schleife', branch: branch.id, stream: loopStream.id })
})

test.afterAll(async ({ request }) => {
  for (const { collection, id } of created) await request.delete(`/api/${collection}/${id}`, { headers })
})

const playerPath = (tv: Doc) => `/signage/${tv.identifier}?key=${tv.apiKey}`
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { notReloaded: true }))
const isMarked = (page: Page) => page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true)

test('the menu board at 1920 × 1080 greys out a product within two seconds of staff marking it unavailable', async ({ page, context }) => {
  await page.setViewportSize({ width: 1920, height: 1080 })
  await page.goto(playerPath(boardTv))
  const board = page.getByTestId('menu-board')
  await expect(board.getByRole('heading', { name: 'Unsere Karte' })).toBeVisible()
  await expect(board.getByRole('heading', { name: `Mehlspeisen ${suffix}` })).toBeVisible()
  await expect(board.getByText('Geöffnet')).toBeVisible()
  const item = board.getByTestId('menu-board-item').filter({ hasText: 'Apfelstrudel' })
  await expect(item).toHaveAttribute('data-available', 'true')
  await expect(item).toContainText('4,50 €')
  await markPage(page)

  const admin = await context.newPage()
  await signInToBackoffice(admin)
  await admin.goto(`/backend/collections/products/${strudel}`)
  await admin.getByLabel('Aktiv', { exact: true }).uncheck()
  const saved = admin.waitForResponse((response) => response.url().includes(`/api/products/${strudel}`) && response.request().method() === 'PATCH')
  await admin.getByRole('button', { name: 'Speichern' }).click()
  expect((await saved).status()).toBe(200)
  await expect(item).toHaveAttribute('data-available', 'false', { timeout: 2_000 })
  await expect(item).toContainText('derzeit nicht verfügbar')
  expect(await isMarked(page)).toBe(true)
})

test('"Neu laden" in the back office reloads the player, which reports it done', async ({ page, context, request }) => {
  await page.goto(playerPath(loopTv))
  await expect(page.getByTestId('signage-stage')).toHaveAttribute('data-scene', /\/tv-[ab]-/)
  await markPage(page)

  const admin = await context.newPage()
  await signInToBackoffice(admin)
  await admin.goto(`/backend/collections/digital-signage-devices/${loopTv.id}`)
  await admin.getByRole('group', { name: 'Befehl senden' }).getByRole('button', { name: 'Neu laden' }).click()
  await expect(admin.getByText('Befehl an den TV gesendet.')).toBeVisible()
  await expect.poll(() => isMarked(page).catch(() => true), { timeout: 5_000 }).toBe(false)
  await expect(page.getByTestId('signage-stage')).toBeVisible()
  await expect
    .poll(async () => ((await (await request.get(`/api/digital-signage-devices/${loopTv.id}?depth=0`, { headers })).json()) as { command: { status: string } }).command.status)
    .toBe('done')
})

test('the loop keeps playing with the network cut off, also after a reload', async ({ page, context }) => {
  await page.goto(playerPath(loopTv))
  const stage = page.getByTestId('signage-stage')
  await expect(stage).toHaveAttribute('data-scene', `/tv-b-${suffix}`, { timeout: 6_000 })
  // the service worker has taken over and kept the page and what it loaded
  await expect.poll(() => page.evaluate(async () => (await caches.keys()).includes('signage-v1') && (await (await caches.open('signage-v1')).keys()).length > 2)).toBe(true)

  await context.setOffline(true)
  await context.route('**/*', (route) => route.abort('internetdisconnected'))
  await expect(stage).toHaveAttribute('data-scene', `/tv-a-${suffix}`, { timeout: 6_000 })
  await expect(stage).toHaveAttribute('data-scene', `/tv-b-${suffix}`, { timeout: 6_000 })
  await expect(page.getByText('Offline – das Programm läuft mit dem zuletzt geladenen Stand weiter.')).toBeVisible({ timeout: 10_000 })

  await page.reload()
  await expect(stage).toHaveAttribute('data-scene', /\/tv-[ab]-/)
  const shown = await stage.getAttribute('data-scene')
  await expect(stage).not.toHaveAttribute('data-scene', shown!, { timeout: 6_000 })
  await context.unroute('**/*')
  await context.setOffline(false)
})

test('the back office previews a scene as a TV shows it and lists which TVs are online', async ({ page }) => {
  await signInToBackoffice(page)
  await page.goto(`/backend/collections/scenes/${sceneA}`)
  await expect(page.frameLocator('iframe[title="Vorschau"]').getByRole('heading', { name: 'Szene A' })).toBeVisible()

  await page.goto(`/backend/collections/digital-signage-devices?search=${encodeURIComponent(`tv-schleife-${suffix}`)}`)
  const row = page.getByRole('row').filter({ hasText: 'TV Schleife' })
  await expect(row.getByText('Online', { exact: true })).toBeVisible()
  await expect(row.getByText(/^Zuletzt gesehen /)).toBeVisible()
})

test('a wrong key, a disabled TV and the address of a rotated key are the German 404', async ({ page, request }) => {
  const tv = await create(request, 'digital-signage-devices', { identifier: `tv-tuer-${suffix}`, name: 'TV Tür', branch: branchId })
  const answer = async (path: string) => {
    const response = await page.goto(path)
    return { status: response?.status(), text: await page.locator('body').innerText() }
  }
  expect((await answer(playerPath(tv))).status).toBe(200)
  expect(await answer(`/signage/${tv.identifier}?key=${tv.apiKey}x`)).toMatchObject({ status: 404, text: expect.stringContaining('Dieser TV wurde nicht gefunden.') })
  expect((await answer(`/signage/${tv.identifier}`)).status).toBe(404)

  const rotated = await request.patch(`/api/digital-signage-devices/${tv.id}`, { headers, data: { rotateApiKey: true } })
  const newKey = ((await rotated.json()) as { doc: Doc }).doc.apiKey
  expect(newKey).toBeTruthy()
  expect(newKey).not.toBe(tv.apiKey)
  expect((await answer(playerPath(tv))).status).toBe(404)
  expect((await answer(playerPath({ ...tv, apiKey: newKey }))).status).toBe(200)

  await request.patch(`/api/digital-signage-devices/${tv.id}`, { headers, data: { isEnabled: false } })
  expect(await answer(playerPath({ ...tv, apiKey: newKey }))).toMatchObject({ status: 404, text: expect.stringContaining('Dieser TV wurde nicht gefunden.') })
})
