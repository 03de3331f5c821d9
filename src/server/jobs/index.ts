import type { JobsConfig, RunJobAccess } from 'payload'

import { deleteOrphanedCustomerUploads } from '../media/orphanedUploads'

/** The queue of the housekeeping jobs; the server process runs it (autoRun) every five minutes. */
const MAINTENANCE_QUEUE = 'maintenance'

/**
 * Payload's jobs queue with its schedules. Scheduled jobs are queued and run by the crons Payload
 * starts in the server process (getPayload with cron, as Payload's REST routes call it); a test or
 * an admin script can run a task directly with payload.jobs.queue + payload.jobs.run. Who may
 * queue, run or cancel jobs over the API is given by the config (admins).
 */
export const jobsConfig = (adminsOnly: RunJobAccess): JobsConfig => ({
  access: { run: adminsOnly, queue: adminsOnly, cancel: adminsOnly },
  autoRun: [{ cron: '0 */5 * * * *', queue: MAINTENANCE_QUEUE }],
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
  ],
})
