import type { Endpoint } from 'payload'

import { commandEvents } from './events'
import { issueDeviceCommand } from './issue'
import { linkedDevice, openCommand, reportCommand } from './link'

const NO_STORE = { headers: { 'Cache-Control': 'no-store' } }

/**
 * The device commands (issue 24): staff send a test notification or ask for the device's log;
 * the device (no session, its access key in the path) receives the command through its event
 * stream or by polling and reports on it.
 */
export const deviceCommandEndpoints: Endpoint[] = [
  { path: '/:id/test/notification', method: 'post', handler: async (req) => Response.json({ doc: await issueDeviceCommand(req, 'notification') }, NO_STORE) },
  { path: '/:id/request-device-logs', method: 'post', handler: async (req) => Response.json({ doc: await issueDeviceCommand(req, 'sendLogs') }, NO_STORE) },
  { path: '/link/:token/events', method: 'get', handler: commandEvents },
  {
    path: '/link/:token/command',
    method: 'get',
    handler: async (req) => Response.json({ data: { command: await openCommand(req, (await linkedDevice(req)).id) } }, NO_STORE),
  },
  { path: '/link/:token/command', method: 'post', handler: async (req) => Response.json({ data: { command: await reportCommand(req) } }, NO_STORE) },
]
