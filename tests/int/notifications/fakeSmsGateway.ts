import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

type ReceivedSms = { headers: IncomingHttpHeaders; body: { to: string; text: string; from: string } }

export type FakeSmsGateway = {
  url: string
  received: ReceivedSms[]
  /** The HTTP status the gateway answers with from now on (200 by default). */
  answerWith: (status: number) => void
  close: () => Promise<void>
}

/** A local stand-in for an HTTP SMS gateway that records what it receives. */
export async function startFakeSmsGateway(): Promise<FakeSmsGateway> {
  const received: ReceivedSms[] = []
  let status = 200
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) })
      response.writeHead(status, { 'Content-Type': 'application/json' })
      response.end(JSON.stringify(status < 300 ? { id: received.length } : { error: 'Gateway kaputt' }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/messages`,
    received,
    answerWith: (next) => {
      status = next
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
