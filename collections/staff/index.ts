import type { CollectionConfig } from 'payload'

import { Devices } from './devices/index'
import { PrintJobs } from './print-jobs'
import { Projects } from './projects'
import { Tasks } from './tasks/index'
import { WorkingActivities } from './working-activities'
import { WorkingSchedules } from './working-schedules'

/**
 * The staff area's collections besides `users` (payload.config.ts registers `Users` itself,
 * because the admin's `user` setting needs it).
 */
export const staffCollections: CollectionConfig[] = [Devices, PrintJobs, WorkingActivities, WorkingSchedules, Projects, Tasks]
