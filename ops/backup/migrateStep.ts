/**
 * The migrations of a restore as a process of its own: `node --import tsx migrateStep.ts <name> …`
 * applies those of the named Payload migrations that the database of DATABASE_URL lacks, and no
 * other. Imports are static and success is reported over IPC, as in prepareStep.ts.
 */
import { getPayload, type Migration } from 'payload'

import config from '@/payload.config'
import { migrations } from '@/src/migrations'
import { closePayload } from '../closePayload'
import { MIGRATED_MESSAGE } from './migrateTarget'

async function migrate(names: Set<string>): Promise<void> {
  const payload = await getPayload({ config, cron: false })
  try {
    const wanted = migrations.filter((migration) => names.has(migration.name))
    // The generated migration list is typed per adapter; Payload's generic signature takes `unknown` args.
    await payload.db.migrate({ migrations: wanted as unknown as Migration[] })
  } finally {
    await closePayload(payload)
  }
}

migrate(new Set(process.argv.slice(2))).then(
  () => {
    if (process.send) process.send(MIGRATED_MESSAGE, undefined, {}, () => process.exit(0))
    else process.exit(0)
  },
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
