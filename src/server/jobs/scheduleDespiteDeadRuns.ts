import type { TaskConfig, Where } from 'payload'

type BeforeScheduleFn = NonNullable<NonNullable<NonNullable<TaskConfig['schedule']>[number]['hooks']>['beforeSchedule']>

/** A run that has not finished after this long belongs to a process that died (a recovery run takes seconds). */
const DEAD_AFTER_MS = 10 * 60_000

/**
 * Payload schedules a task only while no run of it is queued or processing. A run whose process
 * was killed stays 'processing' for ever, and the task would never be scheduled again: exactly
 * after the crash the outbox's recovery job exists for. This hook schedules the next run unless one
 * is still waiting to start, and removes runs left processing longer than DEAD_AFTER_MS. Two runs
 * at once are harmless for tasks that take their work atomically (the outbox: DELETE … SKIP LOCKED).
 */
export const scheduleDespiteDeadRuns: BeforeScheduleFn = async ({ queueable, req }) => {
  const taskSlug = queueable.taskConfig?.slug
  const ofTask: Where[] = [{ taskSlug: { equals: taskSlug } }, { completedAt: { exists: false } }, { error: { exists: false } }]
  await req.payload.db.deleteMany({
    collection: 'payload-jobs',
    req,
    where: { and: [...ofTask, { processing: { equals: true } }, { updatedAt: { less_than: new Date(Date.now() - DEAD_AFTER_MS).toISOString() } }] },
  })
  const waiting = await req.payload.db.count({ collection: 'payload-jobs', req, where: { and: [...ofTask, { processing: { equals: false } }] } })
  return { input: {}, shouldSchedule: waiting.totalDocs === 0, waitUntil: queueable.waitUntil }
}
