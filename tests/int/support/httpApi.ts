import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'

import type { SanitizedConfig } from 'payload'

import { createAppServer } from '@/ops/server/appServer'
import type { TrustedProxies } from '@/src/server/http/clientAddress'

import { restHandler } from './rest'

export type HttpApi = { url: string; close: () => Promise<void> }

/**
 * Payload's REST API behind the product's own app server on a real loopback socket: requests
 * pass the same client-address handling as in production (Next.js itself is left out).
 */
export async function startHttpApi(config: SanitizedConfig, trusted?: TrustedProxies): Promise<HttpApi> {
  const handle = restHandler(config)
  const server = createAppServer((req, res) => void forward(handle, req, res), trusted)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/api`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

async function forward(handle: (request: Request) => Promise<Response>, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value)
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  const body = hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined
  const request = new Request(`http://${req.headers.host}${req.url}`, { method: req.method, headers, body, duplex: 'half' } as RequestInit)
  const response = await handle(request)
  res.writeHead(response.status, Object.fromEntries(response.headers))
  res.end(Buffer.from(await response.arrayBuffer()))
}
