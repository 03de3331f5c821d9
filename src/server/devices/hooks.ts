import type { CollectionAfterChangeHook } from 'payload'

import { announceDataChange } from '@/src/server/cache/announceDataChange'

import { commandSource, type DeviceKind } from './kinds'

type WithCommand = { id: number; command?: { uid?: string | null; status?: string | null } | null }

/**
 * Tells the device's event streams in every server process (after the commit) that its command
 * changed: a new command, or a change of its status.
 */
export const announceDeviceCommand =
  (kind: DeviceKind): CollectionAfterChangeHook =>
  async ({ doc, previousDoc, req }) => {
    const now = (doc as WithCommand).command
    const before = (previousDoc as WithCommand | undefined)?.command
    if (now?.uid && (now.uid !== before?.uid || now.status !== before?.status)) await announceDataChange(req.payload, req, commandSource(kind, (doc as WithCommand).id))
    return doc
  }
