import type { PayloadRequest } from 'payload'

import type { DeviceCommandEvent } from '@/src/domain/contracts/devices'
import { feedListening, onDataChange } from '@/src/server/cache/changeFeed'

import { commandSource, type DeviceKind } from './kinds'
import { linkedDevice, openCommand } from './link'

/** A comment line now and then keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 15_000
/** Changes close together (the announcement before and the notification after a commit) are told once. */
const CONTENT_SETTLE_MS = 150

/**
 * `GET /api/{devices}/link/{key}/events`: the device's command as Server-Sent Events. The open
 * command (or null) is sent at once and again whenever it changes, in whichever server process
 * the change was made (the change feed hears every process's commit); after a lost feed connection
 * it is sent again, as anything may have changed meanwhile. A device without such a stream polls
 * `GET …/command` instead. Kinds with `contentSources` (the TVs) also hear `event: content` when
 * what they show changed (their programme, the menu board's data), so they load it again.
 */
export async function commandEventStream(req: PayloadRequest, kind: DeviceKind): Promise<ReadableStream<Uint8Array>> {
  const device = await linkedDevice(req, kind)
  const encoder = new TextEncoder()
  let stop = () => undefined as void
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const write = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text))
        } catch {
          stop()
        }
      }
      let stopped = false
      // A failed read (a busy pool) is tried again, or the device would wait for the next change.
      const send = (): Promise<void> =>
        openCommand(req, kind, device.id).then(
          (command) => write(`event: command\ndata: ${JSON.stringify({ command } satisfies DeviceCommandEvent)}\n\n`),
          () => void setTimeout(() => !stopped && void send(), 1_000),
        )
      let contentTimer: ReturnType<typeof setTimeout> | null = null
      const tellContent = () => {
        if (contentTimer) clearTimeout(contentTimer)
        contentTimer = setTimeout(() => write('event: content\ndata: {}\n\n'), CONTENT_SETTLE_MS)
      }
      const unsubscribe = onDataChange((source) => {
        if (source === null || source === commandSource(kind, device.id)) void send()
        if (source === null || kind.contentSources?.includes(source)) tellContent()
      })
      const keepAlive = setInterval(() => write(': verbunden\n\n'), KEEP_ALIVE_MS)
      stop = () => {
        stopped = true
        unsubscribe()
        clearInterval(keepAlive)
        if (contentTimer) clearTimeout(contentTimer)
      }
      // The first state is read once the feed listens, so no change between the read and the LISTEN is missed.
      void feedListening()
        .catch(() => undefined)
        .then(send)
    },
    cancel() {
      stop()
    },
  })
}
