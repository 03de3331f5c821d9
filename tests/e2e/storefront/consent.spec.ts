import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test'

import { consentServicesFromList, consentVersion, type ConsentServiceRow, type ConsentServices, type StoredConsent } from '@/src/domain/consent'
import { adminHeaders, expectNoSeriousA11yViolations, screenshotForReview } from '../support/storefront'

/**
 * Consent modal and analytics queue (ordering-storefront.md sections 2, 4, 7 and 9), on the 404
 * page of unique paths (the shell is the same on every storefront page).
 */

const uniquePath = (name: string) => `/e2e-${name}-${Date.now()}`
const modal = (page: Page) => page.getByRole('dialog', { name: 'Datenschutz-Einstellungen' })

async function currentServices(request: APIRequestContext): Promise<{ services: ConsentServices; rows: ConsentServiceRow[] }> {
  const response = await request.get('/api/globals/config?depth=0')
  expect(response.ok()).toBeTruthy()
  const rows = ((await response.json()) as { consentServices: ConsentServiceRow[] }).consentServices
  return { services: consentServicesFromList(rows), rows }
}

const storedConsent = (page: Page) =>
  page.evaluate(() => JSON.parse(window.localStorage.getItem('gastro.consent') ?? 'null') as StoredConsent | null)

const enabledServices = (consent: StoredConsent | null) =>
  Object.entries(consent?.settings ?? {}).filter(([, on]) => on).map(([id]) => id).sort()

/** The configuration to put back after a test changed it (also after a timeout). */
let configToRestore: ConsentServiceRow[] | null = null

test.afterEach(async ({ request }) => {
  if (!configToRestore) return
  const response = await request.post('/api/globals/config', { headers: await adminHeaders(request), data: { consentServices: configToRestore } })
  expect(response.ok()).toBeTruthy()
  configToRestore = null
})

