import { expect, type APIRequestContext, type Page } from '@playwright/test'

import { adminHeaders } from '../support/storefront'

/**
 * Test data of the checkout and journey specs: branches of this run (unique identifiers, opening
 * hours chosen by the test so nothing depends on the time of day), their menu, tables and a cart
 * put into localStorage the way the branch page stores it.
 */

const runSuffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

export type Rule = { type: string; from?: string; to?: string; isClosed?: boolean; date?: string }

/** Open around the clock: a shift from midnight to midnight every day. */
export const ALWAYS_OPEN: Rule[] = [{ type: 'daily', from: '00:00', to: '00:00' }]

type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday'

/** The Vienna calendar day `offset` days from today: ISO 'YYYY-MM-DD', 'DD.MM.YYYY' and its weekday rule type. */
export function viennaDay(offset: number): { iso: string; german: string; weekday: Weekday; date: Date } {
  const noon = new Date(Date.now() + offset * 86_400_000)
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Vienna', year: 'numeric', month: '2-digit', day: '2-digit', weekday: 'long' })
      .formatToParts(noon)
      .map((part) => [part.type, part.value]),
  )
  const iso = `${parts.year}-${parts.month}-${parts.day}`
  return { iso, german: `${parts.day}.${parts.month}.${parts.year}`, weekday: parts.weekday.toLowerCase() as Weekday, date: new Date(`${iso}T12:00:00Z`) }
}

/** Closed today and tomorrow whatever the time: open only on the weekday of the day after tomorrow, 10:00–22:00. */
export function openInTwoDays(): Rule[] {
  return [{ type: 'daily', isClosed: true }, { type: viennaDay(2).weekday, from: '10:00', to: '22:00' }]
}

export interface WorldOptions {
  name: string
  openingHours?: Rule[]
  branch?: Record<string, unknown>
  tables?: number
  products?: { name: string; price: number; tax?: number }[]
  /** uids of seeded products to put on the world's menu too (they are left alone afterwards). */
  seededProducts?: string[]
}

export interface World {
  branch: { id: number; identifier: string; name: string }
  products: Record<string, unknown>[]
  tables: { id: number; identifier: string }[]
  menuId: number
  categoryId: number
  /** Products created for this world (deleted afterwards). */
  ownProductIds: number[]
}

/**
 * Admin REST calls of the fixtures. Other specs share the admin account and may end its sessions
 * (logout) meanwhile, so a 401/403 is retried once with a fresh login.
 */
let session: Record<string, string> | null = null

async function asAdmin(request: APIRequestContext, method: 'post' | 'patch' | 'get' | 'delete', path: string, data?: unknown) {
  session ??= await adminHeaders(request)
  let response = await request[method](path, { headers: session, data })
  if (response.status() === 401 || response.status() === 403) {
    session = await adminHeaders(request)
    response = await request[method](path, { headers: session, data })
  }
  return response
}

/** GET as admin (e.g. to count orders a test placed). */
export async function adminGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await asAdmin(request, 'get', path)
  expect(response.ok(), await response.text()).toBeTruthy()
  return (await response.json()) as T
}

async function created(request: APIRequestContext, collection: string, data: unknown): Promise<Record<string, unknown>> {
  const response = await asAdmin(request, 'post', `/api/${collection}`, data)
  expect(response.status(), `${collection}: ${await response.text()}`).toBe(201)
  return ((await response.json()) as { doc: Record<string, unknown> }).doc
}

let productCounter = 0

/** A public branch of this run with its tables and an active menu of its own products. */
export async function createWorld(request: APIRequestContext, options: WorldOptions): Promise<World> {
  const identifier = `${options.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${runSuffix}`
  const name = `${options.name} ${runSuffix}`
  const branch = await created(request, 'branches', {
    name, identifier, isEnabled: true, isPublic: true,
    street: 'Testgasse 1', zipCode: '1070', city: 'Wien', phone: '+43 1 1111111', email: 'test@example.at',
    isTakeawayEnabled: true, isDeliveryEnabled: false, isDineInEnabled: false, isCashEnabled: true,
    openingHours: options.openingHours ?? ALWAYS_OPEN,
    ...options.branch,
  })
  const products: Record<string, unknown>[] = []
  for (const uid of options.seededProducts ?? []) {
    const found = await adminGet<{ docs: Record<string, unknown>[] }>(request, `/api/products?where[uid][equals]=${encodeURIComponent(uid)}&depth=0&limit=1`)
    expect(found.docs, `seeded product ${uid}`).toHaveLength(1)
    products.push(found.docs[0])
  }
  const seededCount = products.length
  const own = options.products ?? (seededCount > 0 ? [] : [{ name: 'Kaspressknödel', price: 9.8 }])
  for (const product of own) {
    const tax = product.tax ?? 10
    products.push(await created(request, 'products', {
      name: product.name, catalogue: 'menu', type: 'simple', unit: 'amount', isEnabled: true, isPublic: true,
      uid: `CO-${runSuffix}-${++productCounter}`, price: product.price, tax, takeawayTax: tax, dineInTax: tax,
    }))
  }
  const category = await created(request, 'categories', { name: `Testkategorie ${name}`, isEnabled: true })
  const menu = await created(request, 'menus', {
    name: `Testkarte ${name}`, availableFrom: new Date(Date.now() - 86_400_000).toISOString(),
    branches: [branch.id], catalog: [{ category: category.id, products: products.map((product) => product.id) }],
  })
  const tables = []
  for (let number = 1; number <= (options.tables ?? 0); number++) {
    const table = await created(request, 'tables', { identifier: String(number), branch: branch.id })
    tables.push({ id: Number(table.id), identifier: String(table.identifier) })
  }
  return {
    branch: { id: Number(branch.id), identifier, name }, products, tables, menuId: Number(menu.id), categoryId: Number(category.id),
    ownProductIds: products.slice(seededCount).map((product) => Number(product.id)),
  }
}

