import type { PayloadRequest } from 'payload'

import { onDataChange } from '@/src/server/cache/changeFeed'

import { commandSource, type DeviceKind } from './kinds'
import { linkedDevice, openCommand } from './link'

/** A comment line now and then keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 15_000

/**
 * `GET /api/{devices}/link/{key}/events`: the device's command as Server-Sent Events. The open
 * command (or null) is sent at once and again whenever it changes, in whichever server process
 * the change was made (the change feed hears every process's commit); after a lost feed connection
 * it is sent again, as anything may have changed meanwhile. A device without such a stream polls
 * `GET …/command` instead.
 */
export async function commandEvents(req: PayloadRequest, kind: DeviceKind): Promise<Response> {
  const device = await linkedDevice(req, kind)
  const encoder = new TextEncoder()
  let stop = () => undefined as void
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const write = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text))
        } catch {
          stop()
        }
      }
      const send = () =>
        openCommand(req, kind, device.id).then(
          (command) => write(`event: command\ndata: ${JSON.stringify({ command })}\n\n`),
          () => undefined,
        )
      const unsubscribe = onDataChange((source) => {
        if (source === null || source === commandSource(kind, device.id)) void send()
      })
      const keepAlive = setInterval(() => write(': verbunden\n\n'), KEEP_ALIVE_MS)
      stop = () => {
        unsubscribe()
        clearInterval(keepAlive)
      }
      void send()
    },
    cancel() {
      stop()
    },
  })
  return new Response(stream, {
    headers: { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', 'X-Accel-Buffering': 'no' },
  })
}