test.describe('consent modal', () => {
  // the shared development server is busy with every area's tests
  test.describe.configure({ timeout: 120_000 })

  test('appears on the first visit; "Nur notwendige akzeptieren" stores only the required services', async ({ page, request }) => {
    const { services } = await currentServices(request)
    await page.goto(uniquePath('consent'))
    const dialog = modal(page)
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Nur notwendige akzeptieren' })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Alle akzeptieren' })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Einstellungen', exact: true })).toBeVisible()
    await screenshotForReview(page, 'consent-modal')

    const before = Date.now()
    await dialog.getByRole('button', { name: 'Nur notwendige akzeptieren' }).click()
    await expect(dialog).toBeHidden()
    const stored = await storedConsent(page)
    expect(enabledServices(stored)).toEqual(['essential'])
    expect(Object.keys(stored?.settings ?? {}).sort()).toEqual(Object.keys(services).sort())
    expect(stored?.version).toBe(consentVersion(services))
    expect(Date.parse(stored?.timestamp ?? '')).toBeGreaterThanOrEqual(before - 1000)

    // the consent cookie is set for 3650 days; Chromium caps every cookie at 400 days
    const cookie = (await page.context().cookies()).find((entry) => entry.name === 'consent')
    expect(cookie).toBeDefined()
    expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(399 * 24 * 60 * 60 * 1000)

    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(modal(page)).toBeHidden()
  })

  test('"Alle akzeptieren" switches every service on', async ({ page, request }) => {
    const { services } = await currentServices(request)
    await page.goto(uniquePath('consent'))
    await modal(page).getByRole('button', { name: 'Alle akzeptieren' }).click()
    await expect(modal(page)).toBeHidden()
    const stored = await storedConsent(page)
    expect(enabledServices(stored)).toEqual(Object.keys(services).sort())
    expect(enabledServices(stored)).toEqual(['chat', 'essential', 'linkedInFeed', 'map', 'pixel', 'tag'])
    expect(stored?.version).toBe(consentVersion(services))
  })

  test('"Auswahl speichern" in the settings view stores the toggles; required services stay locked on', async ({ page, request }, testInfo) => {
    const { services } = await currentServices(request)
    await page.goto(uniquePath('consent'))
    const dialog = modal(page)
    await dialog.getByRole('button', { name: 'Einstellungen', exact: true }).click()
    const essential = dialog.getByRole('switch', { name: 'Notwendige Cookies' })
    await expect(essential).toBeChecked()
    await expect(essential).toBeDisabled()
    await expect(dialog.getByText('Immer aktiv', { exact: true })).toBeVisible()
    await screenshotForReview(page, 'consent-settings')
    await expectNoSeriousA11yViolations(page, testInfo)
    const pixel = dialog.getByRole('switch', { name: 'Meta Pixel' })
    await expect(pixel).not.toBeChecked()
    await pixel.check()
    await dialog.getByRole('button', { name: 'Auswahl speichern' }).click()
    await expect(dialog).toBeHidden()
    const stored = await storedConsent(page)
    expect(enabledServices(stored)).toEqual(['essential', 'pixel'])
    expect(stored?.version).toBe(consentVersion(services))

    // the footer reopens it with the stored choice
    await page.getByRole('contentinfo').getByRole('button', { name: 'Datenschutz-Einstellungen' }).click()
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Einstellungen', exact: true }).click()
    await expect(dialog.getByRole('switch', { name: 'Meta Pixel' })).toBeChecked()
    await expect(dialog.getByRole('switch', { name: /Google Tag Manager/ })).not.toBeChecked()
  })

  test('the privacy link minimises the modal and the maximise control restores it', async ({ page }) => {
    await page.goto(uniquePath('consent'))
    const dialog = modal(page)
    await dialog.getByRole('link', { name: 'Datenschutzerklärung' }).click()
    await expect(page).toHaveURL(/\/site\/privacy$/, { timeout: 30_000 })
    await expect(dialog).toBeHidden()
    const restore = page.getByRole('button', { name: 'Datenschutz-Einstellungen öffnen' })
    await restore.click()
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(restore).toBeVisible()
    await restore.click()
    await dialog.getByRole('button', { name: 'Nur notwendige akzeptieren' }).click()
    await expect(dialog).toBeHidden()
    await expect(restore).toBeHidden()
  })

  test('a changed service configuration asks again; scripts load only after their consent', async ({ page, request }) => {
    const headers = await adminHeaders(request)
    const { rows: original } = await currentServices(request)
    await page.goto(uniquePath('consent'))
    await modal(page).getByRole('button', { name: 'Nur notwendige akzeptieren' }).click()
    const decided = await storedConsent(page)
    await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Chat aktivieren' })).toHaveCount(0)

    // a tag manager id and a chat widget are configured: a new configuration, a new version
    const changed = original.map((row) =>
      row.key === 'tag' ? { ...row, scriptId: 'G-E2ETEST' } : row.key === 'chat' ? { ...row, scriptId: 'e2etest/default' } : row)
    await page.route(/googletagmanager\.com|embed\.tawk\.to|connect\.facebook\.net/, (route) => route.abort())
    configToRestore = original // put back in afterEach, also after a failure
    const update = await request.post('/api/globals/config', { headers, data: { consentServices: changed } })
    expect(update.status(), await update.text()).toBe(200)
    const { services } = await currentServices(request)
    expect(consentVersion(services)).not.toBe(decided?.version)

    await page.reload()
    const dialog = modal(page)
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Nur notwendige akzeptieren' }).click()
    await expect(dialog).toBeHidden()
    expect((await storedConsent(page))?.version).toBe(consentVersion(services))
    await expect(page.locator('script#consent-tag-manager')).toHaveCount(0)
    await expect(page.locator('script#consent-chat-widget')).toHaveCount(0)

    // 'Chat aktivieren' while chat consent is missing: loads the widget and keeps the rest
    const footer = page.getByRole('contentinfo')
    await footer.getByRole('button', { name: 'Chat aktivieren' }).click()
    await expect(page.locator('script#consent-chat-widget')).toHaveAttribute('src', 'https://embed.tawk.to/e2etest/default')
    await expect(footer.getByRole('button', { name: 'Chat aktivieren' })).toHaveCount(0)
    expect(enabledServices(await storedConsent(page))).toEqual(['chat', 'essential'])
    await expect(page.locator('script#consent-tag-manager')).toHaveCount(0)

    // accepting the tag service loads it and grants the storage permissions
    await footer.getByRole('button', { name: 'Datenschutz-Einstellungen' }).click()
    await dialog.getByRole('button', { name: 'Alle akzeptieren' }).click()
    await expect(page.locator('script#consent-tag-manager')).toHaveAttribute('src', 'https://www.googletagmanager.com/gtag/js?id=G-E2ETEST')
    const consentCommands = await page.evaluate(() =>
      (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)).filter((entry) => entry[0] === 'consent' || entry[0] === 'config'))
    expect(consentCommands).toEqual([
      ['consent', 'default', expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied', security_storage: 'granted' })],
      ['consent', 'update', expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'granted', security_storage: 'granted' })],
      ['config', 'G-E2ETEST', { anonymize_ip: true, send_page_view: false }],
      ['consent', 'update', expect.objectContaining({ analytics_storage: 'granted' })],
    ])
    const restore = await request.post('/api/globals/config', { headers, data: { consentServices: original } })
    expect(restore.ok()).toBeTruthy()
    configToRestore = null
    // back to the configuration the first decision was made on: that decision counts again
    await page.evaluate((consent) => window.localStorage.setItem('gastro.consent', JSON.stringify(consent)), decided)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(modal(page)).toBeHidden()
  })
})

