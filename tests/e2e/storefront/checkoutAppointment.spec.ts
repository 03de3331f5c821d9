import { expect as baseExpect, test, type Locator } from '@playwright/test'

import { expectNoSeriousA11yViolations, screenshotForReview } from '../support/storefront'
import {
  acceptLegal, adminGet, createWorld, fillContact, openCheckout, openInTwoDays, retireWorld, seedCart, viennaDay, worldOf, type World,
} from './checkoutFixtures'

/**
 * The appointment pickers and the preorder path of the checkout (ordering-storefront.md sections 2,
 * 4, 5): a branch of this run, created through the admin REST API, is closed today and tomorrow
 * and takes preorders, independent of the time the test runs.
 */

test.describe.configure({ timeout: 120_000 })
const expect = baseExpect.configure({ timeout: 30_000 })

let closed: World | null = null

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000)
  closed = await createWorld(request, {
    name: 'Checkout Vorbestellung',
    openingHours: openInTwoDays(),
    branch: { isPreorderEnabled: true },
    products: [{ name: 'Apfelstrudel', price: 5.9 }],
  })
})

test.afterAll(async ({ request }) => {
  test.setTimeout(180_000)
  await retireWorld(request, closed)
})

const dayButton = (dialog: Locator, iso: string) => dialog.locator(`button[data-date="${iso}"]`)

