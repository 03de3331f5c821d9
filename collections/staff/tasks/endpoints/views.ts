import type { Endpoint } from 'payload'

import { privateJson } from '@/src/server/api/answer'
import { changeTaskView } from '@/src/server/tasks/views'

/** POST /api/tasks/{id}/log-view and /forget-view (back-office.md §7): `{ doc }`, the task. */
export const taskViewEndpoints: Endpoint[] = (['log', 'forget'] as const).map((change) => ({
  path: `/:id/${change}-view`,
  method: 'post',
  handler: async (req) => privateJson({ doc: await changeTaskView(req, change) }),
}))
