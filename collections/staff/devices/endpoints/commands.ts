import type { Endpoint } from 'payload'

import type { BranchDeviceCommandAnswer, TestPrintAnswer } from '@/src/domain/contracts/devices'
import { privateJson } from '@/src/server/api/answer'
import { issueDeviceCommand } from '@/src/server/devices/issue'
import { testPrint } from '@/src/server/printing/testPrint'

/** Staff send a branch device a test notification or a test print, or ask for its log (issue 24). */
export const deviceCommandEndpoints: Endpoint[] = [
  { path: '/:id/test/print', method: 'post', handler: async (req) => privateJson({ doc: await testPrint(req) } satisfies TestPrintAnswer) },
  { path: '/:id/test/notification', method: 'post', handler: async (req) => privateJson({ doc: await issueDeviceCommand(req, 'notification') } satisfies BranchDeviceCommandAnswer) },
  { path: '/:id/request-device-logs', method: 'post', handler: async (req) => privateJson({ doc: await issueDeviceCommand(req, 'sendLogs') } satisfies BranchDeviceCommandAnswer) },
]
