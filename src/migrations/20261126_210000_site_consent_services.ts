import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

import { DEFAULT_CONSENT_SERVICES, MAP_SERVICE, NEWS_FEED_SERVICE } from '../domain/consent'

const SITE_SERVICES = [MAP_SERVICE, NEWS_FEED_SERVICE]

/**
 * The marketing site's map and LinkedIn feed load only after consent for their own services
 * (issue 17). A database whose settings already list consent services gets the two added, as the
 * defaults describe them, so those blocks can ask for consent instead of staying unavailable.
 * Settings that list none keep using the defaults, which include them.
 */
export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  const config = await payload.findGlobal({ slug: 'config', depth: 0, overrideAccess: true, req, select: { consentServices: true } })
  const rows = config.consentServices ?? []
  const missing = SITE_SERVICES.filter((key) => !rows.some((row) => row.key === key))
  if (rows.length === 0 || missing.length === 0) return
  const added = missing.map((key) => ({ key, ...DEFAULT_CONSENT_SERVICES[key] }))
  await payload.updateGlobal({ slug: 'config', depth: 0, overrideAccess: true, req, data: { consentServices: [...rows, ...added] } })
}

export async function down({ payload, req }: MigrateDownArgs): Promise<void> {
  const config = await payload.findGlobal({ slug: 'config', depth: 0, overrideAccess: true, req, select: { consentServices: true } })
  const rows = (config.consentServices ?? []).filter((row) => !SITE_SERVICES.includes(row.key))
  await payload.updateGlobal({ slug: 'config', depth: 0, overrideAccess: true, req, data: { consentServices: rows } })
}