test('date and time pickers: KW, disabled days, month navigation, windows and the no-windows message', async ({ page }) => {
  const world = worldOf(closed)
  const tomorrow = viennaDay(1)
  await seedCart(page, world.branch.identifier, { items: [{ product: world.products[0], amount: 1 }] })
  await openCheckout(page, world)
  const label = page.getByTestId('appointment-label')
  await expect(label).toHaveText('So schnell wie möglich')

  await page.getByRole('button', { name: 'Termin wählen' }).click()
  const datePicker = page.getByRole('dialog', { name: 'Datum wählen' })
  await expect(datePicker.getByRole('columnheader')).toHaveText(['KW', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'])
  const open = viennaDay(2)
  // the selectable day is the only open weekday: today and tomorrow are disabled
  for (const offset of [0, 1]) {
    const day = viennaDay(offset)
    if (day.iso.slice(0, 7) === viennaDay(0).iso.slice(0, 7)) await expect(dayButton(datePicker, day.iso)).toBeDisabled()
  }
  await expect(datePicker.getByRole('button', { name: 'Vorheriger Monat' })).toBeDisabled()
  if (open.iso.slice(0, 7) !== viennaDay(0).iso.slice(0, 7)) await datePicker.getByRole('button', { name: 'Nächster Monat' }).click()
  await expect(dayButton(datePicker, open.iso)).toBeEnabled()
  await expect(dayButton(datePicker, viennaDay(3).iso)).toBeDisabled()
  const weekRow = datePicker.locator('tr', { has: page.locator(`button[data-date="${open.iso}"]`) })
  await expect(weekRow.getByRole('rowheader')).toHaveText(String(isoWeek(open.date)))
  await expect(datePicker.getByRole('button', { name: 'Speichern' })).toBeDisabled()
  await dayButton(datePicker, open.iso).click()
  await expect(dayButton(datePicker, open.iso)).toHaveAttribute('aria-pressed', 'true')
  await screenshotForReview(page, 'checkout-date-picker')
  await expectNoSeriousA11yViolations(page)
  await datePicker.getByRole('button', { name: 'Speichern' }).click()

  const timePicker = page.getByRole('dialog', { name: /Uhrzeit wählen/ })
  await expect(timePicker.getByRole('button', { name: '10:00 - 22:00' })).toBeVisible()
  await expect(timePicker.getByRole('group', { name: 'Stunde' }).locator('output')).toHaveText('10')
  await expect(timePicker.getByRole('group', { name: 'Minute' }).locator('output')).toHaveText('00')
  await expect(timePicker.getByRole('button', { name: 'Minute früher' })).toBeDisabled()
  await timePicker.getByRole('button', { name: 'Minute später' }).click()
  await timePicker.getByRole('button', { name: 'Stunde später' }).click()
  await expect(timePicker.getByRole('group', { name: 'Stunde' }).locator('output')).toHaveText('11')
  await expect(timePicker.getByRole('group', { name: 'Minute' }).locator('output')).toHaveText('05')
  await screenshotForReview(page, 'checkout-time-picker')
  await expectNoSeriousA11yViolations(page)
  await timePicker.getByRole('button', { name: 'Speichern' }).click()
  const weekday = ['Mo.', 'Di.', 'Mi.', 'Do.', 'Fr.', 'Sa.', 'So.'][(open.date.getUTCDay() + 6) % 7]
  await expect(label).toHaveText(`${weekday}, ${open.german}, 11:05`)

  await page.getByRole('button', { name: 'Termin wählen' }).click()
  await datePicker.getByRole('button', { name: 'Auswahl aufheben' }).click()
  await expect(label).toHaveText('So schnell wie möglich')

  // a wish for tomorrow (closed): the time picker has no windows and cannot save
  await page.evaluate(({ key, at }) => {
    const cart = JSON.parse(window.localStorage.getItem(key) ?? '{}')
    window.localStorage.setItem(key, JSON.stringify({ ...cart, order: { ...cart.order, appointment: at } }))
  }, { key: `gastro.cart.${world.branch.identifier}`, at: `${tomorrow.iso}T12:00:00` })
  await page.reload()
  await expect(label).toHaveText('Morgen, 12:00')
  await page.getByRole('button', { name: 'Uhrzeit ändern' }).click()
  await expect(timePicker.getByText('Zum ausgewählten Tag sind keine Termine verfügbar.')).toBeVisible()
  await expect(timePicker.getByRole('button', { name: 'Speichern' })).toBeDisabled()
  await timePicker.getByRole('button', { name: 'Abbrechen' }).click()
  await expect(timePicker).toHaveCount(0)

  await fillContact(page)
  await acceptLegal(page)
  await page.getByTestId('checkout-submit').click()
  await expect(page.getByTestId('checkout-errors')).toContainText(
    'Zum ausgewählten Zeitpunkt haben wir leider geschlossen. Bitte wählen Sie einen Termin während unserer Öffnungszeiten.',
  )
  await expect(page.locator('[data-field="appointmentDate"]')).toHaveClass(/field-error/)
})

/** ISO week number of a day (the 'KW' column). */
function isoWeek(date: Date): number {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()))
  day.setUTCDate(day.getUTCDate() + 4 - (day.getUTCDay() || 7))
  const yearStart = new Date(Date.UTC(day.getUTCFullYear(), 0, 1))
  return Math.ceil(((day.getTime() - yearStart.getTime()) / 86_400_000 + 1) / 7)
}

test('a closed branch that takes preorders shows the notice and places a preorder', async ({ page, request }) => {
  const world = worldOf(closed)
  await seedCart(page, world.branch.identifier, { items: [{ product: world.products[0], amount: 2 }] })
  await openCheckout(page, world)
  const notice = page.getByTestId('checkout-closed')
  await expect(notice).toContainText('Derzeit haben wir leider geschlossen.')
  await expect(notice).toContainText('Gerne nehmen wir auch Ihre Vorbestellungen entgegen.')
  await expect(page.getByTestId('checkout-submit')).toHaveText('Vorbestellung abschicken')
  const lastName = `Vorbesteller${Date.now()}`
  await fillContact(page, lastName)
  await acceptLegal(page)
  await page.getByTestId('checkout-submit').click()
  await expect(page).toHaveURL(/\/status\/[^/]+\/[^/]+$/, { timeout: 60_000 })
  const orders = await adminGet<{ totalDocs: number }>(request, `/api/orders?where[lastName][equals]=${lastName}&depth=0&limit=1`)
  expect(orders.totalDocs).toBe(1)
})
