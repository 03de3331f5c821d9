import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'

import { firstError, startWorkflowContext, type WorkflowContext } from './setup'

/**
 * Device commands (issue 24, back-office.md §7): staff send a test notification or ask for the
 * device's log; the device, with its access key in the path, receives the command by event stream
 * or poll and reports running, done or failed.
 */
let context: WorkflowContext
let terminal: { id: number; token: string }
let disabled: { id: number; token: string }
let otherBranch: { id: number; token: string }

async function device(branch: number, data: Record<string, unknown>) {
  const created = await context.payload.create({
    collection: 'devices',
    data: { identifier: `geraet-${Math.random().toString(36).slice(2)}`, name: 'Kassenterminal', type: 'terminal', branch, ...data } as never,
    depth: 0,
    overrideAccess: true,
  })
  return { id: created.id, token: created.accessToken as string }
}

const staff = () => context.world.staff.employee.token
const issue = (id: number | string, call: 'test/notification' | 'request-device-logs', token?: string) => context.request('POST', `/devices/${id}/${call}`, { token })
const poll = (token: string) => context.request('GET', `/devices/link/${token}/command`)
const report = (token: string, body: Record<string, unknown>) => context.request('POST', `/devices/link/${token}/command`, { body })
const stored = (id: number) => context.payload.findByID({ collection: 'devices', id, depth: 0, overrideAccess: true })

beforeAll(async () => {
  context = await startWorkflowContext()
  const { open, other } = context.world.branches
  terminal = await device(open.id, {})
  disabled = await device(open.id, { isEnabled: false })
  otherBranch = await device(other.id, {})
})
afterAll(() => context.close())

describe('POST /devices/{id}/test/notification and /request-device-logs', () => {
  it('give the device a pending command and answer the device without its access key', async () => {
    const response = await issue(terminal.id, 'test/notification', staff())
    expect(response.status).toBe(200)
    const { doc } = await response.json()
    expect(doc.command).toMatchObject({ type: 'notification', status: 'pending', uid: expect.any(String), finishedAt: null })
    expect(doc.accessToken).toBeUndefined()

    const logs = await (await issue(terminal.id, 'request-device-logs', staff())).json()
    expect(logs.doc.command).toMatchObject({ type: 'sendLogs', status: 'pending' })
    expect(logs.doc.command.uid).not.toBe(doc.command.uid)
  })

  it('answer the spec\'s messages for a disabled device, 404 for none, 403 for another branch and 401 without session', async () => {
    const off = await issue(disabled.id, 'test/notification', staff())
    expect([off.status, await firstError(off)]).toEqual([409, 'Test nicht erfolgreich: Das Gerät ist deaktiviert.'])
    const offLogs = await issue(disabled.id, 'request-device-logs', staff())
    expect([offLogs.status, await firstError(offLogs)]).toEqual([409, 'Log konnte nicht angefordert werden: Das Gerät ist deaktiviert.'])
    expect((await issue(999_999_999, 'test/notification', staff())).status).toBe(404)
    expect((await issue('abc', 'request-device-logs', staff())).status).toBe(404)
    expect((await issue(otherBranch.id, 'test/notification', staff())).status).toBe(403)
    expect((await issue(terminal.id, 'test/notification')).status).toBe(401)
  })
})

