import { expect, test } from '@playwright/test'
import fs from 'node:fs'

import { pdfTexts } from '@/tests/int/notifications/pdfText'

import { signInToBackoffice } from '../support/backoffice'
import { adminHeaders, screenshotForReview } from '../support/storefront'

/**
 * The manager's view 'Arbeitszeiten' (issue 24, item 5): the branch's week with an employee's
 * recorded time, a correction in the activity's form that needs a reason, the corrected time marked
 * in the week, and the month's time sheet downloaded as PDF and read back.
 */

const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const NAME = `Kurt Korrektur${suffix}`
const viennaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna' }).format(new Date())
/** 'dd.MM.yyyy' of today in Vienna. */
const germanToday = () => viennaToday().split('-').reverse().join('.')
/** An instant today in Vienna at a clock time, by asking Intl for the offset of that day. */
function viennaInstant(time: string): string {
  const guess = new Date(`${viennaToday()}T${time}:00Z`)
  const local = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Vienna', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(guess)
  const [hours, minutes] = local.split(':').map(Number)
  const [wantedHours, wantedMinutes] = time.split(':').map(Number)
  return new Date(guess.getTime() - ((hours! - wantedHours!) * 60 + (minutes! - wantedMinutes!)) * 60_000).toISOString()
}

test('a manager sees the week, corrects a time with a reason and downloads the month as PDF', async ({ page, request }) => {
  const headers = await adminHeaders(request)
  const branches = await request.get('/api/branches?depth=0&limit=1&sort=name&where[isPublic][equals]=true', { headers })
  const branch = ((await branches.json()) as { docs: { id: number }[] }).docs[0]!
  const user = await request.post('/api/users', {
    headers,
    data: { email: `kurt.${suffix}@example.at`, password: 'Zeiterfassung-2026!', roles: ['ROLE_EMPLOYEE'], branches: [branch.id], firstName: 'Kurt', lastName: `Korrektur${suffix}`, username: `kurt.${suffix}` },
  })
  const userId = ((await user.json()) as { doc: { id: number } }).doc.id
  await request.post('/api/working-schedules', { headers, data: { user: userId, branch: branch.id, date: `${viennaToday()}T12:00:00.000Z`, from: '06:00', to: '14:00' } })
  const activity = await request.post('/api/working-activities', {
    headers,
    data: { user: userId, branch: branch.id, type: 'work', status: 'ended', startedAt: viennaInstant('06:00'), endedAt: viennaInstant('13:00') },
  })
  expect(activity.status()).toBe(201)

  await signInToBackoffice(page)
  await page.goto(`/backend/arbeitszeiten?branch=${branch.id}`)
  await expect(page.getByRole('heading', { name: 'Arbeitszeiten', level: 1 })).toBeVisible()
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(NAME) }) })
  await expect(row.getByRole('link', { name: '06:00–13:00' })).toBeVisible()
  await expect(row.getByText('Plan 8:00 h').first()).toBeVisible()
  await screenshotForReview(page, 'backoffice-working-time')

  await row.getByRole('link', { name: '06:00–13:00' }).click()
  const ended = page.locator('#field-endedAt input')
  await ended.fill(`${germanToday()} 14:00`)
  await ended.press('Enter')
  await page.getByRole('button', { name: 'Speichern' }).click()
  await expect(page.getByText('Bitte geben Sie den Grund der Korrektur an.').first()).toBeVisible()
  await page.getByLabel('Grund der Korrektur').fill('Ende vergessen zu stempeln')
  await page.getByRole('button', { name: 'Speichern' }).click()
  // saved: the server filled in when it was corrected
  await expect(page.locator('#field-correctedAt input')).toHaveValue(new RegExp(`^${germanToday().replace(/\./g, '\\.')} \\d\\d:\\d\\d$`))

  await page.goto(`/backend/arbeitszeiten?branch=${branch.id}`)
  const corrected = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(NAME) }) })
  await expect(corrected.getByRole('link', { name: '06:00–14:00' })).toBeVisible()
  await expect(corrected.getByText('korrigiert')).toBeVisible()

  const download = page.waitForEvent('download')
  await corrected.getByRole('link', { name: /^Monatsnachweis .* \(PDF\)$/ }).click()
  const file = await (await download).path()
  const { texts } = await pdfTexts(new Uint8Array(fs.readFileSync(file)))
  expect(texts).toEqual(expect.arrayContaining([`Mitarbeiter:in: ${NAME}`, '06:00–14:00', 'korrigiert', 'Saldo am Monatsende', 'Datum, Unterschrift Arbeitgeber:in']))
})
