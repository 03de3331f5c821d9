import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'

import { SERVER_ERROR } from '@/src/server/http/answerErrors'

/** Payload's REST API as one function of a Fetch request (`handleEndpoints` with the app's config). */
export type RestEndpoints = (request: Request) => Promise<Response>

/**
 * The calls the app server hands to Payload's REST API itself, past Next.js's router: order
 * placement, the one write a rush repeats hundreds of times a second, and the session check every
 * storefront page view makes for the administrators' toolbar. Next.js's route for
 * `/api/[...slug]` does nothing but call the same `handleEndpoints`, yet its request handling cost
 * more server CPU than the whole order (docs/decisions.md, issue 14). Only calls whose work
 * expires no page cache belong here: Next.js's tag expiry needs its own request context.
 */
const DIRECT_ROUTES = new Set(['POST /api/orders', 'GET /api/users/me'])

/**
 * The request as a Fetch request for Payload: the same URL, (streamed) body and headers, the
 * headers as the app server left them (the client address it verified, never the client's own).
 */
function fetchRequestOf(req: IncomingMessage): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    for (const entry of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, entry)
  }
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`)
  if (req.method === 'GET' || req.method === 'HEAD') return new Request(url, { method: req.method, headers })
  const body = Readable.toWeb(req) as unknown as ReadableStream<Uint8Array>
  return new Request(url, { method: req.method, headers, body, duplex: 'half' } as RequestInit)
}

/** Writes a Fetch response to the socket: status, headers (every Set-Cookie on its own) and body (a JSON answer, read whole). */
async function writeResponse(response: Response, res: ServerResponse): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer())
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value)
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) res.setHeader('set-cookie', cookies)
  res.writeHead(response.status).end(body)
}

/**
 * Answers the DIRECT_ROUTES with Payload's REST API from `endpoints` and leaves every other request
 * to the caller (`false`). While `endpoints` is not ready, or when it could not be loaded, these
 * too are left to the caller (Next.js, which answers them the same way, only slower). Payload
 * answers its own errors; should the hand-over itself fail, the answer is the API's German 500.
 */
export function directApi(endpoints: Promise<RestEndpoints>): (req: IncomingMessage, res: ServerResponse) => boolean {
  let ready: RestEndpoints | null = null
  endpoints.then(
    (loaded) => (ready = loaded),
    (error: unknown) => console.error('Direkter API-Weg nicht verfügbar, Anfragen gehen an Next.js:', error),
  )
  return (req, res) => {
    if (!ready || !DIRECT_ROUTES.has(`${req.method} ${(req.url ?? '').split('?')[0]}`)) return false
    const answer = ready
    void Promise.resolve(req)
      .then((request) => answer(fetchRequestOf(request)))
      .then((response) => writeResponse(response, res))
      .catch((error: unknown) => {
        console.error(error)
        if (res.headersSent) res.destroy()
        else res.writeHead(500, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(JSON.stringify({ errors: [{ message: SERVER_ERROR }] }))
      })
    return true
  }
}
