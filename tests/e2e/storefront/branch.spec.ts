import { expect, test, type APIRequestContext } from '@playwright/test'

import { adminHeaders, expectNoSeriousA11yViolations, screenshotForReview } from '../support/storefront'
import { ADDED, addProduct, cartPanel, cartToggle, dialog, expandCart, openBranch, productButton, whenInteractive } from './branchPage'

/**
 * The branch page (ordering-storefront.md sections 2, 4, 5, 8, 9) on the seeded branch
 * wien-mariahilf and on a branch this run creates (its hours chosen by the test, so nothing
 * depends on the time of day). Every test starts with an empty cart (a fresh browser context).
 */

const EMPTY = 'Keine Produkte im Warenkorb'
const refusal = (name: string) =>
  `Die ausgewählte Datei "${name}" kann nicht verarbeitet werden. Möglicherweise ist die Datei zu groß oder der Dateityp wird nicht erkannt.`
/** Uploads go through a data URL and the server's type check: slower than a click on a busy machine. */
const UPLOAD_TIMEOUT = { timeout: 30_000 }
/** A 1×1 PNG, the upload fixture. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64')

const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

// The dev server compiles on first use and shares two cores with other runs: allow slow steps.
test.describe.configure({ timeout: 150_000 })

test.describe('branch page on the seeded branch', () => {
  test('adds a simple product: notice, item count and total in German format', async ({ page }) => {
    await openBranch(page)
    await expect(page).toHaveTitle(/^Alpenküche Wien Mariahilf/)
    await expect(page.getByRole('navigation', { name: 'Brotkrümelnavigation' })).toContainText('Home')
    await expect(cartPanel(page)).toContainText(EMPTY)
    await expect(cartPanel(page).getByRole('button', { name: 'Zur Kasse' })).toBeDisabled()

    const quoted = page.waitForResponse((response) => response.url().endsWith('/api/cart/quote') && response.ok())
    await addProduct(page, 'Frittatensuppe')
    const quote = await (await quoted).json()
    expect(quote.total.gross).toBe(5.2)
    await expect(page.getByTestId('cart-count')).toHaveText('1 Artikel')
    await expect(page.getByTestId('cart-total')).toContainText('5,20 €')

    await addProduct(page, 'Wiener Schnitzel vom Kalb', async () => {
      await dialog(page).getByRole('button', { name: 'Menge erhöhen' }).click()
      await expect(dialog(page).getByRole('textbox', { name: 'Menge' })).toHaveValue('2')
      await expect(dialog(page).getByTestId('item-price')).toContainText('43,80 €')
    })
    await expect(page.getByTestId('cart-count')).toHaveText('3 Artikel')
    await expect(page.getByTestId('cart-total')).toContainText('49,00 €')
    await expect(cartPanel(page).getByRole('link', { name: 'Zur Kasse' })).toHaveAttribute('href', '/store/wien-mariahilf/checkout')

    await expandCart(page)
    await expect(page.getByTestId('cart-line')).toHaveCount(2)
    await expect(page.getByTestId('cart-line').nth(1)).toContainText('2 Stk. Wiener Schnitzel vom Kalb')
    await expect(page.getByTestId('cart-line').nth(1)).toContainText('43,80 €')
    await expect(page.getByTestId('cart-panel-total')).toHaveText('49,00 €')
    await screenshotForReview(page, 'branch')
  })

  test('amount stepper: comma decimals, snapping to minimum, maximum and step, unit switch', async ({ page }) => {
    await openBranch(page)
    await productButton(page, 'Steirisches Kürbiskernöl').click()
    const amount = dialog(page).getByRole('textbox', { name: 'Menge' })
    const decrease = dialog(page).getByRole('button', { name: 'Menge verringern' })
    const increase = dialog(page).getByRole('button', { name: 'Menge erhöhen' })
    await expect(amount).toHaveValue('0,25')
    await expect(decrease).toBeDisabled()
    await expect(increase).toBeEnabled()

    const typeAmount = async (text: string, expected: string) => {
      await amount.fill(text)
      await amount.press('Enter')
      await expect(amount).toHaveValue(expected)
    }
    await typeAmount('1,1', '1,25')
    await expect(dialog(page).getByTestId('item-price')).toContainText('18,63 €')
    await expect(decrease).toBeEnabled()
    await typeAmount('0,3', '0,25')
    await typeAmount('abc', '0,25')
    await typeAmount('99', '5')
    await expect(increase).toBeDisabled()
    await decrease.click()
    await expect(amount).toHaveValue('4,75')
    await dialog(page).getByRole('button', { name: 'Abbrechen' }).click()
    await expect(dialog(page)).toBeHidden()

    await productButton(page, 'Vorarlberger Bergkäse').click()
    await expect(amount).toHaveValue('0,25')
    await expect(dialog(page).getByTestId('item-price')).toContainText('ca. 8,00 €')
    await dialog(page).getByLabel('Einheit').selectOption({ label: 'Stk.' })
    await expect(amount).toHaveValue('1')
    await increase.click()
    await expect(amount).toHaveValue('2')
    await dialog(page).getByLabel('Einheit').selectOption({ label: 'kg' })
    await expect(amount).toHaveValue('0,5')
    await expect(dialog(page).getByTestId('item-price')).toContainText('ca. 16,00 €')
    await dialog(page).getByRole('button', { name: 'In den Warenkorb' }).click()
    await expect(page.getByRole('status')).toContainText(ADDED)
    await expect(page.getByTestId('cart-count')).toHaveText('1 Artikel')
    // An approximate cart shows no total in the cart panel.
    await expect(page.getByTestId('cart-total')).toHaveCount(0)
  })

  test('configurable product with a required image upload and text: save only when valid', async ({ page }, testInfo) => {
    await openBranch(page)
    await productButton(page, 'Motivtorte mit Foto').click()
    const save = dialog(page).getByRole('button', { name: 'In den Warenkorb' })
    await expect(save).toBeDisabled()

    const picker = dialog(page).getByLabel('Bild auswählen')
    await picker.setInputFiles({ name: 'notiz.txt', mimeType: 'text/plain', buffer: Buffer.from('kein Bild') })
    await expect(dialog(page).getByRole('alert')).toHaveText(refusal('notiz.txt'), UPLOAD_TIMEOUT)
    await expect(save).toBeDisabled()

    await picker.setInputFiles({ name: 'torte.png', mimeType: 'image/png', buffer: PNG })
    await expect(dialog(page).getByRole('button', { name: 'torte.png entfernen' })).toBeVisible(UPLOAD_TIMEOUT)
    await expect(dialog(page).getByRole('alert')).toHaveCount(0)
    await expect(save).toBeDisabled()
    await expectNoSeriousA11yViolations(page, testInfo)

    await dialog(page).getByLabel('Aufschrift').fill('Alles Gute, Anna!')
    await expect(save).toBeEnabled()
    await expect(dialog(page).getByTestId('item-price')).toContainText('49,00 €')
    await save.click()
    await expect(page.getByRole('status')).toContainText(ADDED)
    await expandCart(page)
    await expect(page.getByTestId('cart-line')).toContainText('Foto: 1 Datei; Aufschrift: Alles Gute, Anna!')
    await expect(page.getByTestId('cart-panel-total')).toHaveText('49,00 €')
  })

  test('step-by-step product: step counter, forward only when the step is valid, back, cancel and save', async ({ page }) => {
    await openBranch(page)
    await productButton(page, 'Bowl zum Selbermachen').click()
    const step = dialog(page).getByTestId('item-step')
    const next = dialog(page).getByRole('button', { name: 'Weiter' })
    const back = dialog(page).getByRole('button', { name: 'Zurück' })
    const cancel = dialog(page).getByRole('button', { name: 'Abbrechen' })
    const save = dialog(page).getByRole('button', { name: 'In den Warenkorb' })

    await expect(step).toHaveText('Schritt 1 von 3')
    await expect(cancel).toBeVisible()
    await expect(back).toHaveCount(0)
    await expect(next).toBeDisabled()
    await expect(save).toBeDisabled()

    await dialog(page).getByRole('button', { name: 'Reis' }).click()
    await expect(next).toBeEnabled()
    await next.click()
    await expect(step).toHaveText('Schritt 2 von 3')
    await expect(cancel).toHaveCount(0)
    await expect(back).toBeVisible()
    await expect(next).toBeDisabled()
    await dialog(page).getByRole('button', { name: /Huhn/ }).click()
    // A required select keeps its option when clicked again.
    await dialog(page).getByRole('button', { name: /Huhn/ }).click()
    await expect(dialog(page).getByRole('button', { name: /Huhn/ })).toHaveAttribute('aria-pressed', 'true')
    await next.click()
    await expect(step).toHaveText('Schritt 3 von 3')
    await expect(next).toHaveCount(0)
    await expect(save).toBeDisabled()
    await dialog(page).getByRole('button', { name: /Avocado/ }).click()
    await expect(save).toBeEnabled()
    await expect(dialog(page).getByTestId('item-price')).toContainText('16,90 €')

    await back.click()
    await expect(step).toHaveText('Schritt 2 von 3')
    await expect(dialog(page).getByRole('button', { name: /Huhn/ })).toHaveAttribute('aria-pressed', 'true')
    await save.click()
    await expect(page.getByRole('status')).toContainText(ADDED)
    await expect(page.getByTestId('cart-total')).toContainText('16,90 €')
  })

  test('cart panel: collapse rules, editing an item in its slot, removing the last item', async ({ page }) => {
    await openBranch(page)
    await cartToggle(page).click()
    await expect(cartToggle(page)).toHaveAttribute('aria-expanded', 'false')
    await expect(cartPanel(page)).toContainText(EMPTY)

    await addProduct(page, 'Apfelstrudel')
    await addProduct(page, 'Sachertorte')
    await expandCart(page)
    await expect(page.getByTestId('cart-line')).toHaveCount(2)

    await cartPanel(page).getByRole('button', { name: 'Apfelstrudel bearbeiten' }).click()
    await expect(dialog(page).getByRole('textbox', { name: 'Menge' })).toHaveValue('1')
    await dialog(page).getByRole('textbox', { name: 'Menge' }).fill('3')
    await dialog(page).getByRole('textbox', { name: 'Menge' }).press('Enter')
    await dialog(page).getByRole('button', { name: 'Änderungen übernehmen' }).click()
    await expect(page.getByTestId('cart-line')).toHaveCount(2)
    await expect(page.getByTestId('cart-line').first()).toContainText('3 Stk. Apfelstrudel')
    await expect(page.getByTestId('cart-count')).toHaveText('4 Artikel')
    await expect(page.getByTestId('cart-total')).toContainText('23,90 €')

    await cartToggle(page).click()
    await expect(cartToggle(page)).toHaveAttribute('aria-expanded', 'false')
    await expandCart(page)
    await cartPanel(page).getByRole('button', { name: 'Sachertorte aus dem Warenkorb entfernen' }).click()
    await expect(cartToggle(page)).toHaveAttribute('aria-expanded', 'true')
    await cartPanel(page).getByRole('button', { name: 'Apfelstrudel aus dem Warenkorb entfernen' }).click()
    await expect(cartToggle(page)).toHaveAttribute('aria-expanded', 'false')
    await expect(cartPanel(page)).toContainText(EMPTY)
    await expect(cartPanel(page).getByRole('button', { name: 'Zur Kasse' })).toBeDisabled()
  })

  test('delivery: the choice is kept for the branch, minimum order and free delivery hint', async ({ page }) => {
    await openBranch(page)
    const delivery = page.getByRole('button', { name: 'Lieferung', exact: true })
    await delivery.click()
    await expect(delivery).toHaveAttribute('aria-pressed', 'true')
    await addProduct(page, 'Frittatensuppe')
    await expect(page.getByTestId('minimum-order')).toContainText('Sie haben den Mindestbestellwert in Höhe von 15,00 € leider noch nicht erreicht.')
    await expect(page.getByTestId('minimum-order')).toContainText('Fügen Sie Waren im Wert von mindestens 9,80 € hinzu oder wählen Sie eine andere Art der Lieferung.')
    await expect(cartPanel(page).getByRole('button', { name: 'Zur Kasse' })).toBeDisabled()
    await expandCart(page)
    await expect(page.getByTestId('free-delivery-hint')).toHaveText('Kostenlose Lieferung ab 35,00 €.')

    await addProduct(page, 'Tafelspitz')
    await expect(page.getByTestId('minimum-order')).toHaveCount(0)
    await expect(page.getByTestId('cart-total')).toContainText('31,60 €')
    await expect(cartPanel(page).getByRole('link', { name: 'Zur Kasse' })).toBeVisible()

    await page.reload()
    await whenInteractive(page)
    await expect(page.getByRole('button', { name: 'Lieferung', exact: true })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByTestId('cart-count')).toHaveText('2 Artikel')
    await page.getByRole('button', { name: 'Abholung', exact: true }).click()
    await expect(page.getByTestId('cart-total')).toContainText('28,70 €')
  })

  test('category bar scrolls to a group and marks it; the page passes the axe scan', async ({ page }, testInfo) => {
    await openBranch(page)
    const bar = page.getByRole('navigation', { name: 'Kategorien' })
    await bar.getByRole('link', { name: 'Getränke' }).click()
    await expect(bar.getByRole('link', { name: 'Getränke' })).toHaveAttribute('aria-current', 'true')
    await expect(page.getByRole('heading', { name: 'Getränke', level: 2 })).toBeInViewport()
    await expectNoSeriousA11yViolations(page, testInfo)
  })

  test('scrolled down, the arrow to the top stays above the cart bar and leaves "Zur Kasse" free', async ({ page }) => {
    await openBranch(page)
    await addProduct(page, 'Frittatensuppe')
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    const arrow = page.getByRole('button', { name: 'Nach oben' })
    await expect(arrow).toBeVisible()
    const checkout = cartPanel(page).getByRole('link', { name: 'Zur Kasse' })
    const [arrowBox, checkoutBox] = [await arrow.boundingBox(), await checkout.boundingBox()]
    // on phones the cart is a bar fixed to the bottom; on wide screens a column beside the menu
    const overlaps = arrowBox!.x < checkoutBox!.x + checkoutBox!.width && checkoutBox!.x < arrowBox!.x + arrowBox!.width
      && arrowBox!.y < checkoutBox!.y + checkoutBox!.height && checkoutBox!.y < arrowBox!.y + arrowBox!.height
    expect(overlaps).toBe(false)
    await checkout.click()
    await expect(page).toHaveURL(/\/store\/wien-mariahilf\/checkout$/)
  })
})

test.describe('branch page on a branch of this run', () => {
  let headers: Record<string, string>
  const created: { collection: string; id: number }[] = []
  const identifiers = { open: `test-offen-${suffix}`, closed: `test-zu-${suffix}` }

  async function create(request: APIRequestContext, collection: string, data: unknown): Promise<{ id: number }> {
    let response = await request.post(`/api/${collection}`, { headers, data })
    if (response.status() === 403) {
      // Another run may have ended the admin's sessions meanwhile: sign in again once.
      headers = await adminHeaders(request)
      response = await request.post(`/api/${collection}`, { headers, data })
    }
    expect(response.status(), `${collection}: ${await response.text()}`).toBe(201)
    const { doc } = (await response.json()) as { doc: { id: number } }
    created.push({ collection, id: doc.id })
    return doc
  }

  test.beforeAll(async ({ request }) => {
    test.setTimeout(150_000)
    headers = await adminHeaders(request)
    const branchData = { isEnabled: true, isPublic: true, isTakeawayEnabled: true, street: 'Testgasse 1', zipCode: '1070', city: 'Wien' }
    const open = await create(request, 'branches', {
      ...branchData, name: `Testfiliale offen ${suffix}`, identifier: identifiers.open,
      openingHours: [{ type: 'daily', from: '00:00', to: '00:00' }],
    })
    const closed = await create(request, 'branches', {
      ...branchData, name: `Testfiliale zu ${suffix}`, identifier: identifiers.closed, isPreorderEnabled: true,
      closedMessage: 'Wir sind auf Betriebsurlaub.',
      openingHours: [{ type: 'daily', isClosed: true }],
    })
    const product = await create(request, 'products', {
      name: `Fotodruck ${suffix}`, uid: `BR-${suffix}`, catalogue: 'menu', type: 'configurable', unit: 'amount',
      price: 12, tax: 20, takeawayTax: 20, dineInTax: 20, isEnabled: true, isPublic: true,
      config: { parts: [
        { name: 'Format', type: 'select', optional: true, options: [{ name: 'A3', modifier: 'add', value: 3 }, { name: 'A5', modifier: 'subtract', value: 2 }] },
        { name: 'Druckdateien', type: 'files', optional: false },
      ] },
    })
    const hidden = await create(request, 'products', {
      name: `Saisonware ${suffix}`, uid: `BR-${suffix}-aus`, catalogue: 'menu', type: 'simple', unit: 'amount', price: 5,
      isEnabled: false, isVisibleWhenUnavailable: true, isPublic: true,
    })
    const category = await create(request, 'categories', { name: `Druckerei ${suffix}`, isEnabled: true })
    await create(request, 'menus', {
      name: `Testkarte ${suffix}`, availableFrom: new Date(Date.now() - 86_400_000).toISOString(), branches: [open.id, closed.id],
      catalog: [{ category: category.id, products: [product.id, hidden.id] }],
    })
  })

  test.afterAll(async ({ request }) => {
    test.setTimeout(150_000)
    for (const { collection, id } of created.reverse()) await request.delete(`/api/${collection}/${id}`, { headers })
  })

  test('open around the clock; optional select deselects; file upload part; greyed-out product cannot be ordered', async ({ page }) => {
    await openBranch(page, `/store/${identifiers.open}`)
    await expect(page.getByTestId('branch-open-state')).toHaveText('Geöffnet')
    await expect(page.getByTestId('branch-closed-notice')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Abholung', exact: true })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('button', { name: 'Lieferung', exact: true })).toHaveCount(0)

    const greyed = page.getByTestId('product-card').filter({ hasText: `Saisonware ${suffix}` })
    await expect(greyed).toContainText('Derzeit nicht verfügbar')
    await expect(greyed).toHaveAttribute('aria-disabled', 'true')
    await expect(page.getByRole('button', { name: new RegExp(`Saisonware ${suffix}`) })).toHaveCount(0)

    await productButton(page, `Fotodruck ${suffix}`).click()
    const save = dialog(page).getByRole('button', { name: 'In den Warenkorb' })
    const a3 = dialog(page).getByRole('button', { name: /A3/ })
    await a3.click()
    await expect(a3).toHaveAttribute('aria-pressed', 'true')
    await expect(dialog(page).getByTestId('item-price')).toContainText('15,00 €')
    await a3.click()
    await expect(a3).toHaveAttribute('aria-pressed', 'false')
    await expect(dialog(page).getByTestId('item-price')).toContainText('12,00 €')
    await expect(save).toBeDisabled()

    await dialog(page).getByLabel('Dateien auswählen').setInputFiles([
      { name: 'motiv.png', mimeType: 'image/png', buffer: PNG },
      { name: 'liste.txt', mimeType: 'text/plain', buffer: Buffer.from('Bitte 2 Stück drucken.') },
    ])
    await expect(dialog(page).getByRole('button', { name: 'motiv.png entfernen' })).toBeVisible(UPLOAD_TIMEOUT)
    await expect(dialog(page).getByRole('button', { name: 'liste.txt entfernen' })).toBeVisible(UPLOAD_TIMEOUT)
    await expect(save).toBeEnabled()
    await dialog(page).getByRole('button', { name: 'liste.txt entfernen' }).click()
    await expect(save).toBeEnabled()
    await dialog(page).getByRole('button', { name: 'motiv.png entfernen' }).click()
    await expect(save).toBeDisabled()
    await dialog(page).getByLabel('Dateien auswählen').setInputFiles({ name: 'programm.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ\u0090\u0000binary') })
    await expect(dialog(page).getByRole('alert')).toHaveText(refusal('programm.exe'), UPLOAD_TIMEOUT)
    await dialog(page).getByLabel('Dateien auswählen').setInputFiles({ name: 'motiv.png', mimeType: 'image/png', buffer: PNG })
    await expect(save).toBeEnabled(UPLOAD_TIMEOUT)
    await save.click()
    await expect(page.getByRole('status')).toContainText(ADDED)
    await expect(page.getByTestId('cart-total')).toContainText('12,00 €')
  })

  test('closed without a next opening: closed texts, closedMessage and the preorder hint', async ({ page }, testInfo) => {
    await openBranch(page, `/store/${identifiers.closed}`)
    await expect(page.getByTestId('branch-open-state')).toHaveText('Geschlossen')
    const notice = page.getByTestId('branch-closed-notice')
    await expect(notice).toContainText('Derzeit haben wir leider geschlossen.')
    await expect(notice).toContainText('Wir sind auf Betriebsurlaub.')
    await expect(notice).toContainText('Sie können aber gerne für einen späteren Zeitpunkt vorbestellen.')
    await screenshotForReview(page, 'branch-closed')
    await expectNoSeriousA11yViolations(page, testInfo)
  })

  test('an unknown branch answers the 404 page', async ({ page }) => {
    const response = await page.goto(`/store/gibt-es-nicht-${suffix}`)
    expect(response?.status()).toBe(404)
  })
})