test.describe('analytics queue', () => {
  test.describe.configure({ timeout: 120_000 })
  const isLogPost = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/analytics-log'

  test('nothing is sent before consent; afterwards device init, page views and the consent update arrive', async ({ page, request }) => {
    const path = uniquePath('analytics')
    const sent: { category: string; type: string; name: string; sessionId?: string; data: Record<string, unknown> }[] = []
    page.on('request', (entry) => {
      if (isLogPost(entry)) sent.push(entry.postDataJSON())
    })

    await page.goto(path)
    await expect(modal(page)).toBeVisible()
    await page.waitForTimeout(2500) // more than two flush intervals
    expect(sent).toEqual([])
    // No analytics session exists before the decision either.
    expect(await page.evaluate(() => window.sessionStorage.getItem('analytics-session'))).toBeNull()

    const firstPost = page.waitForRequest(isLogPost)
    await modal(page).getByRole('button', { name: 'Nur notwendige akzeptieren' }).click()
    await firstPost
    // sent one after the other; each call may take a while on the busy development server
    await expect.poll(() => sent.map((entry) => `${entry.category}/${entry.type}`).sort(), { timeout: 45_000 })
      .toEqual(['consent/update', 'device/init', 'navigation/page-view'])

    const device = sent.find((entry) => entry.category === 'device')
    expect(device?.name).toBe('device-init')
    expect(Object.keys(device?.data ?? {})).toEqual(expect.arrayContaining([
      'language', 'languages', 'userAgent', 'documentReferrer', 'screenWidth', 'screenHeight', 'screenAvailWidth', 'screenAvailHeight',
      'windowInnerWidth', 'windowInnerHeight', 'windowDevicePixelRatio', 'orientation', 'darkMode',
    ]))
    expect(device?.data.language).toBe('de-AT')
    expect(['portrait', 'landscape']).toContain(device?.data.orientation)
    expect(typeof device?.data.darkMode).toBe('boolean')
    expect(sent.find((entry) => entry.category === 'navigation')?.data).toMatchObject({ source: 'router', path })
    expect(sent.find((entry) => entry.category === 'consent')).toMatchObject({ name: 'required', data: { settings: { essential: true, tag: false } } })
    // Every entry of the tab carries its one random session (visitors are counted by it, not by address).
    expect(new Set(sent.map((entry) => entry.sessionId)).size).toBe(1)
    expect(sent[0].sessionId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)

    // a client-side navigation reports a page view with source 'router'
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Downloads' })
    const pageView = page.waitForRequest((entry) => isLogPost(entry) && (entry.postDataJSON() as { data?: { path?: string } }).data?.path === '/downloads', { timeout: 60_000 })
    await footerLink.click()
    expect((await pageView).postDataJSON()).toMatchObject({ category: 'navigation', type: 'page-view', data: { source: 'router' } })

    // the analytics-logs collection holds them (admins read it)
    const headers = await adminHeaders(request)
    await expect.poll(async () => {
      const response = await request.get(`/api/analytics-logs?depth=0&limit=20&where[path][equals]=${encodeURIComponent(path)}`, { headers })
      const docs = ((await response.json()) as { docs: { category: string; name: string }[] }).docs
      return docs.map((doc) => `${doc.category}:${doc.name}`).sort()
    }, { timeout: 30_000 }).toEqual(['consent:required', 'device:device-init', `navigation:${path}`])
  })
})
