import { getPayload, type Migration, type Payload, type SanitizedConfig } from 'payload'

import { ensureFirstAdmin, isDatabaseEmpty, seed } from '@/seed'
import { closePayload } from '../closePayload'

type Options = { migrate: boolean; seed: 'always' | 'whenEmpty' }

/**
 * Brings the database up to date before the web server starts: development pushes the schema
 * while Payload initialises, production applies the committed migrations; then the demo data is
 * seeded (always for `npm run seed`, otherwise only into an empty database); without any staff
 * user the configured first administrator is created, or the log says how to configure one.
 */
export async function prepareDatabase(config: Promise<SanitizedConfig> | SanitizedConfig, migrations: unknown[], options: Options): Promise<void> {
  const payload: Payload = await getPayload({ config, cron: false })
  try {
    // The generated migration list is typed per adapter; Payload's generic signature takes `unknown` args.
    if (options.migrate) await payload.db.migrate({ migrations: migrations as Migration[] })
    if (options.seed === 'always' || (await isDatabaseEmpty(payload))) {
      payload.logger.info('Demodaten werden angelegt …')
      await seed(payload)
      payload.logger.info('Demodaten angelegt.')
    }
    await ensureFirstAdmin(payload)
  } finally {
    await closePayload(payload)
  }
}