describe('the device side /devices/link/{token}/…', () => {
  it('hands out the open command, marks the device as seen and refuses an unknown or disabled device with 404', async () => {
    const { doc } = await (await issue(terminal.id, 'test/notification', staff())).json()
    const before = Date.now()
    const response = await poll(terminal.token)
    expect(response.status).toBe(200)
    expect((await response.json()).data.command).toEqual({ id: doc.command.uid, type: 'notification', status: 'pending', issuedAt: doc.command.issuedAt })
    expect(Date.parse((await stored(terminal.id)).lastSeenAt as string)).toBeGreaterThanOrEqual(before - 1_000)

    for (const token of [disabled.token, 'x'.repeat(32), 'kurz', 'nicht%20gültig'.padEnd(40, 'x')]) {
      const refused = await poll(token)
      expect([refused.status, await firstError(refused)]).toEqual([404, 'Nicht gefunden.'])
    }
  })

  it('moves the command from pending to running to done, and refuses a step back, a replaced command and a malformed report', async () => {
    const { doc } = await (await issue(terminal.id, 'test/notification', staff())).json()
    const id = doc.command.uid
    expect((await report(terminal.token, { id, status: 'running' })).status).toBe(200)
    expect((await stored(terminal.id)).command).toMatchObject({ status: 'running', finishedAt: null })
    const done = await report(terminal.token, { id, status: 'done', message: 'Benachrichtigung angezeigt' })
    expect((await done.json()).data.command).toMatchObject({ id, type: 'notification', status: 'done' })
    expect((await stored(terminal.id)).command).toMatchObject({ status: 'done', message: 'Benachrichtigung angezeigt', finishedAt: expect.any(String) })
    expect((await (await poll(terminal.token)).json()).data.command).toBeNull()

    const back = await report(terminal.token, { id, status: 'running' })
    expect([back.status, await firstError(back)]).toEqual([409, 'Dieser Befehl gilt nicht mehr.'])
    const replaced = (await (await issue(terminal.id, 'test/notification', staff())).json()).doc.command.uid
    await issue(terminal.id, 'test/notification', staff())
    expect((await report(terminal.token, { id: replaced, status: 'done' })).status).toBe(409)
    for (const body of [{ id, status: 'aborted' }, { status: 'done' }, { id, status: 'done', message: 'x'.repeat(501) }]) {
      const malformed = await report(terminal.token, body)
      expect([malformed.status, await firstError(malformed)]).toEqual([400, 'Ungültige Meldung des Geräts.'])
    }
  })

  it('counts one of two simultaneous reports that finish the command', async () => {
    const id = (await (await issue(terminal.id, 'test/notification', staff())).json()).doc.command.uid
    const answers = await Promise.all([report(terminal.token, { id, status: 'done' }), report(terminal.token, { id, status: 'failed', message: 'Kein Ton' })])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
  })

  it('stores a requested log as a private text file of the device', async () => {
    const id = (await (await issue(terminal.id, 'request-device-logs', staff())).json()).doc.command.uid
    const log = '2026-11-27 10:00:01 Drucker bereit\n2026-11-27 10:05:12 Papier fast leer\n'
    expect((await report(terminal.token, { id, status: 'done', log })).status).toBe(200)
    const device = await stored(terminal.id)
    expect(device.command).toMatchObject({ type: 'sendLogs', status: 'done' })
    const upload = await context.payload.findByID({ collection: 'uploads', id: device.deviceLog as number, depth: 0, overrideAccess: true })
    expect(upload).toMatchObject({ purpose: 'deviceLog', mimeType: 'text/plain' })
    expect(fs.readFileSync(path.join(process.env.MEDIA_DIR as string, 'uploads', upload.filename as string), 'utf8')).toBe(log)
    expect((await context.request('GET', `/uploads/${upload.id}`)).status).toBeGreaterThanOrEqual(401)
  })

  it('streams the command as Server-Sent Events: the current one at once, a new one within two seconds', async () => {
    const response = await context.request('GET', `/devices/link/${terminal.token}/events`)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toContain('text/event-stream')
    const reader = response.body!.getReader()
    const decoder = new TextDecoder()
    let received = ''
    const nextCommand = async (): Promise<unknown> => {
      for (;;) {
        const end = received.indexOf('\n\n')
        if (end >= 0) {
          const event = received.slice(0, end)
          received = received.slice(end + 2)
          const data = /^data: (.*)$/m.exec(event)?.[1]
          if (/^event: command$/m.test(event) && data) return (JSON.parse(data) as { command: unknown }).command
          continue
        }
        const { value, done } = await reader.read()
        if (done) throw new Error('Stream beendet')
        received += decoder.decode(value, { stream: true })
      }
    }
    try {
      await nextCommand()
      const sentAt = Date.now()
      const { doc } = await (await issue(terminal.id, 'request-device-logs', staff())).json()
      let command = (await nextCommand()) as { id: string } | null
      while (command?.id !== doc.command.uid) command = (await nextCommand()) as { id: string } | null
      expect(command).toMatchObject({ type: 'sendLogs', status: 'pending' })
      expect(Date.now() - sentAt).toBeLessThan(2_000)
    } finally {
      await reader.cancel()
    }
  })
})
