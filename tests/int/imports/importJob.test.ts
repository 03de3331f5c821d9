import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { queueProductImport, resumeStalledImports } from '@/src/server/imports/importJob'

import { unique } from '../access/actors'
import { restClient } from '../support/rest'
import { startTestPayload, type TestContext } from '../support/testPayload'
import { staffToken } from './importWorld'

/**
 * Imports of more than 1,000 rows (issue 25): answered 202 with the job, run by Payload's job
 * queue in batches of one transaction each, progress and report on the `product-imports` record
 * and in the job's output, and resumed with the next open batch after the process died.
 */

let context: TestContext
let request: ReturnType<typeof restClient>
let admin: string

beforeAll(async () => {
  context = await startTestPayload()
  request = restClient(context.payload.config)
  admin = await staffToken(context.payload, ['ROLE_ADMIN'])
})
afterAll(() => context?.close())

const rowsOf = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => ({ uid: `${prefix}-${String(index + 1).padStart(4, '0')}`, name: `Teil ${index + 1}`, price: 3 }))
const importRecord = (id: number) => context.payload.findByID({ collection: 'product-imports', id, depth: 0, overrideAccess: true })
const storedUids = async (prefix: string) =>
  (await context.payload.find({ collection: 'products', where: { uid: { like: prefix } }, depth: 0, overrideAccess: true, pagination: false, select: { uid: true } })).docs.map((doc) => doc.uid as string).sort()

describe('POST /api/custom/upload-products with more than 1,000 rows', () => {
  it('answers 202 with the job; the queue runs it batch by batch and stores the report on the import and the job', async () => {
    const prefix = unique('JOB')
    // 260 good rows (two batches: 250 and 10) and 741 without a name.
    const products = [...rowsOf(prefix, 260), ...Array.from({ length: 741 }, (_, index) => ({ uid: `${prefix}-X${index}` }))]
    const response = await request('POST', '/custom/upload-products', { body: { products }, token: admin })
    expect(response.status).toBe(202)
    const queued = (await response.json()) as { job: number; import: number }
    expect(await importRecord(queued.import)).toMatchObject({ status: 'queued', rowCount: 1_001, job: queued.job, dryRun: false })
    expect(await storedUids(prefix)).toEqual([])

    await context.payload.jobs.run({ queue: 'imports' })

    const done = await importRecord(queued.import)
    expect(done).toMatchObject({ status: 'done', batchCount: 2, batchesDone: 2, created: 260, updated: 0, unchanged: 0, rejectedCount: 741 })
    expect((done.rejected as { line: number; message: string }[])[0]).toEqual({ line: 261, uid: `${prefix}-X0`, message: 'Der Name fehlt.' })
    expect(done.rejectedText).toMatch(/^Zeile 261 \(JOB-[^)]+\): Der Name fehlt\.\n/)
    expect(await storedUids(prefix)).toHaveLength(260)
    // Payload deletes a completed job (jobs config, deleteJobOnComplete): the report stays on the import's record.
    expect((await context.payload.find({ collection: 'payload-jobs', where: { id: { equals: queued.job } }, depth: 0, overrideAccess: true })).docs).toEqual([])
  }, 180_000)
})

describe('after a restart', () => {
  it('an import whose process died goes on with the next open batch and finishes', async () => {
    const prefix = unique('NEUSTART')
    // Payload's REST route asks for the job crons; the test's instance must not start them, or the
    // import queue's cron (every 10 s) picks the job up before the "crash" below is staged.
    expect((await request('GET', '/product-imports?limit=1', { token: admin })).status).toBe(200)
    expect(context.payload.crons).toEqual([])
    const user = { id: (await context.payload.find({ collection: 'users', depth: 0, limit: 1, overrideAccess: true })).docs[0].id }
    const queued = await queueProductImport(context.payload, user, rowsOf(prefix, 255), false)
    // As a process leaves it that died in the second batch: first batch counted done, the job still 'processing'.
    await context.payload.update({ collection: 'product-imports', id: queued.import, data: { status: 'running', batchCount: 2, batchesDone: 1, heartbeatAt: new Date(Date.now() - 3_600_000).toISOString() } as never, depth: 0, overrideAccess: true })
    await context.payload.update({ collection: 'payload-jobs', id: queued.job, data: { processing: true } as never, depth: 0, overrideAccess: true })
    await context.payload.jobs.run({ queue: 'imports' })
    expect(await importRecord(queued.import)).toMatchObject({ status: 'running', batchesDone: 1 })

    expect(await resumeStalledImports(context.payload)).toBe(1)
    await context.payload.jobs.run({ queue: 'imports' })

    expect(await importRecord(queued.import)).toMatchObject({ status: 'done', batchesDone: 2, created: 5 })
    // Only the open batch (lines 251–255) ran; the first counted as done before the "crash".
    expect(await storedUids(prefix)).toEqual(rowsOf(prefix, 255).slice(250).map((row) => row.uid))
  }, 120_000)
})
