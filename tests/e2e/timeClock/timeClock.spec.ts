import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { acceptRequiredConsent, adminHeaders, expectNoSeriousA11yViolations, screenshotForReview } from '../support/storefront'

/**
 * The shared time clock at /zeiterfassung/{token} on a 768 px touch tablet (issue 24, item 4): an
 * employee picks their name, types the PIN on the keypad, begins, pauses, resumes and ends work
 * with taps only, sees today's plan and balance, and the list returns after 20 seconds.
 */

// The tablet is set here, so the phone project leaves this folder out (playwright.config.ts).
test.use({ viewport: { width: 768, height: 1024 }, isMobile: true, hasTouch: true })

const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const FIRST = 'Tabea'
const LAST = `Tablett ${suffix}`
let token = ''

const viennaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna' }).format(new Date())

async function setUp(request: APIRequestContext): Promise<void> {
  const headers = await adminHeaders(request)
  const branches = await request.get('/api/branches?depth=0&limit=1&where[isPublic][equals]=true', { headers })
  const branchId = ((await branches.json()) as { docs: { id: number }[] }).docs[0]!.id
  const user = await request.post('/api/users', {
    headers,
    data: { email: `tabea.${suffix}@example.at`, password: 'Zeiterfassung-2026!', roles: ['ROLE_EMPLOYEE'], branches: [branchId], firstName: FIRST, lastName: LAST, username: `tabea.${suffix}`, timeClockPin: '2468' },
  })
  expect(user.status()).toBe(201)
  const userId = ((await user.json()) as { doc: { id: number } }).doc.id
  const shift = await request.post('/api/working-schedules', { headers, data: { user: userId, branch: branchId, date: `${viennaToday()}T12:00:00.000Z`, from: '08:00', to: '16:00' } })
  expect(shift.status()).toBe(201)
  const device = await request.post('/api/devices', { headers, data: { identifier: `uhr-${suffix}`, name: 'Zeiterfassung Hintereingang', type: 'timeClock', branch: branchId } })
  expect(device.status()).toBe(201)
  token = ((await device.json()) as { doc: { accessToken: string } }).doc.accessToken
}

/** Types the PIN on the keypad, tap by tap. */
async function typePin(page: Page, pin: string): Promise<void> {
  for (const digit of pin) await page.getByRole('button', { name: `Ziffer ${digit}`, exact: true }).tap()
  await page.getByRole('button', { name: 'Bestätigen' }).tap()
}

test('an employee clocks in, pauses, resumes and ends on the tablet, and the list returns after 20 seconds', async ({ page, request }) => {
  await setUp(request)
  await page.clock.install()
  const answer = await page.goto(`/zeiterfassung/${token}`)
  expect(answer?.status()).toBe(200)
  await acceptRequiredConsent(page)
  await expect(page.getByRole('heading', { name: 'Wer sind Sie?' })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Namen suchen' }).fill(suffix)
  await page.getByRole('button', { name: `${FIRST} ${LAST}` }).tap()

  await typePin(page, '1111')
  await expect(page.getByRole('region', { name: `PIN für ${FIRST} ${LAST}` }).getByRole('alert')).toHaveText('Die PIN ist falsch.')
  await typePin(page, '2468')
  const panel = page.getByRole('region', { name: `${FIRST} ${LAST}` })
  await expect(panel.getByText('Nicht eingestempelt')).toBeVisible()
  await expect(panel.getByText('Geplant: 08:00–16:00')).toBeVisible()
  await expect(panel.getByRole('button', { name: 'Pause' })).toHaveCount(0)

  await panel.getByRole('button', { name: 'Arbeit beginnen' }).tap()
  await expect(panel.getByRole('status')).toHaveText(/^Arbeit begonnen um \d\d:\d\d\.$/)
  await expect(panel.getByText(/^Arbeitet seit \d\d:\d\d$/)).toBeVisible()
  await panel.getByRole('button', { name: 'Pause' }).tap()
  await expect(panel.getByRole('status')).toHaveText(/^Pause seit \d\d:\d\d\.$/)
  await expect(panel.getByRole('button', { name: 'Arbeit beginnen' })).toHaveCount(0)
  await panel.getByRole('button', { name: 'Weiterarbeiten' }).tap()
  await expect(panel.getByRole('status')).toHaveText(/^Weiter seit \d\d:\d\d\.$/)
  await screenshotForReview(page, 'time-clock-running')
  await expectNoSeriousA11yViolations(page)
  await panel.getByRole('button', { name: 'Arbeit beenden' }).tap()
  await expect(panel.getByRole('status')).toHaveText(/^Arbeit beendet um \d\d:\d\d\.$/)
  await expect(panel.getByText('Nicht eingestempelt')).toBeVisible()
  await expect(panel.getByText('Saldo bis gestern')).toBeVisible()
  await expect(panel.getByText(/^\d+:\d\d h von 8:00 h$/)).toBeVisible()
  await expect(panel.getByText(/^[+−±]\d+:\d\d h$/).first()).toBeVisible()

  await page.clock.fastForward('00:21')
  await expect(page.getByRole('heading', { name: 'Wer sind Sie?' })).toBeVisible()
  await expect(panel).toHaveCount(0)
})

test('a person without PIN goes straight to the buttons, and "Fertig" returns to the list', async ({ page, request }) => {
  if (!token) await setUp(request)
  const headers = await adminHeaders(request)
  const device = await request.get(`/api/devices?depth=0&limit=1&where[accessToken][equals]=${token}`, { headers })
  const branchId = ((await device.json()) as { docs: { branch: number }[] }).docs[0]!.branch
  const user = await request.post('/api/users', {
    headers,
    data: { email: `nina.${suffix}@example.at`, password: 'Zeiterfassung-2026!', roles: ['ROLE_EMPLOYEE'], branches: [branchId], firstName: 'Nina', lastName: `Ohnepin ${suffix}`, username: `nina.${suffix}` },
  })
  expect(user.status()).toBe(201)
  await page.goto(`/zeiterfassung/${token}`)
  await acceptRequiredConsent(page)
  await page.getByRole('button', { name: `Nina Ohnepin ${suffix}` }).tap()
  const panel = page.getByRole('region', { name: `Nina Ohnepin ${suffix}` })
  await expect(panel.getByText('Nicht eingestempelt')).toBeVisible()
  await expect(panel.getByText('Heute ist keine Schicht geplant.')).toBeVisible()
  await panel.getByRole('button', { name: 'Fertig' }).tap()
  await expect(page.getByRole('heading', { name: 'Wer sind Sie?' })).toBeVisible()
})

test('a wrong key is the German 404', async ({ page }) => {
  const answer = await page.goto(`/zeiterfassung/${'x'.repeat(40)}`)
  expect(answer?.status()).toBe(404)
  await expect(page.getByText('Leider wurde die angeforderte Seite nicht gefunden.')).toBeVisible()
})
