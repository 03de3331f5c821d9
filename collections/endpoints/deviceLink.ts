import type { Endpoint } from 'payload'

import type { DeviceCommandAnswer } from '@/src/domain/contracts/devices'
import { NO_STORE, privateJson } from '@/src/server/api/answer'
import { commandEventStream } from '@/src/server/devices/events'
import type { DeviceKind } from '@/src/server/devices/kinds'
import { linkedDevice, openCommand, reportCommand } from '@/src/server/devices/link'

/** Server-Sent Events, never buffered by a proxy on the way. */
const EVENT_STREAM = { ...NO_STORE, 'Content-Type': 'text/event-stream; charset=utf-8', 'X-Accel-Buffering': 'no' }

/** The answer `{ data: { command } }` of the command calls. */
const commandAnswer = (command: DeviceCommandAnswer['data']['command']) => privateJson({ data: { command } } satisfies DeviceCommandAnswer)

/**
 * The device interface of a kind, shared by the branch devices and the TVs (no session, the
 * device's key in the path): its command as an event stream or by polling, and its reports on it.
 */
export const deviceLinkEndpoints = (kind: DeviceKind): Endpoint[] => [
  { path: '/link/:token/events', method: 'get', handler: async (req) => new Response(await commandEventStream(req, kind), { headers: EVENT_STREAM }) },
  { path: '/link/:token/command', method: 'get', handler: async (req) => commandAnswer(await openCommand(req, kind, (await linkedDevice(req, kind)).id)) },
  { path: '/link/:token/command', method: 'post', handler: async (req) => commandAnswer(await reportCommand(req, kind)) },
]
