import { expect, it } from '@jest/globals'

import { poolOf } from '@/src/server/db/pool'

import { startTestPayload } from '../support/testPayload'

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// Closing used to release every checked-out client, also the one under a running pool.query; the
// pool then released it a second time when the query ended ('Release called on client which has
// already been released to the pool', uncaught) and the query never answered. A query still
// waiting for a client was never served once the pool had ended.
it('closing lets running and waiting queries answer before the pool ends', async () => {
  const context = await startTestPayload()
  const sleepingQuery = () => poolOf(context.payload).query<{ answer: number }>('SELECT 42 AS answer FROM pg_sleep(0.3)')
  const running = sleepingQuery()
  await settle(50)
  const waiting = sleepingQuery()
  await context.close()
  await expect(running).resolves.toMatchObject({ rows: [{ answer: 42 }] })
  await expect(waiting).resolves.toMatchObject({ rows: [{ answer: 42 }] })
})
