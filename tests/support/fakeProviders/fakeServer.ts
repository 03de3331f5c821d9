import fs from 'node:fs'
import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http'
import https from 'node:https'

import { freePort } from '@/ops/freePort'

export type RecordedRequest = {
  method: string
  path: string
  headers: IncomingHttpHeaders
  rawBody: string
  /** The body parsed as JSON, or null when it is not JSON. */
  body: unknown
}

export type Reply = { status: number; body?: unknown; headers?: Record<string, string> }
export type Route = (request: RecordedRequest) => Reply | Promise<Reply>

export type FakeServer = {
  /** Base address without trailing slash, e.g. http://127.0.0.1:41234 */
  url: string
  /** Every request received, in order. */
  requests: RecordedRequest[]
  close: () => Promise<void>
}

/**
 * A self-signed certificate for 127.0.0.1, valid until 2126, made only for the fake providers.
 * It protects nothing; a client must be told not to verify it (NODE_TLS_REJECT_UNAUTHORIZED=0).
 */
const testCertificate = () => ({
  key: fs.readFileSync(new URL('./tls/fake-provider.key.pem', import.meta.url)),
  cert: fs.readFileSync(new URL('./tls/fake-provider.cert.pem', import.meta.url)),
})

const parseJson = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : null
  } catch {
    return null
  }
}

async function record(incoming: IncomingMessage): Promise<RecordedRequest> {
  const chunks: Buffer[] = []
  for await (const chunk of incoming) chunks.push(chunk as Buffer)
  const rawBody = Buffer.concat(chunks).toString('utf8')
  return { method: incoming.method ?? 'GET', path: incoming.url ?? '/', headers: incoming.headers, rawBody, body: parseJson(rawBody) }
}

/** A small HTTP(S) server on a free loopback port that records requests and answers through `route`. */
export async function startFakeServer(route: Route, options: { tls?: boolean } = {}): Promise<FakeServer> {
  const requests: RecordedRequest[] = []
  const listener = (incoming: IncomingMessage, outgoing: ServerResponse) => {
    record(incoming)
      .then((request) => {
        requests.push(request)
        return route(request)
      })
      .then(
        (reply) => {
          outgoing.writeHead(reply.status, { 'Content-Type': 'application/json', ...reply.headers })
          outgoing.end(reply.body === undefined ? '' : JSON.stringify(reply.body))
        },
        (error: Error) => {
          outgoing.writeHead(500, { 'Content-Type': 'application/json' })
          outgoing.end(JSON.stringify({ message: error.message }))
        },
      )
  }
  const server = options.tls ? https.createServer(testCertificate(), listener) : http.createServer(listener)
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}
