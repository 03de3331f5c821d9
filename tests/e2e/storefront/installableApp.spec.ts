import { expect, test, type Page } from '@playwright/test'

import { acceptRequiredConsent, adminHeaders } from '../support/storefront'

/**
 * The installable app (issue 26 §2.2, ordering-storefront.md section 2): with the app plugin on,
 * every page links the web app manifest, the storefront's service worker runs, and 'App
 * installieren' appears in the footer once the browser offers installation. The browser's offer
 * is simulated: a `beforeinstallprompt` event with a `prompt()` method, as Chromium sends it.
 */

test.describe.configure({ mode: 'serial', timeout: 120_000 })

let pluginBefore: boolean | null = null

async function setAppPlugin(request: import('@playwright/test').APIRequestContext, enabled: boolean): Promise<void> {
  const response = await request.post('/api/globals/config', { headers: await adminHeaders(request), data: { enablePluginPWA: enabled } })
  expect(response.ok()).toBeTruthy()
}

test.beforeAll(async ({ request }) => {
  const config = (await (await request.get('/api/globals/config?depth=0')).json()) as { enablePluginPWA?: boolean | null }
  pluginBefore = config.enablePluginPWA === true
  await setAppPlugin(request, true)
})

test.afterAll(async ({ request }) => {
  await setAppPlugin(request, pluginBefore === true)
})

/** What Chromium sends when the app may be installed; `prompt()` records that it was called. */
async function offerInstallation(page: Page): Promise<void> {
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt?: () => Promise<void>; userChoice?: Promise<unknown> }
    event.prompt = () => {
      ;(window as unknown as { installPrompted: number }).installPrompted = ((window as unknown as { installPrompted?: number }).installPrompted ?? 0) + 1
      return Promise.resolve()
    }
    event.userChoice = Promise.resolve({ outcome: 'accepted' })
    window.dispatchEvent(event)
  })
}

test('the manifest is linked and describes the app in German with the theme colour and its icons', async ({ page, request }) => {
  await expect(async () => {
    await page.goto('/')
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest', { timeout: 1_000 })
  }).toPass({ timeout: 30_000 })

  const response = await request.get('/manifest.webmanifest')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('application/manifest+json')
  const manifest = (await response.json()) as Record<string, unknown> & { icons: { src: string; sizes: string; purpose: string }[] }
  expect(manifest).toMatchObject({ lang: 'de', start_url: '/', display: 'standalone', name: 'Alpenküche', short_name: 'Alpenküche' })
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{3,6}$/i)
  expect(manifest.icons.map((icon) => [icon.sizes, icon.purpose])).toEqual([['192x192', 'any'], ['512x512', 'any'], ['512x512', 'maskable']])
  for (const icon of manifest.icons) {
    const png = await request.get(icon.src)
    expect(png.status()).toBe(200)
    expect(png.headers()['content-type']).toBe('image/png')
  }
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color as string)
})

test("the storefront's service worker runs at /, and 'App installieren' appears when the browser offers installation", async ({ page }) => {
  await page.goto('/')
  await acceptRequiredConsent(page)
  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    return { script: registration.active?.scriptURL ?? '', scope: registration.scope }
  })
  expect(new URL(worker.script).pathname).toBe('/storefront-sw.js')
  expect(new URL(worker.scope).pathname).toBe('/')

  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('button', { name: 'App installieren' })).toHaveCount(0)
  await offerInstallation(page)
  const install = footer.getByRole('button', { name: 'App installieren' })
  await expect(install).toBeVisible()
  await install.click()
  expect(await page.evaluate(() => (window as unknown as { installPrompted?: number }).installPrompted)).toBe(1)
  // the browser's offer is used up by the dialog
  await expect(install).toHaveCount(0)
})

test('in the self-service context the footer offers no installation', async ({ page }) => {
  await page.goto('/?context=self-service')
  await page.getByRole('dialog', { name: 'Tippen um zu bestellen' }).getByRole('button').click()
  await acceptRequiredConsent(page)
  await offerInstallation(page)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'App installieren' })).toHaveCount(0)
})

test('without the app plugin there is no manifest and the worker is unregistered', async ({ page, request }) => {
  await page.goto('/')
  await acceptRequiredConsent(page)
  await page.evaluate(async () => navigator.serviceWorker.ready)
  await setAppPlugin(request, false)
  await expect(async () => {
    expect((await request.get('/manifest.webmanifest')).status()).toBe(404)
  }).toPass({ timeout: 30_000 })
  await expect(async () => {
    await page.goto('/')
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(0, { timeout: 1_000 })
  }).toPass({ timeout: 30_000 })
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0)
  await offerInstallation(page)
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'App installieren' })).toHaveCount(0)
})
