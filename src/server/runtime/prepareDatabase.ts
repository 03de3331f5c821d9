import type { Migration, Payload } from 'payload'

import { isDatabaseEmpty, seed } from '../seed'
import { closePayload } from './closePayload'

type Options = { migrate: boolean; seed: 'always' | 'whenEmpty' }

/**
 * Brings the database up to date before the web server starts: development pushes the schema
 * while Payload initialises, production applies the committed migrations; then the demo data is
 * seeded (always for `npm run seed`, otherwise only into an empty database).
 */
export async function prepareDatabase(options: Options): Promise<void> {
  const payload = await initPayload()
  try {
    if (options.migrate) {
      const { migrations } = await import('../../migrations')
      // The generated migration list is typed per adapter; Payload's generic signature takes `unknown` args.
      await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
    }
    if (options.seed === 'always' || (await isDatabaseEmpty(payload))) {
      payload.logger.info('Demodaten werden angelegt …')
      await seed(payload)
      payload.logger.info('Demodaten angelegt.')
    }
  } finally {
    await closePayload(payload)
  }
}

async function initPayload(): Promise<Payload> {
  // Imported only now: the config reads DATABASE_URL and PAYLOAD_SECRET when it is evaluated.
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('../../../payload.config')])
  return getPayload({ config, cron: false })
}
