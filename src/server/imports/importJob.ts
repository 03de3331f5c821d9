import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import type { QueuedImportAnswer } from '@/src/domain/contracts/imports'
import { emptyReport, IMPORT_TEXTS as T, type ImportReport, mergeReports, type Rejection } from '@/src/domain/imports'

import { importBatches, planImport } from './importProducts'

/** The queue of the product imports; the server runs it every 10 seconds (src/server/jobs). */
export const IMPORT_QUEUE = 'imports'
/** A running import whose last batch is longer ago than this belongs to a process that died. */
const STALLED_AFTER_MS = 10 * 60_000
/** Refusals listed in the admin's text field; the full list is in `rejected` and in the job's output. */
const LISTED_REJECTIONS = 300

type ImportInput = { importId: number; products: unknown[]; dryRun?: boolean | null }

const rejectedText = (rejected: Rejection[]): string => {
  const lines = rejected.slice(0, LISTED_REJECTIONS).map(({ line, uid, message }) => `Zeile ${line}${uid ? ` (${uid})` : ''}: ${message}`)
  if (rejected.length > LISTED_REJECTIONS) lines.push(`… und ${rejected.length - LISTED_REJECTIONS} weitere`)
  return lines.join('\n')
}

const REPORT_SELECT = { created: true, updated: true, unchanged: true, rejected: true, batchesDone: true, status: true } as const

async function storedReport(payload: Payload, id: number, req?: PayloadRequest): Promise<ImportReport & { batchesDone: number; status: string }> {
  const doc = await payload.findByID({ collection: 'product-imports', id, depth: 0, overrideAccess: true, req, select: REPORT_SELECT })
  return {
    created: doc.created ?? 0,
    updated: doc.updated ?? 0,
    unchanged: doc.unchanged ?? 0,
    rejected: (doc.rejected as Rejection[] | null) ?? [],
    batchesDone: doc.batchesDone ?? 0,
    status: doc.status,
  }
}

const reportData = (report: ImportReport) => ({
  created: report.created,
  updated: report.updated,
  unchanged: report.unchanged,
  rejected: report.rejected,
  rejectedCount: report.rejected.length,
  rejectedText: rejectedText(report.rejected),
})

async function saveImport(payload: Payload, id: number, data: Record<string, unknown>, req?: PayloadRequest): Promise<void> {
  await payload.update({ collection: 'product-imports', id, data: data as never, depth: 0, overrideAccess: true, req, select: { status: true } })
}

/** Adds a batch's report to the import and counts the batch as done, in the batch's own transaction. */
async function addBatch(payload: Payload, id: number, batch: ImportReport, req: PayloadRequest): Promise<void> {
  const { batchesDone, status: _status, ...sofar } = await storedReport(payload, id, req)
  await saveImport(payload, id, { ...reportData(mergeReports(sofar, batch)), batchesDone: batchesDone + 1, heartbeatAt: new Date().toISOString() }, req)
}

/**
 * The job of an import: checks every row, stores the refusals, then imports the batches not yet
 * done (after a restart it goes on with the next open batch, see resumeStalledImports) and
 * finishes with the whole report, also the job's output.
 */
async function runImportJob(payload: Payload, input: ImportInput): Promise<ImportReport> {
  const id = input.importId
  const dryRun = input.dryRun === true
  const plan = planImport(input.products ?? [])
  const { batchesDone, status, ...sofar } = await storedReport(payload, id)
  if (status === 'done') return sofar
  try {
    if (status === 'queued') {
      await saveImport(payload, id, { ...reportData({ ...emptyReport(), rejected: plan.rejected }), status: 'running', batchCount: plan.batches.length, heartbeatAt: new Date().toISOString() })
    } else {
      await saveImport(payload, id, { status: 'running', heartbeatAt: new Date().toISOString() })
    }
    await importBatches(payload, plan, batchesDone, { dryRun, record: (report, req) => addBatch(payload, id, report, req) })
    await saveImport(payload, id, { status: 'done', finishedAt: new Date().toISOString() })
  } catch (error) {
    await saveImport(payload, id, { status: 'failed', rejectedText: T.importFailed }).catch(() => undefined)
    throw error
  }
  const { batchesDone: _done, status: _status, ...report } = await storedReport(payload, id)
  return report
}

/** Queues an import of more rows than a request imports: its record in `product-imports` and the job. */
export async function queueProductImport(payload: Payload, user: { id: number | string }, products: unknown[], dryRun: boolean): Promise<QueuedImportAnswer> {
  const record = await payload.create({
    collection: 'product-imports',
    data: { status: 'queued', dryRun, rowCount: products.length, startedBy: Number(user.id) },
    depth: 0,
    overrideAccess: true,
    select: { status: true },
  })
  const job = await payload.jobs.queue({ task: 'importProducts', queue: IMPORT_QUEUE, input: { importId: record.id, products, dryRun } as never, overrideAccess: true })
  await saveImport(payload, record.id, { job: Number(job.id) })
  return { job: job.id, import: record.id }
}

/**
 * Imports whose process died mid-way (status 'running', no batch for STALLED_AFTER_MS): their job
 * is released (no longer 'processing'), so the import queue runs it again and it goes on with the
 * next open batch. The batch the process was in had not committed: nothing of it remains.
 */
export async function resumeStalledImports(payload: Payload): Promise<number> {
  const stalled = await payload.find({
    collection: 'product-imports',
    where: { and: [{ status: { equals: 'running' } }, { heartbeatAt: { less_than: new Date(Date.now() - STALLED_AFTER_MS).toISOString() } }] },
    select: { job: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  for (const record of stalled.docs) {
    if (record.job) await payload.update({ collection: 'payload-jobs', id: record.job, data: { processing: false } as never, depth: 0, overrideAccess: true })
    await saveImport(payload, record.id, { heartbeatAt: new Date().toISOString() })
  }
  return stalled.docs.length
}

const REPORT_OUTPUT = [
  { name: 'created', type: 'number', required: true },
  { name: 'updated', type: 'number', required: true },
  { name: 'unchanged', type: 'number', required: true },
  { name: 'rejected', type: 'json', required: true },
] as const

/** The import's task (queue IMPORT_QUEUE): retried from the next open batch when it fails. */
export const importProductsTask = {
  slug: 'importProducts',
  label: 'Produktimport',
  retries: 3,
  inputSchema: [
    { name: 'importId', type: 'number', required: true },
    { name: 'products', type: 'json', required: true },
    { name: 'dryRun', type: 'checkbox' },
  ],
  outputSchema: [...REPORT_OUTPUT],
  handler: async ({ input, req }) => ({ output: await runImportJob(req.payload, input as unknown as ImportInput) }),
} as TaskConfig

/** Releases the jobs of imports whose process died (on the maintenance queue, every five minutes). */
export const resumeStalledImportsTask = (queue: string) =>
  ({
    slug: 'resumeStalledImports',
    label: 'Abgebrochene Produktimporte fortsetzen',
    schedule: [{ cron: '0 */5 * * * *', queue }],
    retries: 0,
    outputSchema: [{ name: 'resumed', type: 'number', required: true }],
    handler: async ({ req }) => ({ output: { resumed: await resumeStalledImports(req.payload) } }),
  }) as TaskConfig
