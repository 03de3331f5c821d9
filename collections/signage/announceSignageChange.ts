import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { announceDataChange } from '@/src/server/cache/announceDataChange'
import { SIGNAGE_SOURCE } from '@/src/server/signage/contentSources'

/** Tells the players (through their event streams, in every server process) that scenes, sequences, streams or TVs changed. */
export const announceSignageChange: CollectionAfterChangeHook & CollectionAfterDeleteHook = async ({ doc, req }) => {
  await announceDataChange(req.payload, req, SIGNAGE_SOURCE)
  return doc
}

type TvProgramme = { stream?: unknown; branch?: unknown; isEnabled?: boolean | null }
const relationKey = (value: unknown) => (value && typeof value === 'object' ? (value as { id?: unknown }).id : value) ?? null

/** The same for a TV whose stream, branch or 'Aktiv' changed (not for its commands and heartbeats). */
export const announceTvProgrammeChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  const now = doc as TvProgramme
  const before = (previousDoc ?? {}) as TvProgramme
  const changed = relationKey(now.stream) !== relationKey(before.stream) || relationKey(now.branch) !== relationKey(before.branch) || now.isEnabled !== before.isEnabled
  if (changed) await announceDataChange(req.payload, req, SIGNAGE_SOURCE)
  return doc
}
