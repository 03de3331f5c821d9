import type { CollectionConfig } from 'payload'

import { AnalyticsLeads } from './analytics-leads'
import { AnalyticsLogs } from './analytics-logs'
import { Logs } from './logs'

/** Leads, visitor analytics and the application log. */
export const analyticsCollections: CollectionConfig[] = [AnalyticsLeads, AnalyticsLogs, Logs]
