import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { firstError, startWorkflowContext, type WorkflowContext } from './setup'

/**
 * Commands to the signage TVs (issue 25, item 2; back-office.md §7): staff of the TV's branch send
 * reload, show scene, screen off or on and abort an open command; the player, with the TV's API key
 * in the path, receives it by event stream, heartbeat or poll and reports running, done or failed.
 */
let context: WorkflowContext
let tv: { id: number; key: string }
let disabled: { id: number; key: string }
let otherBranch: { id: number; key: string }

async function television(branch: number, data: Record<string, unknown> = {}) {
  const created = await context.payload.create({
    collection: 'digital-signage-devices',
    data: { identifier: `tv-${Math.random().toString(36).slice(2)}`, name: 'TV Gastraum', branch, ...data } as never,
    depth: 0,
    overrideAccess: true,
  })
  return { id: created.id, key: created.apiKey as string }
}

const staff = () => context.world.staff.employee.token
const command = (id: number | string, body: unknown, token?: string) => context.request('POST', `/digital-signage-devices/${id}/command`, { body, token })
const abort = (id: number | string, token?: string) => context.request('POST', `/digital-signage-devices/${id}/command/abort`, { token })
const link = (key: string) => `/digital-signage-devices/link/${key}`
const stored = (id: number) => context.payload.findByID({ collection: 'digital-signage-devices', id, depth: 0, overrideAccess: true })

beforeAll(async () => {
  context = await startWorkflowContext()
  const { open, other } = context.world.branches
  tv = await television(open.id)
  disabled = await television(open.id, { isEnabled: false })
  otherBranch = await television(other.id)
})
afterAll(() => context.close())

describe('POST /digital-signage-devices/{id}/command and /command/abort', () => {
  it('gives the TV a pending command and answers the TV without its API key', async () => {
    const response = await command(tv.id, { type: 'showScene', payload: '/mittagsmenue' }, staff())
    expect(response.status).toBe(200)
    const { doc } = await response.json()
    expect(doc.command).toMatchObject({ type: 'showScene', payload: '/mittagsmenue', status: 'pending', uid: expect.any(String) })
    expect(doc.apiKey).toBeUndefined()
    expect(tv.key).toMatch(/^[A-Za-z0-9_-]{32}$/)
  })

  it('refuses a wrong command, a scene command without scene, a disabled TV, another branch and no session', async () => {
    const wrong = await command(tv.id, { type: 'explode' }, staff())
    expect([wrong.status, await firstError(wrong)]).toEqual([422, 'Bitte wählen Sie Neu laden, Szene anzeigen, Bildschirm aus oder Bildschirm ein.'])
    const noScene = await command(tv.id, { type: 'showScene' }, staff())
    expect([noScene.status, await firstError(noScene)]).toEqual([422, 'Bitte geben Sie die Szene an.'])
    const off = await command(disabled.id, { type: 'reload' }, staff())
    expect([off.status, await firstError(off)]).toEqual([409, 'Befehl konnte nicht ausgeführt werden: Der TV ist deaktiviert.'])
    expect((await command(otherBranch.id, { type: 'reload' }, staff())).status).toBe(403)
    expect((await command(999_999_999, { type: 'reload' }, staff())).status).toBe(404)
    expect((await command(tv.id, { type: 'reload' })).status).toBe(401)
    expect((await abort(otherBranch.id, staff())).status).toBe(403)
  })

  it('aborts a pending or running command once, then answers 409', async () => {
    await command(tv.id, { type: 'screenOff' }, staff())
    const aborted = await abort(tv.id, staff())
    expect(aborted.status).toBe(200)
    expect((await aborted.json()).doc.command).toMatchObject({ type: 'screenOff', status: 'aborted', finishedAt: expect.any(String) })
    const again = await abort(tv.id, staff())
    expect([again.status, await firstError(again)]).toEqual([409, 'Befehl konnte nicht abgebrochen werden: Es gibt keinen offenen Befehl.'])
  })
})

describe('the player side /digital-signage-devices/link/{key}/…', () => {
  it('runs a command from pending to done, and a report on an aborted command is refused', async () => {
    const { doc } = await (await command(tv.id, { type: 'reload' }, staff())).json()
    const polled = await (await context.request('GET', `${link(tv.key)}/command`)).json()
    expect(polled.data.command).toMatchObject({ id: doc.command.uid, type: 'reload', status: 'pending' })
    expect((await context.request('POST', `${link(tv.key)}/command`, { body: { id: doc.command.uid, status: 'running' } })).status).toBe(200)
    expect((await context.request('POST', `${link(tv.key)}/command`, { body: { id: doc.command.uid, status: 'done' } })).status).toBe(200)
    expect((await stored(tv.id)).command).toMatchObject({ status: 'done', finishedAt: expect.any(String) })

    const next = (await (await command(tv.id, { type: 'screenOn' }, staff())).json()).doc.command.uid
    await abort(tv.id, staff())
    const late = await context.request('POST', `${link(tv.key)}/command`, { body: { id: next, status: 'done' } })
    expect([late.status, await firstError(late)]).toEqual([409, 'Dieser Befehl gilt nicht mehr.'])
  })

  it('takes the heartbeat with the current scene and answers the open command', async () => {
    const before = Date.now()
    const { doc } = await (await command(tv.id, { type: 'reload' }, staff())).json()
    const beat = await context.request('POST', `${link(tv.key)}/heartbeat`, { body: { scene: 'Mittagsmenü' } })
    expect(beat.status).toBe(200)
    expect((await beat.json()).data.command).toMatchObject({ id: doc.command.uid, type: 'reload', status: 'pending' })
    const seen = await stored(tv.id)
    expect(seen.currentScene).toBe('Mittagsmenü')
    expect(Date.parse(seen.lastSeenAt as string)).toBeGreaterThanOrEqual(before - 1_000)
  })

  it('answers 404 to a wrong key, another kind\'s key and a disabled TV', async () => {
    const printer = await context.payload.create({ collection: 'devices', data: { identifier: `drucker-${Date.now()}`, name: 'Drucker', type: 'printer', branch: context.world.branches.open.id }, depth: 0, overrideAccess: true })
    for (const key of ['x'.repeat(32), disabled.key, printer.accessToken as string]) {
      for (const [method, path] of [['GET', 'command'], ['POST', 'heartbeat']] as const) {
        const refused = await context.request(method, `${link(key)}/${path}`, method === 'POST' ? { body: {} } : {})
        expect([refused.status, await firstError(refused)]).toEqual([404, 'Nicht gefunden.'])
      }
    }
  })

  it('pushes a new command to the player\'s event stream within two seconds', async () => {
    const response = await context.request('GET', `${link(tv.key)}/events`)
    expect(response.headers.get('Content-Type')).toContain('text/event-stream')
    const reader = response.body!.getReader()
    const decoder = new TextDecoder()
    let received = ''
    const waitFor = async (uid: string) => {
      while (!received.includes(uid)) {
        const { value, done } = await reader.read()
        if (done) throw new Error('Stream beendet')
        received += decoder.decode(value, { stream: true })
      }
    }
    try {
      const sentAt = Date.now()
      const { doc } = await (await command(tv.id, { type: 'screenOff' }, staff())).json()
      await waitFor(doc.command.uid)
      expect(Date.now() - sentAt).toBeLessThan(2_000)
    } finally {
      await reader.cancel()
    }
  })
})
