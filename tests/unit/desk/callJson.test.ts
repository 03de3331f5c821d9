import { afterEach, describe, expect, it, jest } from '@jest/globals'

import { callJson } from '@/backoffice/desk/feed/http'

/**
 * What the board and 'Heute' show when a call fails (back-office.md section 8, issue 26 2.12): the
 * first message of the server's errors, else the fallback; no connection counts as offline.
 */

const FALLBACK = 'Bestellungen konnten nicht geladen werden.'
const original = globalThis.fetch
afterEach(() => {
  globalThis.fetch = original
})

const answering = (status: number, body: unknown) => {
  globalThis.fetch = jest.fn(async () => new Response(body === undefined ? 'Bad Gateway' : JSON.stringify(body), { status })) as typeof fetch
}

describe('callJson', () => {
  it('passes the data of a successful answer on', async () => {
    answering(200, [{ id: 1 }])
    await expect(callJson('/api/x', FALLBACK)).resolves.toEqual({ ok: true, data: [{ id: 1 }] })
  })

  it.each([
    [403, { errors: [{ message: 'Sie haben keine Berechtigung für diese Filiale.' }] }, 'Sie haben keine Berechtigung für diese Filiale.', false],
    [404, { errors: [{ field: 'key', message: 'Der Schlüssel ist ungültig.' }, { message: 'Zweite' }] }, 'Der Schlüssel ist ungültig.', false],
    [400, { errors: [] }, FALLBACK, false],
    [401, null, FALLBACK, false],
    [500, { errors: [{ message: 'Die Datenbank antwortet nicht.' }] }, 'Die Datenbank antwortet nicht.', false],
    [502, undefined, FALLBACK, true],
  ])('a %i answer shows the first server message or the fallback', async (status, body, message, offline) => {
    answering(status, body)
    await expect(callJson('/api/x', FALLBACK)).resolves.toEqual({ ok: false, offline, status, message })
  })

  it('counts a network failure as offline with the fallback', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('fetch failed')
    }) as typeof fetch
    await expect(callJson('/api/x', FALLBACK)).resolves.toEqual({ ok: false, offline: true, status: 0, message: FALLBACK })
  })
})
