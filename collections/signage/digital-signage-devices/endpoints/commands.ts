import type { Endpoint } from 'payload'

import type { TvCommandAnswer, TvHeartbeatAnswer } from '@/src/domain/contracts/signage'
import { privateJson } from '@/src/server/api/answer'
import { abortCommand, heartbeat, issueCommand } from '@/src/server/signage/commands'

/** Staff send a TV a command or abort it; the player reports its heartbeat (back-office.md §7). */
export const signageCommandEndpoints: Endpoint[] = [
  { path: '/:id/command', method: 'post', handler: async (req) => privateJson({ doc: await issueCommand(req) } satisfies TvCommandAnswer) },
  { path: '/:id/command/abort', method: 'post', handler: async (req) => privateJson({ doc: await abortCommand(req) } satisfies TvCommandAnswer) },
  { path: '/link/:token/heartbeat', method: 'post', handler: async (req) => privateJson({ data: { command: await heartbeat(req) } } satisfies TvHeartbeatAnswer) },
]
