import type { ClockActivityAnswer, ClockPause, RecordedActivity } from '@/src/domain/contracts/timeClock'
import { relatedId } from '@/src/domain/relations'
import type { WorkingActivity } from '@/src/payload-types'

/** The fields of a working activity the time clock reads and answers with. */
export const CLOCK_ACTIVITY_SELECT = { user: true, branch: true, type: true, status: true, startedAt: true, endedAt: true, pauses: true } as const
/** The fields of the list of the last seven days: the same without the person, with the comment. */
export const RECORDED_ACTIVITY_SELECT = { type: true, status: true, startedAt: true, endedAt: true, pauses: true, branch: true, comment: true } as const

type ClockDocument = Pick<WorkingActivity, 'id' | 'user' | 'branch' | 'type' | 'status' | 'startedAt' | 'endedAt' | 'pauses'>
type RecordedDocument = Pick<WorkingActivity, 'id' | 'branch' | 'type' | 'status' | 'startedAt' | 'endedAt' | 'pauses' | 'comment'>

const pausesOf = (pauses: WorkingActivity['pauses']): ClockPause[] =>
  (pauses ?? []).map((pause) => ({ id: pause.id ?? null, startedAt: pause.startedAt, endedAt: pause.endedAt ?? null }))

/** What both answers carry of an activity: its place, kind, state, times and pauses. */
const activityFields = (doc: RecordedDocument | ClockDocument) => ({
  id: doc.id,
  branch: relatedId(doc.branch),
  type: doc.type,
  status: doc.status,
  startedAt: doc.startedAt,
  endedAt: doc.endedAt ?? null,
  pauses: pausesOf(doc.pauses),
})

/** A working-activities document (depth 0, the fields of CLOCK_ACTIVITY_SELECT) as the time clock answers it. */
export function clockActivityOf(doc: ClockDocument): ClockActivityAnswer {
  const { id, ...rest } = activityFields(doc)
  return { id, user: relatedId(doc.user) ?? 0, ...rest }
}

/** A working-activities document (depth 0, the fields of RECORDED_ACTIVITY_SELECT) as the list of the last seven days answers it. */
export function recordedActivityOf(doc: RecordedDocument): RecordedActivity {
  return { ...activityFields(doc), comment: doc.comment ?? null }
}
