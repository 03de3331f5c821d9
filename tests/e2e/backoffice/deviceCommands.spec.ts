import { expect, test } from '@playwright/test'

import { signInToBackoffice } from '../support/backoffice'
import { acceptRequiredConsent, adminHeaders, screenshotForReview } from '../support/storefront'

/**
 * Device commands end to end (issue 24, item 6): in a time clock's form the manager sends a test
 * notification, which the tablet by the back door shows within seconds and reports done, and asks
 * for the tablet's log, which arrives as a text file of the device.
 */

const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

type Device = { id: number; accessToken: string; command?: { status?: string; message?: string }; deviceLog?: number | null }

test('the tablet shows the back office\'s test notification and sends its log on request', async ({ page, browser, request }) => {
  const headers = await adminHeaders(request)
  const branches = await request.get('/api/branches?depth=0&limit=1&where[isPublic][equals]=true', { headers })
  const branchId = ((await branches.json()) as { docs: { id: number }[] }).docs[0]!.id
  const created = await request.post('/api/devices', { headers, data: { identifier: `tablet-${suffix}`, name: `Tablet Hintereingang ${suffix}`, type: 'timeClock', branch: branchId } })
  expect(created.status()).toBe(201)
  const device = ((await created.json()) as { doc: Device }).doc
  const stored = async () => ((await (await request.get(`/api/devices/${device.id}?depth=0`, { headers })).json()) as Device)

  const tablet = await browser.newPage({ viewport: { width: 768, height: 1024 }, hasTouch: true })
  await tablet.goto(`/zeiterfassung/${device.accessToken}`)
  await acceptRequiredConsent(tablet)
  await expect(tablet.getByRole('heading', { level: 1, name: /^Zeiterfassung – / })).toBeVisible()

  await signInToBackoffice(page)
  await page.goto(`/backend/collections/devices/${device.id}`)
  const actions = page.getByRole('group', { name: 'Gerät testen' })
  await actions.getByRole('button', { name: 'Test-Benachrichtigung senden' }).click()
  await expect(page.getByText('Test-Benachrichtigung an das Gerät gesendet.')).toBeVisible()
  await expect(tablet.getByTestId('device-notice')).toHaveText('Test-Benachrichtigung aus dem Backoffice: Dieses Tablet empfängt Befehle.', { timeout: 5_000 })
  await expect.poll(async () => (await stored()).command).toMatchObject({ status: 'done', message: 'Auf dem Tablet angezeigt' })
  await page.reload()
  await expect(page.getByText('Erledigt')).toBeVisible()
  await screenshotForReview(page, 'backoffice-device-commands')

  await page.getByRole('group', { name: 'Gerät testen' }).getByRole('button', { name: 'Protokoll anfordern' }).click()
  await expect(page.getByText('Protokoll beim Gerät angefordert.')).toBeVisible()
  await expect.poll(async () => (await stored()).deviceLog ?? null, { timeout: 10_000 }).not.toBeNull()
  const upload = (await (await request.get(`/api/uploads/${(await stored()).deviceLog}?depth=0`, { headers })).json()) as { url: string; mimeType: string }
  expect(upload.mimeType).toBe('text/plain')
  const log = await (await request.get(upload.url, { headers })).text()
  expect(log).toContain('Browser: ')
  expect(log).toContain('Bildschirm: 768×1024')
  await tablet.close()
})
