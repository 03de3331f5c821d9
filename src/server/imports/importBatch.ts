import type { Payload, PayloadRequest } from 'payload'

import {
  changedFields, countOutcome, emptyReport, IMPORT_TEXTS as T, type ImportReport, productFields, type ProductFields, type Rejection,
  type RowOutcome, type ValidRow,
} from '@/src/domain/imports'
import { inTransaction } from '@/src/server/orders/workflow/transaction'

import { type BatchLookup, lookUpBatch, type StoredProduct } from './batchLookup'
import { announceImported, importRequest } from './dataChanges'

/**
 * Material numbers the import has already written (or, in a dry run, would have) with their
 * product ids: an accessory may name a product of an earlier line. A dry run's new products have
 * no id yet and get a stand-in (minus the line).
 */
export type KnownProducts = Map<string, number>

export type BatchOptions = {
  dryRun: boolean
  known: KnownProducts
  /** Records the batch's report: inside its transaction when it was written, after the rollback when it failed. */
  record?: (report: ImportReport, req: PayloadRequest) => Promise<void>
}

type Planned = { row: ValidRow; outcome: RowOutcome; stored?: StoredProduct; fields: ProductFields } | { row: ValidRow; rejection: string }

/** What one row comes to, without writing: a refusal for a reference that does not resolve, else the fields and the outcome. */
function planRow(row: ValidRow, lookup: BatchLookup, writtenBefore: (uid: string) => number | undefined): Planned {
  const { product } = row
  const stored = lookup.products.get(product.uid)
  if (stored && stored.catalogue !== 'parts') return { row, rejection: T.menuProduct(product.uid) }
  const accessoryIds = new Map<string, number>()
  for (const uid of [...(product.requiredAccessories ?? []), ...(product.optionalAccessories ?? [])]) {
    const id = lookup.products.get(uid)?.id ?? writtenBefore(uid)
    if (id === undefined) return { row, rejection: T.unknownAccessory(uid) }
    accessoryIds.set(uid, id)
  }
  const unknownImage = product.images?.find((id) => !lookup.imageIds.has(id))
  if (unknownImage !== undefined) return { row, rejection: T.unknownImage(unknownImage) }
  const fields = productFields(product, accessoryIds, stored?.importSettings?.keepImages === true)
  if (!stored) return { row, outcome: 'created', fields }
  const changed = changedFields(stored, fields)
  if (changed.length === 0) return { row, outcome: 'unchanged', stored, fields }
  // Only what changed is written (the tax rate always with its two siblings).
  const written = Object.fromEntries(changed.map((field) => [field, fields[field]])) as ProductFields
  return { row, outcome: 'updated', stored, fields: written }
}

const rejection = (row: ValidRow, message: string): Rejection => ({ line: row.line, uid: row.product.uid, message })

/** Writes one planned row; answers the product id. */
async function write(payload: Payload, req: PayloadRequest, planned: Extract<Planned, { outcome: RowOutcome }>): Promise<number> {
  if (planned.outcome === 'unchanged') return planned.stored!.id
  if (planned.outcome === 'updated') {
    await payload.update({ collection: 'products', id: planned.stored!.id, data: planned.fields as never, depth: 0, overrideAccess: true, req, select: { uid: true } })
    return planned.stored!.id
  }
  const created = await payload.create({
    collection: 'products',
    data: { catalogue: 'parts', type: 'simple', ...planned.fields } as never,
    depth: 0,
    overrideAccess: true,
    req,
    select: { uid: true },
  })
  return created.id
}

/** Every row of a batch that failed, refused: the row the database refused says so, the others that their batch was taken back. */
function rolledBack(batch: readonly ValidRow[], failedLine: number | null, refused: Rejection[]): ImportReport {
  const first = batch[0].line
  const last = batch[batch.length - 1].line
  const refusedLines = new Set(refused.map((entry) => entry.line))
  const rejected = batch.map((row) =>
    refusedLines.has(row.line)
      ? refused.find((entry) => entry.line === row.line)!
      : rejection(row, failedLine === null ? T.batchFailed(first, last) : row.line === failedLine ? T.rowRefusedByDatabase(first, last) : T.batchRolledBack(failedLine, first, last)),
  )
  return { ...emptyReport(), rejected }
}

/**
 * Imports one batch of checked rows in one transaction: loads what it is compared with in two
 * queries, writes each new or changed product (an unchanged one is not touched), and counts the
 * outcomes. When any write fails, the whole batch is rolled back and every row of it is reported
 * refused. A dry run plans the same and writes nothing. The public caches hear of the batch once.
 */
export async function importBatch(payload: Payload, batch: readonly ValidRow[], options: BatchOptions): Promise<ImportReport> {
  const { dryRun, known, record } = options
  const req = await importRequest(payload)
  const added: KnownProducts = new Map()
  const result = emptyReport()
  let failedLine: number | null = null
  try {
    const report = await inTransaction(req, async () => {
      const lookup = await lookUpBatch(payload, req, batch)
      for (const row of batch) {
        const planned = planRow(row, lookup, (uid) => added.get(uid) ?? known.get(uid))
        if ('rejection' in planned) {
          result.rejected.push(rejection(row, planned.rejection))
          continue
        }
        failedLine = row.line
        const id = dryRun ? (planned.stored?.id ?? -row.line) : await write(payload, req, planned)
        failedLine = null
        added.set(row.product.uid, id)
        countOutcome(result, planned.outcome)
      }
      await record?.(result, req)
      return result
    })
    for (const [uid, id] of added) known.set(uid, id)
    if (!dryRun && report.created + report.updated > 0) await announceImported(payload, ['products'])
    return report
  } catch (error) {
    payload.logger.warn({ err: error, lines: [batch[0].line, batch[batch.length - 1].line] }, 'Importstapel zurückgerollt')
    const report = rolledBack(batch, failedLine, result.rejected)
    await record?.(report, await importRequest(payload))
    return report
  }
}
