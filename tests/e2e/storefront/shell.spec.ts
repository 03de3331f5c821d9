import { expect, test, type Page } from '@playwright/test'

import { E2E_ADMIN } from '../support/accounts'
import { expectNoSeriousA11yViolations, screenshotForReview } from '../support/storefront'

/** A path no route matches: the storefront's 404 page inside the shared layout. */
const unknownPath = () => `/e2e-gibt-es-nicht-${Date.now()}`

async function dismissConsent(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Nur notwendige akzeptieren' })
  await button.click()
  await expect(page.getByRole('dialog', { name: 'Datenschutz-Einstellungen' })).toBeHidden()
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 1250

/**
 * Signs the admin in through /backend/login like support/backoffice.ts does, but waits longer for
 * the dashboard (the back office renders slowly on a busy development server). The back office is
 * a desktop tool (see playwright.config.ts): on the phone the same session cookie comes from
 * Payload's login call instead.
 */
async function signInAsAdmin(page: Page): Promise<void> {
  if (isPhone(page)) {
    const response = await page.request.post('/api/users/login', { data: E2E_ADMIN })
    expect(response.ok()).toBeTruthy()
    return
  }
  await page.goto('/backend/login')
  await page.getByLabel('E-Mail').fill(E2E_ADMIN.email)
  await page.getByLabel('Passwort').fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Anmelden' }).click()
  await expect(page).toHaveURL(/\/backend\/?$/, { timeout: 60_000 })
}

/** Opens the burger menu on narrow screens; the navigation is always visible on desktop. */
async function mainNavigation(page: Page) {
  if (isPhone(page)) await page.getByRole('button', { name: 'Menü öffnen' }).click()
  return page.getByRole('navigation', { name: 'Hauptnavigation' })
}

test.describe('storefront shell', () => {
  // the shared development server is busy with every area's tests
  test.describe.configure({ timeout: 120_000 })

  test('the 404 page shows its texts, breadcrumbs, title and a way back, and passes axe', async ({ page }, testInfo) => {
    const response = await page.goto(unknownPath())
    expect(response?.status()).toBe(404)
    await dismissConsent(page)
    await expect(page).toHaveTitle('Seite nicht gefunden - Alpenküche')
    const main = page.locator('main#main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Sieht so aus als wäre diese Seite nicht verfügbar.')
    await expect(main.getByText('Leider wurde die angeforderte Seite nicht gefunden.')).toBeVisible()

    const breadcrumbs = page.getByRole('navigation', { name: 'Brotkrümelnavigation' })
    await expect(breadcrumbs.getByRole('listitem')).toHaveText(['Home', 'Seite nicht gefunden'])
    await expect(breadcrumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
    await expect(breadcrumbs.getByText('Seite nicht gefunden')).toHaveAttribute('aria-current', 'page')

    await screenshotForReview(page, 'not-found')
    await expectNoSeriousA11yViolations(page, testInfo)

    await expect(main.getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute('href', '/')
  })

  test('header: shop name, search, cart and login actions, main navigation with the Shop item', async ({ page }) => {
    await page.goto(unknownPath())
    await dismissConsent(page)
    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: /^Alpenküche/ })).toHaveAttribute('href', '/')
    await expect(header.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/backend/login')
    await expect(header.getByRole('link', { name: 'Warenkorb' })).toHaveAttribute('href', '/')

    const search = header.getByRole('button', { name: 'Suche', exact: true })
    await expect(search).toHaveAttribute('aria-expanded', 'false')
    await search.click()
    await expect(search).toHaveAttribute('aria-expanded', 'true')
    await page.getByRole('combobox', { name: 'Filialen suchen' }).fill('Graz')
    await page.getByRole('button', { name: 'Suchen', exact: true }).click()
    await expect(page).toHaveURL(/\/\?q=Graz$/)

    await page.goto(unknownPath())
    const nav = await mainNavigation(page)
    await expect(nav.getByRole('link', { name: 'Startseite' })).toHaveAttribute('href', '/')
    await expect(nav.getByRole('link', { name: 'Über uns' })).toHaveAttribute('href', '/ueber-uns')
    // sub-items open on hover/focus on desktop and are listed in the burger menu
    await expect(nav.getByRole('link', { name: 'Catering', includeHidden: true })).toHaveAttribute('href', '/leistungen/catering')
    await expect(nav.getByRole('link', { name: /^WKO/ })).toHaveAttribute('target', '_blank')
    // the first branch (Wien Mariahilf) is enabled and public: 'Shop' is appended last
    const shop = nav.getByRole('link', { name: 'Shop' })
    await expect(shop).toHaveAttribute('href', '/store/wien-mariahilf')
    await expect(nav.locator(':scope > ul > li').last()).toHaveText('Shop')
  })

  test('the navigation marks the active position and the cart action follows the last used branch', async ({ page }) => {
    await page.goto('/leistungen/catering')
    await dismissConsent(page)
    const nav = await mainNavigation(page)
    const catering = nav.getByRole('link', { name: 'Catering', includeHidden: true })
    await expect(catering).toHaveAttribute('aria-current', 'page')
    await expect(catering).toHaveClass(/active/)
    // the parent carries the marker as 'child-active', the others none
    const services = nav.getByRole('link', { name: 'Leistungen', exact: true })
    await expect(services).toHaveClass(/childActive/)
    await expect(services).not.toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Startseite' })).not.toHaveClass(/active|childActive/)
    if (!isPhone(page)) {
      await services.hover()
      await expect(catering).toBeVisible()
    }

    // any page under a branch counts as using it (an unknown sub-path is enough here)
    await page.goto('/store/graz-lend/e2e-unbekannt')
    // remembered once the page is interactive
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('gastro.lastBranch'))).toBe('graz-lend')
    await page.goto(unknownPath())
    await expect(page.getByRole('banner').getByRole('link', { name: 'Warenkorb' })).toHaveAttribute('href', '/store/graz-lend')
  })

  test('burger menu below 1250 px: a button with aria-expanded, keyboard operable', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(unknownPath())
    await dismissConsent(page)
    const burger = page.getByRole('button', { name: 'Menü öffnen' })
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' })
    await expect(burger).toHaveAttribute('aria-expanded', 'false')
    await expect(nav).toBeHidden()

    await burger.focus()
    await page.keyboard.press('Enter')
    const close = page.getByRole('button', { name: 'Menü schließen' })
    await expect(close).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: 'Über uns' })).toBeVisible()
    await screenshotForReview(page, 'burger-menu')
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: 'Startseite' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(nav).toBeHidden()
    await expect(page.getByRole('button', { name: 'Menü öffnen' })).toHaveAttribute('aria-expanded', 'false')

    await page.setViewportSize({ width: 1280, height: 800 })
    await expect(nav).toBeVisible()
    await expect(page.getByRole('button', { name: 'Menü öffnen' })).toBeHidden()
  })

  test('footer: tagline, social links, contact, navigation, Österreich, legal links and privacy settings', async ({ page }) => {
    await page.goto(unknownPath())
    await dismissConsent(page)
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByText('Ehrliche Küche aus den Alpen – seit 1998.')).toBeVisible()
    await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://www.instagram.com/alpenkueche')
    const contact = footer.locator('address')
    await expect(contact).toContainText('Mariahilfer Straße 88')
    await expect(contact).toContainText('1070 Wien')
    await expect(contact).toContainText('Österreich')
    await expect(contact.getByRole('link', { name: '+43 1 5234567' })).toHaveAttribute('href', 'tel:+4315234567')
    await expect(footer.getByRole('navigation', { name: 'Fußzeilennavigation' }).getByRole('link', { name: 'Downloads' })).toHaveAttribute('href', '/downloads')

    const legal = footer.getByRole('navigation', { name: 'Rechtliches' })
    await expect(legal.getByRole('link')).toHaveText(['AGB', 'Datenschutz', 'Impressum', 'Allergene'])
    for (const [name, href] of [['AGB', '/site/terms-and-conditions'], ['Datenschutz', '/site/privacy'], ['Impressum', '/site/imprint'], ['Allergene', '/site/allergens']]) {
      await expect(legal.getByRole('link', { name })).toHaveAttribute('href', href)
    }
    // three branches: no 'Online Bestellen'; no app plugin: no 'App installieren'
    await expect(footer.getByRole('link', { name: 'Online Bestellen' })).toHaveCount(0)
    await expect(footer.getByRole('button', { name: 'App installieren' })).toHaveCount(0)

    await footer.getByRole('button', { name: 'Datenschutz-Einstellungen' }).click()
    await expect(page.getByRole('dialog', { name: 'Datenschutz-Einstellungen' })).toBeVisible()
  })

  test('skip link and scroll-to-top arrow after 150 px', async ({ page }) => {
    await page.setViewportSize({ width: page.viewportSize()?.width ?? 1280, height: 420 })
    await page.goto(unknownPath())
    await dismissConsent(page)
    await page.reload()
    const skip = page.getByRole('link', { name: 'Zum Inhalt springen' })
    // the first stop of the page (the development server puts its tools portal before it)
    for (let tab = 0; tab < 3 && !(await skip.evaluate((link) => link === document.activeElement)); tab += 1) await page.keyboard.press('Tab')
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.locator('main#main')).toBeFocused()

    const arrow = page.getByRole('button', { name: 'Nach oben' })
    await page.evaluate(() => window.scrollTo(0, 100))
    await expect(arrow).toHaveCount(0)
    await page.evaluate(() => window.scrollTo(0, 200))
    await expect(arrow).toBeVisible()
    await arrow.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(arrow).toHaveCount(0)
  })

  test('administrators see their toolbar with name, version and back-office links; visitors do not', async ({ page }) => {
    test.slow() // the back office compiles and renders slowly on the development server
    await page.goto(unknownPath())
    await dismissConsent(page)
    await expect(page.locator('main#main h1')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Werkzeugleiste für Administratoren' })).toHaveCount(0)

    await signInAsAdmin(page)
    // the toolbar asks for the session in the browser; wait for that answer on a busy server
    const session = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/users/me', { timeout: 90_000 })
    await page.goto(unknownPath())
    expect(((await (await session).json()) as { user: { roles: string[] } | null }).user?.roles).toContain('ROLE_ADMIN')
    const toolbar = page.getByRole('region', { name: 'Werkzeugleiste für Administratoren' })
    await expect(toolbar).toContainText('Anna Gruber')
    await expect(toolbar).toContainText('Version 1.7.2-dev')
    await expect(toolbar.getByRole('link')).toHaveText(['Seiten', 'Dashboard', 'Navigationen', 'Backend', 'Abmelden'])
    const hrefs = await toolbar.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    // The spec's /backend#/… areas as the admin's own addresses (issue 26 §2.13): Payload ignores fragments.
    expect(hrefs).toEqual(['/backend/collections/sites', '/backend', '/backend/collections/navigations', '/backend', '/backend/logout'])
  })
})
