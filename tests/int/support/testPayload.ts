import type { Migration, Payload } from 'payload'

import { closePayload } from '@/ops/closePayload'
import { withoutJobCrons } from '@/ops/server/withoutJobCrons'

import { startMailbox, type Mailbox } from './mailbox'

export type TestContext = { payload: Payload; mailbox: Mailbox; close: () => Promise<void> }

/**
 * Payload on the run's throw-away database with the committed migrations applied, sending its
 * mail to a local SMTP server. Call `close` in afterAll so the database pool ends and Jest exits.
 */
export async function startTestPayload(): Promise<TestContext> {
  const mailbox = await startMailbox()
  Object.assign(process.env, { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(mailbox.port) })
  // In-process requests all come from one client ('direkt', see clientAddress), so the order limit
  // (60 a minute, counted in the shared database) would be shared by every test file that places
  // orders within the same minute. Tests of the limit set their own before starting.
  process.env.ORDER_RATE_LIMIT ??= '10000'

  // The config reads its environment when evaluated, so it is imported only now (one after the
  // other: Jest's ESM loader cannot link the same dependency for parallel dynamic imports).
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  const { migrations } = await import('@/src/migrations')
  // Tests run the job queues themselves (payload.jobs.run): a cron running the import or outbox
  // queue in the middle of a test would race the test's own writes.
  const payload = await getPayload({ config: withoutJobCrons(await config), cron: false })
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })

  return {
    payload,
    mailbox,
    close: async () => {
      await closePayload(payload)
      await mailbox.close()
    },
  }
}
