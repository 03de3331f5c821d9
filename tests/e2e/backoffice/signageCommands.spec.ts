import { expect, test } from '@playwright/test'

import { signInToBackoffice } from '../support/backoffice'
import { adminHeaders } from '../support/storefront'

/**
 * The TV's command buttons (issue 25, item 3): staff send 'Neu laden', the player (here its calls,
 * made the way a player makes them) fetches and finishes it; a second command is aborted from the
 * form, and the player's late report is refused.
 */

const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

type Tv = { id: number; apiKey: string; command?: { uid?: string; status?: string } }

test('staff send a command to a TV, the player finishes it, and an open command is aborted', async ({ page, request }) => {
  const headers = await adminHeaders(request)
  const branches = await request.get('/api/branches?depth=0&limit=1&where[isPublic][equals]=true', { headers })
  const branchId = ((await branches.json()) as { docs: { id: number }[] }).docs[0]!.id
  const created = await request.post('/api/digital-signage-devices', { headers, data: { identifier: `tv-${suffix}`, name: `TV Theke ${suffix}`, branch: branchId } })
  expect(created.status()).toBe(201)
  const tv = ((await created.json()) as { doc: Tv }).doc
  const player = `/api/digital-signage-devices/link/${tv.apiKey}`

  await signInToBackoffice(page)
  await page.goto(`/backend/collections/digital-signage-devices/${tv.id}`)
  const commands = page.getByRole('group', { name: 'Befehl senden' })
  await commands.getByRole('button', { name: 'Neu laden' }).click()
  await expect(page.getByText('Befehl an den TV gesendet.')).toBeVisible()

  const pending = ((await (await request.post(`${player}/heartbeat`, { data: { scene: 'Mittagsmenü' } })).json()) as { data: { command: { id: string; type: string } } }).data.command
  expect(pending.type).toBe('reload')
  expect((await request.post(`${player}/command`, { data: { id: pending.id, status: 'done' } })).status()).toBe(200)
  await page.reload()
  await expect(page.getByText('Erledigt')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Befehl abbrechen' })).toHaveCount(0)

  await page.getByRole('group', { name: 'Befehl senden' }).getByRole('button', { name: 'Bildschirm aus' }).click()
  await expect(page.getByText('Befehl an den TV gesendet.')).toBeVisible()
  await page.getByRole('button', { name: 'Befehl abbrechen' }).click()
  await expect(page.getByText('Befehl abgebrochen.')).toBeVisible()
  const aborted = ((await (await request.get(`/api/digital-signage-devices/${tv.id}?depth=0`, { headers })).json()) as Tv).command
  expect(aborted?.status).toBe('aborted')
  const late = await request.post(`${player}/command`, { data: { id: aborted?.uid, status: 'done' } })
  expect(late.status()).toBe(409)
})
