import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import type { WorkingActivity } from '@/src/payload-types'

const REASON_MISSING = 'Bitte geben Sie den Grund der Korrektur an.'

/** The recorded times of an activity, comparable as one text. */
const timesOf = (activity: Partial<WorkingActivity> | undefined) =>
  JSON.stringify({
    type: activity?.type ?? null,
    startedAt: activity?.startedAt ? new Date(activity.startedAt).toISOString() : null,
    endedAt: activity?.endedAt ? new Date(activity.endedAt).toISOString() : null,
    pauses: (activity?.pauses ?? []).map((pause) => [new Date(pause.startedAt).toISOString(), pause.endedAt ? new Date(pause.endedAt).toISOString() : null]),
  })

/**
 * A person who changes the recorded times of an activity afterwards (its kind, start, end or
 * pauses) corrects it, and a correction needs its reason (issue 24, item 5): a new 'Grund der
 * Korrektur', else 400 with the German message. Who corrected and when are set here; every stored
 * state stays in the activity's versions, so the history of corrections keeps who, when, why and
 * what. The time clock (no signed-in person) writes its steps without.
 */
export const requireCorrectionReason: CollectionBeforeChangeHook<WorkingActivity> = ({ data, operation, originalDoc, req }) => {
  if (!req.user) return data
  // Who corrected and when are this hook's to set, never the request's.
  const kept = { correctedBy: originalDoc?.correctedBy ?? null, correctedAt: originalDoc?.correctedAt ?? null }
  if (operation !== 'update' || !originalDoc || timesOf({ ...originalDoc, ...data }) === timesOf(originalDoc)) return { ...data, ...kept }
  const reason = typeof data.correctionReason === 'string' ? data.correctionReason.trim() : ''
  if (!reason || reason === (originalDoc.correctionReason ?? '').trim()) {
    throw new ValidationError({ collection: 'working-activities', errors: [{ message: REASON_MISSING, path: 'correctionReason' }] })
  }
  return { ...data, correctionReason: reason, correctedBy: req.user.id, correctedAt: new Date().toISOString() }
}