/**
 * Removes the data of a world after the tests: menu and tables always; the branch, its products and
 * category when no order refers to them, otherwise the branch is only taken off the storefront.
 */
export async function retireWorld(request: APIRequestContext, world: World | null): Promise<void> {
  if (!world) return
  await asAdmin(request, 'delete', `/api/menus/${world.menuId}`)
  for (const table of world.tables) await asAdmin(request, 'delete', `/api/tables/${table.id}`)
  const orders = await adminGet<{ totalDocs: number }>(request, `/api/orders?where[branch][equals]=${world.branch.id}&limit=1&depth=0`)
  if (orders.totalDocs > 0) {
    await asAdmin(request, 'patch', `/api/branches/${world.branch.id}`, { isEnabled: false, isPublic: false })
    return
  }
  await asAdmin(request, 'delete', `/api/branches/${world.branch.id}`)
  for (const id of world.ownProductIds) await asAdmin(request, 'delete', `/api/products/${id}`)
  await asAdmin(request, 'delete', `/api/categories/${world.categoryId}`)
}

export interface SeedCart {
  items: { product: Record<string, unknown>; amount: number; unit?: string; parts?: unknown[] }[]
  isDelivery?: boolean
  isDineIn?: boolean
  deliveryArea?: string | null
  appointment?: string | null
  comment?: string | null
}

/**
 * Puts a cart into localStorage ('gastro.cart.{identifier}', as cartStore.ts writes it) before the
 * page's scripts run; only on the first navigation of the page, so the checkout's own changes survive reloads.
 */
export async function seedCart(page: Page, identifier: string, cart: SeedCart): Promise<void> {
  const stored = {
    items: cart.items.map((item) => ({ unit: 'amount', parts: [], ...item })),
    isDelivery: Boolean(cart.isDelivery),
    isDineIn: Boolean(cart.isDineIn),
    order: { deliveryArea: cart.deliveryArea ?? null, appointment: cart.appointment ?? null, comment: cart.comment ?? null },
    isModePersisted: true,
  }
  await page.addInitScript(
    ({ key, value }) => {
      if (window.sessionStorage.getItem(`seeded:${key}`)) return
      window.localStorage.setItem(key, value)
      window.sessionStorage.setItem(`seeded:${key}`, '1')
    },
    { key: `gastro.cart.${identifier}`, value: JSON.stringify(stored) },
  )
}

/** Fills the contact fields every branch of these tests requires (names, email, phone) and ticks both legal boxes. */
export async function fillContact(page: Page, lastName = 'Musterfrau'): Promise<void> {
  await page.getByLabel('Vorname').fill('Erika')
  await page.getByLabel('Nachname').fill(lastName)
  await page.getByLabel('E-Mail').fill('erika@example.at')
  await page.getByLabel('Telefon').fill('+43 660 1234567')
}

export async function acceptLegal(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check()
  await page.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check()
}

/** '9,80 €': German money text as the storefront writes it (normal space before €). */
export const euro = (amount: number): string => `${amount.toFixed(2).replace('.', ',').replace(/\B(?=(\d{3})+(?!\d))/g, '.')} €`

/**
 * Waits for the consent modal of a first visit and answers it with 'Nur notwendige akzeptieren',
 * so it neither covers the page nor makes it inert while the test types.
 */
export async function dismissConsent(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Nur notwendige akzeptieren' })
  try {
    await button.waitFor({ state: 'visible', timeout: 20_000 })
    await button.click()
    await button.waitFor({ state: 'hidden' })
  } catch {
    // consent was already given in this context
  }
}

export const worldOf = (world: World | null): World => {
  if (!world) throw new Error('Testdaten fehlen')
  return world
}

/** Opens the checkout (or its error route) of a test branch, past the consent modal. */
export async function openCheckout(page: Page, world: World, path = 'checkout'): Promise<void> {
  await page.goto(`/store/${world.branch.identifier}/${path}`)
  await dismissConsent(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Bestellvorgang' })).toBeVisible({ timeout: 30_000 })
}
