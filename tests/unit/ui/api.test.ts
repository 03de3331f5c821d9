import { afterEach, describe, expect, it, jest } from '@jest/globals'

import { call } from '@/storefront/ui/api'

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

/** How a call that did not succeed ends: offline or refused, its status and the message shown. */
async function failureOf(path: string) {
  const result = await call(path, { fallback: FALLBACK })
  if (result.ok) throw new Error(`${path} succeeded`)
  return { offline: result.error.offline, status: result.error.status, message: result.error.message }
}

describe('call', () => {
  it('passes the data of a successful answer on', async () => {
    answering(200, [{ id: 1 }])
    await expect(call('/api/x', { fallback: FALLBACK })).resolves.toEqual({ ok: true, status: 200, data: [{ id: 1 }] })
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
    await expect(failureOf('/api/x')).resolves.toEqual({ offline, status, message })
  })

  it('counts a network failure as offline with the fallback', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('fetch failed')
    }) as typeof fetch
    await expect(failureOf('/api/x')).resolves.toEqual({ offline: true, status: 0, message: FALLBACK })
  })
})
