import type { JobsConfig, RunJobAccess } from 'payload'

import { deleteOrphanedCustomerUploads } from '../media/orphanedUploads'
import { IMPORT_QUEUE, importProductsTask, resumeStalledImportsTask } from '../imports/importJob'
import { announceOverdueOrders } from '../orders/afterPlacement'
import { scheduleDespiteDeadRuns } from './scheduleDespiteDeadRuns'

/** The queue of the housekeeping jobs; the server process runs it (autoRun) every five minutes. */
const MAINTENANCE_QUEUE = 'maintenance'
/** The queue of the order announcements a dead process left behind; run every 15 seconds. */
const OUTBOX_QUEUE = 'outbox'
const EVERY_15_SECONDS = '*/15 * * * * *'

/**
 * Payload's jobs queue with its schedules. Scheduled jobs are queued and run by the crons Payload
 * starts in the server process (getPayload with cron, as Payload's REST routes call it); a test or
 * an admin script can run a task directly with payload.jobs.queue + payload.jobs.run. Who may
 * queue, run or cancel jobs over the API is given by the config (admins).
 */
export const jobsConfig = (adminsOnly: RunJobAccess): JobsConfig => ({
  access: { run: adminsOnly, queue: adminsOnly, cancel: adminsOnly },
  autoRun: [
    { cron: '0 */5 * * * *', queue: MAINTENANCE_QUEUE },
    { cron: EVERY_15_SECONDS, queue: OUTBOX_QUEUE },
    // Large product imports (src/server/imports) start within 10 seconds.
    { cron: '*/10 * * * * *', queue: IMPORT_QUEUE },
  ],
  tasks: [
    {
      slug: 'deleteOrphanedUploads',
      label: 'Verwaiste Kundendateien löschen',
      // Every hour at minute 17 (seconds field first).
      schedule: [{ cron: '0 17 * * * *', queue: MAINTENANCE_QUEUE }],
      retries: 2,
      outputSchema: [{ name: 'deleted', type: 'number', required: true }],
      handler: async ({ req }) => ({ output: { deleted: await deleteOrphanedCustomerUploads(req.payload) } }),
    },
    {
      slug: 'announceOverdueOrders',
      label: 'Liegengebliebene Bestellbenachrichtigungen senden',
      schedule: [{ cron: EVERY_15_SECONDS, queue: OUTBOX_QUEUE, hooks: { beforeSchedule: scheduleDespiteDeadRuns } }],
      retries: 0,
      outputSchema: [{ name: 'announced', type: 'number', required: true }],
      handler: async ({ req }) => ({ output: { announced: await announceOverdueOrders(req.payload) } }),
    },
    importProductsTask,
    resumeStalledImportsTask(MAINTENANCE_QUEUE),
  ],
})
