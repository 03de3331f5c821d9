import type { Endpoint } from 'payload'

import { commandEvents } from './events'
import { issueDeviceCommand } from './issue'
import type { DeviceKind } from './kinds'
import { linkedDevice, openCommand, reportCommand } from './link'

export const NO_STORE = { headers: { 'Cache-Control': 'no-store' } }

/**
 * The device interface of a kind (no session, the device's key in the path): its command as an
 * event stream or by polling, and its reports on it.
 */
export const deviceLinkEndpoints = (kind: DeviceKind): Endpoint[] => [
  { path: '/link/:token/events', method: 'get', handler: (req) => commandEvents(req, kind) },
  {
    path: '/link/:token/command',
    method: 'get',
    handler: async (req) => Response.json({ data: { command: await openCommand(req, kind, (await linkedDevice(req, kind)).id) } }, NO_STORE),
  },
  { path: '/link/:token/command', method: 'post', handler: async (req) => Response.json({ data: { command: await reportCommand(req, kind) } }, NO_STORE) },
]

/** The branch devices' commands (issue 24): staff send a test notification or ask for the device's log. */
export const deviceCommandEndpoints: Endpoint[] = [
  { path: '/:id/test/notification', method: 'post', handler: async (req) => Response.json({ doc: await issueDeviceCommand(req, 'notification') }, NO_STORE) },
  { path: '/:id/request-device-logs', method: 'post', handler: async (req) => Response.json({ doc: await issueDeviceCommand(req, 'sendLogs') }, NO_STORE) },
]
