import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import sharp from 'sharp'

/** How the fake answers: as a provider would, with a server error, or not at all (for the timeout). */
type FakeMode = 'ok' | 'fail' | 'hang'

type Received = { path: string; authorization: string | undefined; body: Record<string, unknown> }

export type FakeProvider = {
  /** The base URL to configure (CONTENT_AI_BASE_URL): `http://127.0.0.1:{port}/v1`. */
  baseURL: string
  mode: FakeMode
  /** The JSON object the next chat completions answer carry as their message (as a string). */
  chatAnswer: unknown
  /** Every request received, in order. */
  received: Received[]
  close: () => Promise<void>
}

const readBody = async (request: IncomingMessage): Promise<Record<string, unknown>> => {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>
}

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'Content-Type': 'application/json' })
  response.end(JSON.stringify(body))
}

const chatCompletion = (model: unknown, content: string) => ({
  id: 'chatcmpl-fake',
  object: 'chat.completion',
  created: Math.floor(Date.now() / 1000),
  model,
  choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop', logprobs: null }],
  usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
})

/**
 * A local server speaking the OpenAI HTTP protocol for the two calls the AI content makes:
 * `POST /v1/chat/completions` (answers `chatAnswer` as the message's JSON text) and
 * `POST /v1/images/generations` (answers a small PNG as `b64_json`). `mode` switches it to a 500
 * with an OpenAI error body, or to never answering.
 */
export async function startFakeProvider(): Promise<FakeProvider> {
  const png = (await sharp({ create: { width: 16, height: 16, channels: 3, background: '#2E7D32' } }).png().toBuffer()).toString('base64')
  const fake = { mode: 'ok' as FakeMode, chatAnswer: {} as unknown, received: [] as Received[] }
  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request)
      fake.received.push({ path: request.url ?? '', authorization: request.headers.authorization, body })
      if (fake.mode === 'hang') return
      if (fake.mode === 'fail') return json(response, 500, { error: { message: 'The server had an error', type: 'server_error', code: null } })
      if (request.method === 'POST' && request.url === '/v1/chat/completions') return json(response, 200, chatCompletion(body.model, JSON.stringify(fake.chatAnswer)))
      if (request.method === 'POST' && request.url === '/v1/images/generations') return json(response, 200, { created: Math.floor(Date.now() / 1000), data: [{ b64_json: png }] })
      json(response, 404, { error: { message: 'Unknown route', type: 'invalid_request_error' } })
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return Object.assign(fake, {
    baseURL: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  })
}
